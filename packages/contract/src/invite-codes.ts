import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant as answeredInstant } from './answer-formats';

/**
 * Invite codes (menu "Invite Codes"): a code the product's sign-up app redeems for a team, with
 * a benefit, a limit of uses and a validity. Modelled on the promo codes of SaaS billing
 * consoles: single codes and batches, limits, redemptions, export.
 */

/** Letters and digits that cannot be mistaken for each other: no 0/O, no 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;
export const MAX_BATCH = 10_000;
/** The most uses one code may allow. */
export const MAX_REDEMPTIONS = 1_000_000;

export const benefitKinds = [
  'TRIAL_DAYS',
  'TALK_TIME_MINUTES',
  'DISCOUNT_PERCENT',
  'PLAN',
] as const;
export type BenefitKind = (typeof benefitKinds)[number];

/** The least and most a counted benefit may give; a PLAN benefit names a plan and variant instead. */
export const BENEFIT_LIMITS: Record<Exclude<BenefitKind, 'PLAN'>, { min: number; max: number }> = {
  TRIAL_DAYS: { min: 1, max: 90 },
  TALK_TIME_MINUTES: { min: 1, max: 100_000 },
  DISCOUNT_PERCENT: { min: 1, max: 100 },
};

/** Derived, never stored: PAUSED, SCHEDULED (before valid_from), EXPIRED, EXHAUSTED, else ACTIVE. */
export const inviteCodeStatuses = [
  'ACTIVE',
  'SCHEDULED',
  'PAUSED',
  'EXPIRED',
  'EXHAUSTED',
] as const;
export type InviteCodeStatus = (typeof inviteCodeStatuses)[number];

export const ownerKinds = ['STAFF', 'ORG', 'CAMPAIGN'] as const;

const instant = z.iso.datetime({ offset: true });
/** Codes are case-insensitive: stored and compared in upper case, spaces and dashes dropped. */
export const codeInput = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CODE_ALPHABET}]{4,32}$`),
        'must be 4-32 letters and digits, without 0, O, 1, I or L',
      ),
  )
  .meta({
    // As typed: either case, spaces and dashes anywhere (dropped before the check).
    pattern: `^[\\s-]*(?:[${CODE_ALPHABET}${CODE_ALPHABET.toLowerCase()}][\\s-]*){4,32}$`,
    example: 'summer-25',
  });
export const prefixInput = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CODE_ALPHABET}]{1,12}$`),
        'must be 1-12 letters and digits, without 0, O, 1, I or L',
      ),
  )
  .meta({
    // As typed: either case, spaces around it.
    pattern: `^\\s*[${CODE_ALPHABET}${CODE_ALPHABET.toLowerCase()}]{1,12}\\s*$`,
    example: 'SUMMER',
  });

const owner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('STAFF'), staff_id: z.number().int().positive() }),
  z.object({ kind: z.literal('ORG'), org_id: z.number().int().positive() }),
  z.object({ kind: z.literal('CAMPAIGN'), campaign: z.string().trim().min(1).max(80) }),
]);

/** POST /admin/invite-codes: one code (given or generated), or a batch of `count` with a prefix. */
export const createInviteCodesBody = z
  .object({
    code: codeInput.optional(),
    count: z.number().int().min(1).max(MAX_BATCH).optional(),
    prefix: prefixInput.optional(),
    benefit: z.enum(benefitKinds),
    /** Days, minutes or percent; not for a PLAN benefit. */
    benefit_value: z.number().int().min(1).optional(),
    /** The plan and variant of a PLAN benefit, from the catalogue. */
    plan_id: z.number().int().positive().optional(),
    variant_id: z.number().int().positive().optional(),
    max_redemptions: z.number().int().min(1).max(MAX_REDEMPTIONS).default(1),
    valid_from: instant.optional(),
    valid_till: instant.optional(),
    owner: owner.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.benefit === 'PLAN') {
      if (!b.plan_id) ctx.addIssue({ code: 'custom', path: ['plan_id'], message: 'choose a plan' });
      if (!b.variant_id)
        ctx.addIssue({ code: 'custom', path: ['variant_id'], message: 'choose a variant' });
    } else {
      const limit = BENEFIT_LIMITS[b.benefit];
      const value = b.benefit_value;
      if (value === undefined || value < limit.min || value > limit.max)
        ctx.addIssue({
          code: 'custom',
          path: ['benefit_value'],
          message: `must be from ${limit.min} to ${limit.max.toLocaleString('en-IN')}`,
        });
    }
    if (b.code && b.count && b.count > 1)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'give a code or a count, not both' });
    if (b.valid_from && b.valid_till && Date.parse(b.valid_till) <= Date.parse(b.valid_from))
      ctx.addIssue({ code: 'custom', path: ['valid_till'], message: 'must be after valid_from' });
  });
export type CreateInviteCodesBody = z.input<typeof createInviteCodesBody>;

/** PUT /admin/invite-codes/{id}: pause or resume, extend validity, raise the limit. */
export const updateInviteCodeBody = z
  .object({
    paused: z.boolean().optional(),
    valid_till: instant.nullable().optional(),
    max_redemptions: z.number().int().min(1).max(MAX_REDEMPTIONS).optional(),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateInviteCodeBody = z.input<typeof updateInviteCodeBody>;

export const inviteCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  benefit: z.enum(benefitKinds),
  benefit_value: z.number().int().nullable(),
  plan_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  /** "Plan name (variant name)" of a PLAN benefit. */
  plan_name: z.string().nullable(),
  /** The benefit for people: "30 trial days", "500 minutes", "10% off the next sale", a plan. */
  benefit_label: z.string(),
  max_redemptions: z.number().int(),
  redemptions: z.number().int(),
  valid_from: z.string().nullable(),
  valid_till: z.string().nullable(),
  paused_at: answeredInstant.nullable(),
  status: z.enum(inviteCodeStatuses),
  owner_kind: z.enum(ownerKinds).nullable(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  note: z.string().nullable(),
  batch_id: z.string().nullable(),
  created_at: answeredInstant,
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

export const redemptionSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  user_id: z.number().int().nullable(),
  benefit: z.string(),
  created_at: answeredInstant,
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const inviteCodeDetailSchema = inviteCodeSchema.extend({
  redemption_list: z.array(redemptionSchema),
});
export type InviteCodeDetail = z.infer<typeof inviteCodeDetailSchema>;

export const createInviteCodesResult = z.object({
  message: z.string(),
  created: z.number().int(),
  batch_id: z.string().nullable(),
  /** The first codes made (all of them for a small batch), to show at once. */
  codes: z.array(inviteCodeSchema),
});

/** GET /admin/invite-codes and its CSV export: text (code or note), status, owner kind. */
export const inviteCodeListQuery = pageQuery.extend({
  text: z.string().trim().min(1).max(100).optional(),
  status: z.enum(inviteCodeStatuses).optional(),
  owner: z.enum(ownerKinds).optional(),
  /** The codes one staff member or one partner org owns (the user page, the team hub). */
  owner_staff_id: z.coerce.number().int().positive().optional(),
  owner_org_id: z.coerce.number().int().positive().optional(),
  batch_id: z.string().max(40).optional(),
});
export type InviteCodeListQuery = z.input<typeof inviteCodeListQuery>;
export type InviteCodeSearch = z.output<typeof inviteCodeListQuery>;
export const inviteCodePageSchema = pageOf(inviteCodeSchema);

/** POST /app/invite-codes/redeem, from the product's sign-up app (APP_API_KEY). */
export const redeemBody = z.object({
  code: codeInput,
  org_id: z.number().int().positive(),
  user_id: z.number().int().positive().optional(),
});
export const redeemResult = z.object({
  code: z.string(),
  org_id: z.number().int(),
  benefit: z.string(),
  /** True when this org had redeemed the code before: the first result, nothing applied again. */
  repeated: z.boolean(),
});

/** GET /org/{id}/invite-code: the code a team signed up with, if any. */
export const orgInviteCodeSchema = z
  .object({
    code: z.string(),
    invite_code_id: z.number().int(),
    benefit: z.string(),
    redeemed_at: answeredInstant,
  })
  .nullable();

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const inviteCodesOperations = {
  'GET /api/admin/invite-codes': ['listInviteCodes', 'Search invite codes'],
  'GET /api/admin/invite-codes/export': [
    'exportInviteCodes',
    'The filtered invite codes as CSV (streamed)',
  ],
  'POST /api/admin/invite-codes': ['createInviteCodes', 'Create one invite code or a batch'],
  'GET /api/admin/invite-codes/:id': ['getInviteCode', 'An invite code and its redemptions'],
  'PUT /api/admin/invite-codes/:id': [
    'updateInviteCode',
    'Pause or resume an invite code, move its end, raise its limit',
  ],
  'GET /api/org/:id/invite-code': ['getOrgInviteCode', 'The invite code a team signed up with'],
  'POST /api/app/invite-codes/redeem': [
    'redeemInviteCode',
    "Redeem an invite code for a team (the sign-up app's APP_API_KEY)",
  ],
} as const satisfies AreaOperations;
