import { z } from 'zod';
import { callStatuses } from './calls';
import { outboxChannels, outboxStatuses } from './outbox';
import { dashboardGranularities } from './rules/dashboard-range';
import { queueStatuses } from './rules/kyc';
import { instant } from './answer-formats';

/**
 * The dashboard's charts (GET /dashboards/{money,growth,calls,kyc,outbox}), apart from its
 * counters (dashboards.ts): the console loads these with the charts, after the counters.
 */

/**
 * GET /dashboards/{money,growth,calls,kyc,outbox}: India days, both ends included; without
 * them the last 30 days. At most DASHBOARD_MAX_DAYS days (400 naming `from` otherwise).
 */
export const dashboardRangeQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  granularity: z.enum(dashboardGranularities).default('day'),
});
export type DashboardRangeQuery = z.input<typeof dashboardRangeQuery>;

/** The range the figures are for, as the server resolved it (defaults filled in). */
const range = {
  from: z.iso.date(),
  to: z.iso.date(),
  granularity: z.enum(dashboardGranularities),
};
const count = z.number().int();
/** A count for each of `keys`, every one present (an object, so API documents list the keys). */
const countsBy = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);
/** Integer paise. */
const paise = z.number().int();

/**
 * Money by India day or month. Sales are the GST invoices issued (taxable value and its CGST,
 * SGST, IGST) less the credit notes of refunds; collections are the payments received (the
 * payments list's rows of those days) and the refunds paid out.
 */
export const moneyFiguresSchema = z.object({
  received: paise,
  payments: count,
  refunded: paise,
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  /** What the period's credit notes took back, GST included. */
  credited: paise,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;
export const dashboardMoneySchema = z.object({
  ...range,
  /** One entry per day (or month) of the range, oldest first, empty ones included. */
  periods: z.array(moneyFiguresSchema.extend({ period: z.iso.date() })),
  totals: moneyFiguresSchema,
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

/**
 * Teams by the India day they were created (live ones, as the Teams list counts them): how
 * many, and how many of those pay now (no longer on trial); and trial plans started.
 */
export const growthFiguresSchema = z.object({
  new_orgs: count,
  paying: count,
  trials_started: count,
});
export type GrowthFigures = z.infer<typeof growthFiguresSchema>;
export const dashboardGrowthSchema = z.object({
  ...range,
  periods: z.array(growthFiguresSchema.extend({ period: z.iso.date() })),
  totals: growthFiguresSchema,
});
export type DashboardGrowth = z.infer<typeof dashboardGrowthSchema>;

/** Trial calls by the India day they started and their status; soft-deleted calls left out. */
export const dashboardCallsSchema = z.object({
  ...range,
  periods: z.array(z.object({ period: z.iso.date(), statuses: countsBy(callStatuses) })),
  totals: countsBy(callStatuses),
});
export type DashboardCalls = z.infer<typeof dashboardCallsSchema>;

/** How long PENDING KYC has waited since it was submitted. */
export const kycAgeBuckets = ['under_1_day', '1_to_3_days', '3_to_7_days', 'over_7_days'] as const;
export type KycAgeBucket = (typeof kycAgeBuckets)[number];
export const kycDecisions = ['APPROVED', 'REJECTED', 'INCOMPLETE'] as const;

/**
 * The KYC queue now (its chips' counts and how long the pending wait) and each reviewer's
 * decisions in the range (regular KYC and business verification alike).
 */
export const dashboardKycSchema = z.object({
  ...range,
  queue: countsBy(queueStatuses),
  pending_age: countsBy(kycAgeBuckets),
  oldest_pending_at: instant.nullable(),
  reviewers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      decisions: countsBy(kycDecisions),
    }),
  ),
});
export type DashboardKyc = z.infer<typeof dashboardKycSchema>;

/** Messages recorded in the range, per channel and the status each is in now. */
export const dashboardOutboxSchema = z.object({
  ...range,
  channels: z.array(
    z.object({ channel: z.enum(outboxChannels), statuses: countsBy(outboxStatuses) }),
  ),
});
export type DashboardOutbox = z.infer<typeof dashboardOutboxSchema>;
