import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * Referrals and their rewards (menus "Referrals" and "Rewards"). A customer user's referral
 * code brings a new team; the referral moves SIGNED_UP → KYC_APPROVED → PAID → REWARDED as the
 * team's KYC is approved and its first subscription is paid, never by hand. Reward rules turn
 * a referral reaching a stage into rewards, which staff approve and the server issues once.
 */

export const referralStatuses = [
  'SIGNED_UP',
  'KYC_APPROVED',
  'PAID',
  'REWARDED',
  'INVALID',
] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Why a referral is flagged for a look (it is kept, never silently dropped). */
export const referralFlags = [
  'SELF_REFERRAL',
  'SAME_PHONE',
  'SAME_EMAIL_DOMAIN',
  'SAME_GSTIN',
  'SAME_PAN',
  'SAME_DEVICE',
  'REFERRER_DAILY_LIMIT',
] as const;
export type ReferralFlag = (typeof referralFlags)[number];

/**
 * Free mail providers: two people at gmail.com say nothing, two at one company's domain do
 * (SAME_EMAIL_DOMAIN is only raised for a domain not on this list).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'rediffmail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
] as const;

/** More referrals than this by one referrer in one IST day flags the rest. */
export const REFERRALS_PER_DAY_LIMIT = 10;

/** What a referral's timeline records. */
export const referralEventKinds = [
  'SIGNED_UP',
  'KYC_APPROVED',
  'PAID',
  'REWARDED',
  'FLAGGED',
  'INVALIDATED',
] as const;
export type ReferralEventKind = (typeof referralEventKinds)[number];

const referralCode = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .transform((v) => v.toUpperCase());

/** POST /app/referrals, from the product's sign-up app (APP_API_KEY). */
export const recordReferralBody = z.object({
  referral_code: referralCode,
  org_id: z.number().int().positive(),
  user_id: z.number().int().positive().optional(),
});
export type RecordReferralBody = z.input<typeof recordReferralBody>;

export const referralSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(referralStatuses),
  flags: z.array(z.enum(referralFlags)),
  referrer_user_id: z.number().int(),
  referrer_name: z.string(),
  referrer_org_id: z.number().int().nullable(),
  referrer_org_name: z.string().nullable(),
  referred_org_id: z.number().int(),
  referred_org_name: z.string(),
  referred_user_id: z.number().int().nullable(),
  invalid_reason: z.string().nullable(),
  created_at: instant,
  kyc_approved_at: instant.nullable(),
  paid_at: instant.nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(referralEventKinds),
  detail: z.record(z.string(), z.unknown()),
  created_at: instant,
});

export const referralDetailSchema = referralSchema.extend({
  events: z.array(referralEventSchema),
  rewards: z.array(z.lazy(() => rewardSchema)),
});
export type ReferralDetail = z.infer<typeof referralDetailSchema>;

/** POST /app/referrals answers the referral; a repeat for the same team answers the first. */
export const recordReferralResult = z.object({
  referral_id: z.number().int(),
  status: z.enum(referralStatuses),
  flags: z.array(z.enum(referralFlags)),
  replayed: z.boolean(),
});

/** GET /admin/referrals: text (code, referrer or team), status, flagged, a referrer. */
export const referralListQuery = pageQuery.extend({
  text: z.string().trim().min(1).max(100).optional(),
  status: z.enum(referralStatuses).optional(),
  flagged: z.enum(['true', 'false']).optional(),
  referrer_user_id: z.coerce.number().int().positive().optional(),
  /** Signed up between these India days (both included). */
  created_from: z.iso.date().optional(),
  created_to: z.iso.date().optional(),
});
export type ReferralListQuery = z.input<typeof referralListQuery>;
/** GET /admin/referrals/export: the list's filters, every matching referral (no paging). */
export const referralExportQuery = referralListQuery.omit({ page: true, page_size: true });
export const referralPageSchema = pageOf(referralSchema);

/** POST /admin/referrals/{id}/invalidate: staff rule a referral out, with why. */
export const invalidateReferralBody = z.object({ comment: z.string().trim().min(3).max(500) });

/** POST /admin/users/{id}/referral-code: a new code, or the code switched off or on. */
export const referralCodeActions = ['REGENERATE', 'DISABLE', 'ENABLE'] as const;
export type ReferralCodeAction = (typeof referralCodeActions)[number];
export const referralCodeBody = z.object({ action: z.enum(referralCodeActions) });
export const referralCodeSchema = z.object({
  referral_code: z.string().nullable(),
  disabled: z.boolean(),
});
export const referralCodeResult = referralCodeSchema.extend({ message: z.string() });

// Rewards

/** The stage of a referral that earns a reward. */
export const rewardTriggers = ['KYC_APPROVED', 'PAID'] as const;
export type RewardTrigger = (typeof rewardTriggers)[number];
/**
 * What a reward gives, issued in the same transaction as its approval: talk-time minutes into
 * the team's ledger, days added to the team's running plan, or a credit in paise the team's
 * next paid sale deducts.
 */
export const rewardKinds = ['TALK_TIME_MINUTES', 'VALIDITY_DAYS', 'CREDIT_PAISE'] as const;
export type RewardKind = (typeof rewardKinds)[number];
export const rewardStatuses = ['PENDING', 'APPROVED', 'ISSUED', 'REJECTED', 'REVOKED'] as const;
export type RewardStatus = (typeof rewardStatuses)[number];
export const rewardBeneficiaries = ['REFERRER', 'REFERRED'] as const;
export type RewardBeneficiary = (typeof rewardBeneficiaries)[number];
/** The most one reward gives, by kind. */
export const MAX_REWARD_VALUE: Record<RewardKind, number> = {
  TALK_TIME_MINUTES: 100_000,
  VALIDITY_DAYS: 365,
  CREDIT_PAISE: 1_00_000_00,
};
/** An approval giving more than these at once (of any kind) needs an SU. */
export const ADMIN_APPROVAL_LIMITS: Record<RewardKind, number> = {
  TALK_TIME_MINUTES: 1_000,
  VALIDITY_DAYS: 90,
  CREDIT_PAISE: 5_000_00,
};
/** Totals of rewards by kind: what an approval gives, as confirmed. */
export const rewardAmountsSchema = z.object({
  TALK_TIME_MINUTES: z.number().int().min(0).default(0),
  VALIDITY_DAYS: z.number().int().min(0).default(0),
  CREDIT_PAISE: z.number().int().min(0).default(0),
});
export type RewardAmounts = z.output<typeof rewardAmountsSchema>;

const value = z.number().int().min(1).max(MAX_REWARD_VALUE.CREDIT_PAISE);

/** A value no larger than its kind allows (on a change without `kind`, the largest kind's). */
function valuesWithinKind(
  b: { kind?: RewardKind | undefined; referrer_value?: number; referred_value?: number | null },
  ctx: z.RefinementCtx,
) {
  const max = MAX_REWARD_VALUE[b.kind ?? 'CREDIT_PAISE'];
  for (const field of ['referrer_value', 'referred_value'] as const)
    if ((b[field] ?? 0) > max)
      ctx.addIssue({ code: 'custom', path: [field], message: `must be at most ${max}` });
}

const rewardRuleFields = z.object({
  name: z.string().trim().min(3).max(80),
  trigger: z.enum(rewardTriggers),
  /** For PAID: the least first payment, in paise, that earns the reward. */
  min_amount: z.number().int().min(0).max(1_000_000_000).default(0),
  kind: z.enum(rewardKinds).default('TALK_TIME_MINUTES'),
  /** Minutes, days or paise, by `kind`, for the referrer's team. */
  referrer_value: value,
  /** The same for the referred team; none when absent. */
  referred_value: value.nullable().default(null),
  /** The most rewards one referrer earns from this rule in a calendar month (IST). */
  monthly_cap: z.number().int().min(1).max(10_000).default(20),
  active: z.boolean().default(true),
});
/** POST /admin/reward-rules (SU): what a referral reaching a stage earns. */
export const rewardRuleBody = rewardRuleFields.superRefine(valuesWithinKind);
export type RewardRuleBody = z.input<typeof rewardRuleBody>;
export const rewardRuleUpdateBody = rewardRuleFields.partial().superRefine(valuesWithinKind);
/** GET /admin/reward-rules: all of them, or only the active (or inactive) ones. */
export const rewardRuleListQuery = z.object({ active: z.enum(['true', 'false']).optional() });

export const rewardRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  trigger: z.enum(rewardTriggers),
  min_amount: z.number().int(),
  kind: z.enum(rewardKinds),
  referrer_value: z.number().int(),
  referred_value: z.number().int().nullable(),
  monthly_cap: z.number().int(),
  active: z.boolean(),
  created_at: instant,
});
export type RewardRule = z.infer<typeof rewardRuleSchema>;

export const rewardSchema = z.object({
  id: z.number().int(),
  referral_id: z.number().int(),
  rule_id: z.number().int(),
  rule_name: z.string(),
  beneficiary: z.enum(rewardBeneficiaries),
  org_id: z.number().int(),
  org_name: z.string(),
  kind: z.enum(rewardKinds),
  value: z.number().int(),
  status: z.enum(rewardStatuses),
  reason: z.string().nullable(),
  created_at: instant,
  issued_at: instant.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** Which rewards: by state, kind, beneficiary, referral or team (the list, export and approval). */
export const rewardFilters = z.object({
  status: z.enum(rewardStatuses).optional(),
  kind: z.enum(rewardKinds).optional(),
  beneficiary: z.enum(rewardBeneficiaries).optional(),
  referral_id: z.coerce.number().int().positive().optional(),
  org_id: z.coerce.number().int().positive().optional(),
});
export const rewardListQuery = pageQuery.extend(rewardFilters.shape);
export type RewardListQuery = z.input<typeof rewardListQuery>;
/** A page of rewards with the filtered set's totals by state and kind. */
export const rewardPageSchema = pageOf(rewardSchema).extend({
  totals: z.array(
    z.object({
      status: z.enum(rewardStatuses),
      kind: z.enum(rewardKinds),
      count: z.number().int(),
      value: z.number().int(),
    }),
  ),
});

/** The most rewards one approval issues (a filtered set larger than this is approved in parts). */
export const MAX_APPROVAL = 2_000;

/**
 * POST /admin/rewards/approve: approve (and so issue) pending rewards, these `ids` or every
 * pending one the `filter` picks; `totals` as confirmed.
 */
export const approveRewardsBody = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(500).optional(),
    filter: rewardFilters.omit({ status: true }).optional(),
    /** What the person confirmed, by kind: a set that changed since refuses instead of issuing. */
    totals: rewardAmountsSchema,
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), {
    message: 'give either ids or filter',
    path: ['ids'],
  });
export const approveRewardsResult = z.object({
  message: z.string(),
  issued: z.number().int(),
  totals: rewardAmountsSchema,
});

/** POST /admin/rewards/{id}/reject: a pending reward is rejected, an issued one revoked. */
export const rejectRewardBody = z.object({ reason: z.string().trim().min(3).max(500) });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const referralsOperations = {
  'POST /api/app/referrals': [
    'recordReferral',
    "Record that a team signed up with a referral code (the sign-up app's APP_API_KEY)",
  ],
  'GET /api/admin/referrals': ['listReferrals', 'Search referrals'],
  'GET /api/admin/referrals/export': [
    'exportReferrals',
    'The filtered referrals as CSV (streamed, audited)',
  ],
  'GET /api/admin/referrals/:id': ['getReferral', 'A referral, its timeline and its rewards'],
  'POST /api/admin/referrals/:id/invalidate': [
    'invalidateReferral',
    'Mark a referral invalid, with why',
  ],
  'GET /api/admin/users/:id/referral-code': [
    'getReferralCode',
    "A customer user's referral code and whether it works",
  ],
  'POST /api/admin/users/:id/referral-code': [
    'changeReferralCode',
    'Give a customer user a new referral code, or switch theirs off or on',
  ],
  'GET /api/admin/reward-rules': ['listRewardRules', 'The reward rules'],
  'POST /api/admin/reward-rules': ['createRewardRule', 'Add a reward rule (SU)'],
  'PUT /api/admin/reward-rules/:id': ['updateRewardRule', 'Change a reward rule (SU)'],
  'GET /api/admin/rewards': ['listRewards', 'The rewards ledger, with totals by state'],
  'GET /api/admin/rewards/export': ['exportRewards', 'The filtered rewards as CSV (streamed)'],
  'POST /api/admin/rewards/approve': [
    'approveRewards',
    'Approve pending rewards and issue them into talk-time, once',
  ],
  'POST /api/admin/rewards/:id/reject': [
    'rejectReward',
    'Reject a pending reward, or revoke an issued one',
  ],
} as const satisfies AreaOperations;
