import { z } from 'zod';

/**
 * The figures staff see first: what needs attention today. Each counts exactly what the list
 * it links to shows under that filter (KYC queue chip, subscriptions, payments since).
 */
export const dashboardSummarySchema = z.object({
  orgs: z.object({ total: z.number().int(), trial: z.number().int(), suspended: z.number().int() }),
  kyc: z.object({ pending: z.number().int(), business_pending: z.number().int() }),
  subscriptions: z.object({ active: z.number().int(), expiring_7_days: z.number().int() }),
  payments: z.object({
    last_30_days_paise: z.number().int(),
    count_30_days: z.number().int(),
    /** The India date the 30 days start on (today and the 29 before): the list's `from`. */
    since: z.iso.date(),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
