import { z } from 'zod';
import { gstinSchema } from './rules/gstin';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

const orgRef = z.object({ id: z.number().int(), name: z.string() });

export const onboardingUiConfigParams = z.object({ user_id: z.coerce.number().int().positive() });

/** GET /admin/org/onboarding-ui-config/{user_id}: what the Onboard User form starts from. */
export const onboardingUiConfigSchema = z.object({
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The user's org that is already onboarded: the form shows it instead of starting again. */
  onboarded_org: orgRef.nullable(),
  /** An org the user owns that was created but not onboarded: the form resumes with it. */
  pending_org: orgRef.nullable(),
  defaults: z.object({ org_name: z.string(), email: z.string().nullable(), is_lite: z.boolean() }),
});
export type OnboardingUiConfig = z.infer<typeof onboardingUiConfigSchema>;

const gstin = gstinSchema;

export const newOrgFields = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.email().max(200).optional(),
  is_lite: z.boolean().default(false),
  gstin: gstin.optional(),
});

/** POST /admin/org: a new org owned by an existing customer user. */
export const createOrgBody = newOrgFields.extend({ owner_user_id: z.number().int().positive() });
export type CreateOrgBody = z.input<typeof createOrgBody>;

export const createdOrgSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  is_lite: z.boolean(),
  gstin: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  created_at: instant,
});
export type CreatedOrg = z.infer<typeof createdOrgSchema>;

/**
 * POST /admin/org/onboard: onboard the user with an org, created here (`org`) or made earlier
 * (`org_id`), in one transaction. Idempotent on the user: onboarding them again returns the
 * first result.
 */
export const onboardBody = z
  .object({
    user_id: z.number().int().positive(),
    org_id: z.number().int().positive().optional(),
    org: newOrgFields.optional(),
  })
  .refine((b) => (b.org_id === undefined) !== (b.org === undefined), {
    path: ['org'],
    message: 'give either org_id (an existing org) or org (a new one), not both',
  });
export type OnboardBody = z.input<typeof onboardBody>;

export const onboardResultSchema = z.object({
  org: createdOrgSchema,
  user_id: z.number().int(),
  onboarded_at: instant,
  /** True when the user had already been onboarded and nothing changed. */
  already_onboarded: z.boolean(),
  /** The outbox row of the onboarding webhook, or null when no webhook URL is configured. */
  webhook_message_id: z.number().int().nullable(),
});
export type OnboardResult = z.infer<typeof onboardResultSchema>;

/** The body of the onboarding webhook (POST to ONBOARDING_WEBHOOK_URL), HMAC-signed. */
export const onboardingWebhookPayload = z.object({
  event: z.literal('org.onboarded'),
  occurred_at: instant,
  org: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    is_lite: z.boolean(),
  }),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
  }),
  onboarded_by: z.number().int().nullable(),
});
export type OnboardingWebhookPayload = z.infer<typeof onboardingWebhookPayload>;

/**
 * POST /admin/internal-lead/{id}/convert: the lead becomes a customer. Its phone's customer user
 * (made from the lead when there is none) is onboarded with a new org in one transaction, and
 * the lead is marked WON with that org. Converting it again answers with the first result.
 */
export const convertLeadBody = newOrgFields;
export type ConvertLeadBody = z.input<typeof convertLeadBody>;
export const convertLeadResultSchema = onboardResultSchema.extend({
  lead_id: z.number().int(),
  message: z.string(),
});
export type ConvertLeadResult = z.infer<typeof convertLeadResultSchema>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const onboardingOperations = {
  'GET /api/admin/org/onboarding-ui-config/:user_id': [
    'getOnboardingConfig',
    'What the Onboard User form starts from',
  ],
  'POST /api/admin/org': ['createOrg', 'Create an org for an existing customer user'],
  'POST /api/admin/org/onboard': ['onboardUser', 'Onboard a user with a new org'],
} as const satisfies AreaOperations;
