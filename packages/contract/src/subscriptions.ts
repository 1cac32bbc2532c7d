import { kycStatuses } from './rules/kyc';
import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import { ORDER_TYPES, PAYMENT_TYPES } from './rules/create-plan';
import { TOP_UP_TYPES } from './rules/top-ups';
import type { AreaOperations } from './operation-name';
import { instant, oneOf } from './answer-formats';
import { orgStatuses } from './org-statuses';

/**
 * A subscription's status as every read shows it: 'active' whose valid_till has passed reads as
 * 'expired' (computed when read, so nothing has to run at midnight for a plan to lapse).
 */
export const subscriptionStatuses = ['active', 'expired', 'ended'] as const;

/**
 * Subscriptions area: plans, subscriptions, top-ups, talk-time (spec section 7). Amounts are
 * integer paise everywhere.
 *
 * Idempotency: the three creation calls (POST /subscription, /subscription/top-up and
 * /subscription/daily-top-up) take the `Idempotency-Key` header of `idempotency.ts`; a replay
 * answers with the first result and `replayed: true`.
 */
export { IDEMPOTENCY_HEADER, idempotencyHeaders } from './idempotency';

const paise = z.number().int().min(0).max(10_000_000_00);
const date = z.iso.date();

export const variantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  revenue_duration: z.number().int(),
});
export const addonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  /** Paise per 30 days. */
  gross_amount: z.number().int(),
  amount: z.number(),
});
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  products: z.array(z.string()),
  addon_ids: z.array(z.number().int()),
  variants: z.array(variantSchema),
  addons: z.array(addonSchema),
  /** Add-on ids the org already holds on its active subscription (purchased). */
  active_addons: z.array(z.number().int()),
  is_current: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export type PlanAddon = z.infer<typeof addonSchema>;
export const plansQuery = z.object({ org_id: z.coerce.number().int().positive().optional() });
export const plansResponse = z.array(planSchema);

/** What the Create Plan rules need to know about an org. */
export const orgContextSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
  product_number: z.string().nullable(),
  is_lite: z.boolean(),
  /** A sale ends the trial and lifts a suspension: the console warns before it (issue 14). */
  is_trial: z.boolean(),
  status: oneOf(orgStatuses),
  /** The current subscription: status active and valid_till not passed (lapse is computed). */
  current_plan_id: z.number().int().nullable(),
  current_subscription_id: z.number().int().nullable(),
  /** Add-ons on the current subscription ('Purchased'). */
  active_addon_ids: z.array(z.number().int()),
  /**
   * A discount invite code the team redeemed that no paid sale has followed yet: the seller of
   * the next sale sees it (the amount stays the seller's to set).
   */
  invite_discount: z
    .object({ code: z.string(), percent: z.number().int(), redeemed_at: instant })
    .nullable()
    .default(null),
  /** The team's credit in paise (referral rewards), which the seller may deduct from this sale. */
  credit_paise: z.number().int().default(0),
  /** The team's KYC state, shown while selling (null: no KYC row yet). */
  kyc_status: z.enum(kycStatuses).nullable().default(null),
  /** A suspended team: when and by whom it was suspended, as its audit trail says. */
  suspended: z
    .object({ at: z.string().nullable(), by: z.string().nullable() })
    .nullable()
    .default(null),
});
export type OrgContext = z.infer<typeof orgContextSchema>;

export const subscriptionAddonSchema = z.object({
  addon_id: z.number().int(),
  slug: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
export const freebiesSchema = z.object({
  users: z.number().int().min(0).max(1000).optional(),
  automation: z.number().int().min(0).max(1000).optional(),
  talk_time_minutes: z.number().int().min(0).max(100_000).optional(),
});
export type Freebies = z.infer<typeof freebiesSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  variant_id: z.number().int().nullable(),
  variant_name: z.string().nullable(),
  status: oneOf(subscriptionStatuses),
  order_type: z.string(),
  start_date: z.string(),
  valid_till: z.string(),
  amount: z.number().int(),
  payment_type: z.string().nullable(),
  payment_id: z.string().nullable(),
  gstin: z.string().nullable(),
  description: z.string().nullable(),
  addons: z.array(subscriptionAddonSchema),
  freebies: freebiesSchema,
  /** The catalogue's price of what was sold; null for sales made before it was kept. */
  catalogue_amount: z.number().int().nullable(),
  /** Why the amount differs from the catalogue's, when a seller overrode it. */
  price_override_reason: z.string().nullable(),
  created_at: instant,
  ended_at: instant.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What a subscription was: a sale (the Create Plan form's order types) or a trial plan. */
export const subscriptionOrderTypes = [...ORDER_TYPES, 'TRIAL'] as const;
export const subscriptionListQuery = pageQuery.extend({
  status: z.enum(subscriptionStatuses).optional(),
  plan_id: z.coerce.number().int().positive().optional(),
  org_id: z.coerce.number().int().positive().optional(),
  /** Active subscriptions whose validity ends within this many days. */
  expiring_within_days: z.coerce.number().int().min(0).max(3650).optional(),
  /** Only sales whose amount differs from the catalogue's (`true`). */
  price_override: z.stringbool().optional(),
  /** TRIAL: trial plans (the dashboard's trials started); PURCHASE or RENEW: sales. */
  order_type: z.enum(subscriptionOrderTypes).optional(),
  /** Made on or after / on or before these India dates. */
  from: date.optional(),
  to: date.optional(),
});
export type SubscriptionListQuery = z.input<typeof subscriptionListQuery>;
/** GET /subscription/export: the list's filters, every matching subscription (no paging). */
export const subscriptionExportQuery = subscriptionListQuery.omit({ page: true, page_size: true });
export const subscriptionPage = pageOf(subscriptionSchema);
export const orgSubscriptionsQuery = z.object({ order: z.enum(['ASC', 'DESC']).default('DESC') });
export const orgSubscriptionsResponse = z.array(subscriptionSchema);

const payment = {
  payment_type: z.enum(PAYMENT_TYPES),
  payment_id: z.string().trim().max(100).nullish(),
  /** Paise; 0 with no payment id means 'Payment not collected'. */
  amount: paise,
  gstin: z.string().trim().max(15).nullish(),
  description: z.string().trim().max(500).nullish(),
};

/** POST /subscription. Org, plan and variant are checked by the rule (spec message), not here. */
export const createSubscriptionBody = z.object({
  org_id: z.number().int().positive().nullish(),
  plan: z.number().int().positive().nullish(),
  variant: z.number().int().positive().nullish(),
  start_date: date.optional(),
  order_type: z.enum(ORDER_TYPES),
  addons: z
    .array(z.object({ addon_id: z.number().int(), count: z.number().int() }))
    .max(20)
    .default([]),
  ...payment,
  /**
   * Needed when the amount (something collected) differs from the catalogue's price of the
   * sale: the seller says why; the sale is audited with both amounts.
   */
  price_override_reason: z.string().trim().min(3).max(300).nullish(),
  /**
   * Deduct the team's credit (up to the catalogue price): the amount then expected is the
   * catalogue's less the credit, and what was deducted leaves the team's credit with the sale.
   */
  apply_credit: z.boolean().default(false),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;

export const topUpBody = z.object({
  org_id: z.number().int().positive(),
  talk_time_minutes: z.number(),
  ...payment,
});
export type TopUpBody = z.input<typeof topUpBody>;

export const dailyTopUpBody = topUpBody.extend({
  start_date: date.nullish(),
  end_date: date.nullish(),
  metadata: z.object({ type: z.enum(TOP_UP_TYPES), name: z.string().trim().max(100).optional() }),
});
export type DailyTopUpBody = z.input<typeof dailyTopUpBody>;

/** How switching on business KYC after a manual subscription went. */
export const bkycOutcomes = ['ENABLED', 'ALREADY_ON', 'NOT_NEEDED', 'FAILED'] as const;
export const createSubscriptionResponse = z.object({
  message: z.string(),
  subscription: subscriptionSchema,
  bkyc: z.enum(bkycOutcomes),
  replayed: z.boolean(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const topUpSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  type: z.string(),
  name: z.string().nullable(),
  minutes: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  expires_at: instant.nullable(),
  amount: z.number().int(),
  payment_type: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: instant,
});
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpResponse = z.object({
  message: z.string(),
  top_up: topUpSchema,
  replayed: z.boolean(),
});
export type TopUpResponse = z.infer<typeof topUpResponse>;
export const dailyTalkTimesResponse = z.array(topUpSchema);

export const updateValidityBody = z.object({
  subscription_id: z.number().int().positive(),
  valid_till: z.iso.datetime({ offset: true }).or(date),
  gstin: z.string().trim().max(15).nullish(),
  extras: z.string().trim().max(500).nullish(),
});
export const updateSubscriptionBody = z.union([
  z
    .object({
      addons: z.array(z.object({ addon_id: z.number().int(), count: z.number().int() })).max(20),
    })
    .strict(),
  z.object({ freebies: freebiesSchema }).strict(),
]);
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBody>;

/** A product (SF) number as staff type it: 8 to 15 digits, + in front allowed. */
export const productNumberField = z
  .string()
  .trim()
  .regex(/^\+?\d{8,15}$/, 'must be a phone number');
const number = productNumberField;
export const changeNumberBody = z.object({
  org_id: z.number().int().positive(),
  old_number: number,
  new_number: number,
  paid: z.boolean(),
});
export const assignNumberBody = z.object({
  org_id: z.number().int().positive(),
  number,
  paid: z.boolean(),
});
export const subscriptionActionResponse = z.object({
  message: z.string(),
  subscription: subscriptionSchema.nullable(),
});
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponse>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  delta_minutes: z.number().int(),
  reason: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: instant,
});
export const talkTimeSchema = z.object({
  talk_time: z.number().int(),
  talk_time_ledger: z.array(ledgerEntrySchema),
});
export type TalkTime = z.infer<typeof talkTimeSchema>;
/**
 * A talk-time balance staff may set: ten lakh minutes is years of calling for the largest
 * team; anything above is a typing slip, refused with the limit named.
 */
export const TALK_TIME_BALANCE = { min: 0, max: 1_000_000 } as const;
export const setTalkTimeBody = z.object({
  talk_time: z
    .number()
    .int('must be a whole number of minutes')
    .min(TALK_TIME_BALANCE.min, 'must be from 0 to 10,00,000 minutes')
    .max(TALK_TIME_BALANCE.max, 'must be from 0 to 10,00,000 minutes'),
});
export const setTalkTimeResponse = talkTimeSchema.extend({ message: z.string() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const subscriptionsOperations = {
  'GET /api/subscription/plans/all': ['listPlans', 'The plan catalogue'],
  'GET /api/subscription/list': ['listSubscriptions', 'Search subscriptions'],
  'GET /api/subscription/export': [
    'exportSubscriptions',
    'The filtered subscriptions as CSV (streamed, audited)',
  ],
  'GET /api/subscription/org-context/:id': [
    'getPlanOrgContext',
    'What the Create Plan rules need to know about an org',
  ],
  'GET /api/subscription/org/:id': ['listOrgSubscriptions', "An org's subscriptions"],
  'GET /api/subscription/talk-time/:id/list': [
    'listTalkTimeLedger',
    "A subscription's talk-time ledger",
  ],
  'GET /api/subscription/talk-time/:id': ['getTalkTime', "A subscription's talk time"],
  'POST /api/subscription/talk-time/:id': ['setTalkTime', "Change a subscription's talk time"],
  'GET /api/subscription/:id': ['getSubscription', 'A subscription'],
  'PUT /api/subscription/:id': ['updateSubscription', 'Change a subscription'],
  'POST /api/subscription': ['createSubscription', 'Create a plan for an org'],
  'POST /api/subscription/top-up': ['topUp', 'Top up talk time'],
  'POST /api/subscription/daily-top-up': ['dailyTopUp', 'Add a daily top-up'],
  'POST /api/subscription/update-validity': ['updateValidity', "Change a subscription's validity"],
  'POST /api/subscription/end/:id': ['endSubscription', 'End a subscription'],
  'POST /api/subscription/change-number': ['changeNumber', "Change an org's number"],
  'POST /api/subscription/assign-number': ['assignNumber', 'Assign a number to an org'],
} as const satisfies AreaOperations;
