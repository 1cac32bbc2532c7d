import { z } from 'zod';
import type { AreaOperations } from './operation-name';

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

/**
 * The steps of a company's first days, in the order the checklist shows them. Each ticks from
 * the data: the catalogue once staff changed it or marked it reviewed, numbers once the
 * inventory holds one, a team once one exists, KYC once one was approved or rejected, a plan
 * once one was sold, providers once no channel runs in its sandbox, staff once more than one
 * staff member exists.
 */
export const setupSteps = [
  'catalogue',
  'numbers',
  'team',
  'kyc',
  'plan',
  'providers',
  'staff',
] as const;
export type SetupStep = (typeof setupSteps)[number];

/** GET /dashboards/setup: the checklist as the data says, and whether this staff member hid it. */
export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(setupSteps), done: z.boolean() })),
  /** Every step done: the checklist is not shown any more. */
  complete: z.boolean(),
  /** This staff member dismissed it (it stays hidden for them, whatever the data). */
  dismissed: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** POST /dashboards/setup/dismiss: hide the checklist for me, or show it again. */
export const setupDismissBody = z.strictObject({ dismissed: z.boolean() });
/** POST /dashboards/setup/mark: the steps only a person can tick (the catalogue, reviewed as is). */
export const setupMarkBody = z.strictObject({ step: z.enum(['catalogue']) });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const dashboardsOperations = {
  'GET /api/dashboards/summary': ['getDashboardSummary', 'Dashboard summary'],
  'GET /api/dashboards/setup': [
    'getSetupChecklist',
    "A new company's setup checklist, each step ticked from the data",
  ],
  'POST /api/dashboards/setup/dismiss': [
    'dismissSetupChecklist',
    'Hide the setup checklist for the signed-in staff member, or show it again',
  ],
  'POST /api/dashboards/setup/mark': [
    'markSetupStep',
    'Tick a setup step only a person can judge (the catalogue reviewed as it is)',
  ],
  'GET /api/dashboards/money': [
    'getDashboardMoney',
    'Sales (GST split), collections and refunds per India day or month',
  ],
  'GET /api/dashboards/growth': [
    'getDashboardGrowth',
    'New teams, those paying now and trials started per India day or month',
  ],
  'GET /api/dashboards/calls': [
    'getDashboardCalls',
    'Trial calls per India day or month by status',
  ],
  'GET /api/dashboards/kyc': [
    'getDashboardKyc',
    'KYC queue now, pending age and decisions per reviewer',
  ],
  'GET /api/dashboards/outbox': [
    'getDashboardOutbox',
    'Messages of a date range per channel and delivery status',
  ],
} as const satisfies AreaOperations;
