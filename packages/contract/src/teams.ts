import { z } from 'zod';
import { gstinSchema } from './rules/gstin';
import { pageOf, pageQuery } from './paging';
import { indianMobileSchema } from './rules/phone';
import type { AreaOperations } from './operation-name';
import { instant, oneOf } from './answer-formats';
import { subscriptionStatuses } from './subscriptions';
import { orgStatuses } from './org-statuses';

export { orgStatuses };
/** Org statuses staff can filter by; DELETED lists soft-deleted orgs (hidden otherwise). */
export const orgStatusFilters = [...orgStatuses, 'DELETED'] as const;
export type OrgStatusFilter = (typeof orgStatusFilters)[number];

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** GET /org/search: text matches name, email, product number and id. */
export const orgSearchQuery = pageQuery.extend({
  status: z.enum(orgStatusFilters).optional(),
  text: z.string().trim().max(100).optional(),
  /** Only orgs assigned to the logged-in staff member. */
  assigned: flag.optional(),
  /** Teams created on or after / on or before these India dates (the dashboard's new teams). */
  created_from: z.iso.date().optional(),
  created_to: z.iso.date().optional(),
  /** Teams on trial (`true`) or paying (`false`). */
  trial: flag.optional(),
});
export type OrgSearchQuery = z.infer<typeof orgSearchQuery>;
/** GET /org/export: the list's filters, every matching team (no paging). */
export const orgExportQuery = orgSearchQuery.omit({ page: true, page_size: true });

const staffRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** The org's current subscription: the newest one, with its plan and validity. */
export const currentPlanSchema = z
  .object({
    subscription_id: z.number().int(),
    plan_id: z.number().int(),
    plan_name: z.string(),
    status: oneOf(subscriptionStatuses),
    valid_till: z.string(),
  })
  .nullable();

export const orgRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  product_number: z.string().nullable(),
  is_lite: z.boolean(),
  is_trial: z.boolean(),
  status: oneOf(orgStatuses),
  kyc_status: z.string().nullable(),
  plan: currentPlanSchema,
  assigned_staff: staffRef,
  created_at: instant,
  deleted_at: instant.nullable(),
});
export type OrgRow = z.infer<typeof orgRowSchema>;

/** Each row also carries the spec's `{product}_number` (e.g. `sf_number`): hence passthrough. */
export const orgSearchResponse = pageOf(orgRowSchema.loose());
export type OrgSearchResponse = z.infer<typeof orgSearchResponse>;

export const orgDetailsSchema = orgRowSchema
  .extend({
    gstin: z.string().nullable(),
    state_code: z.string().nullable(),
    working_time: z.record(z.string(), z.unknown()).nullable(),
    products: z.array(z.string()),
    owner: z
      .object({
        id: z.number().int(),
        name: z.string(),
        phone: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable(),
    member_count: z.number().int(),
    bv_status: z.string().nullable(),
    fup_status: z.string().nullable(),
    talk_time_minutes: z.number(),
    qualified_at: instant.nullable(),
    od_account: z
      .object({
        enabled: z.boolean(),
        max_channels: z.number().int(),
        caller_id: z.string().nullable(),
      })
      .nullable(),
    updated_at: instant,
  })
  .loose();
export type OrgDetails = z.infer<typeof orgDetailsSchema>;

const gstin = gstinSchema;

/** PUT /org/{org_id}: only the fields sent change. */
export const orgUpdateBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254).nullable(),
    gstin: gstin.nullable(),
    working_time: z.record(z.string(), z.unknown()).nullable(),
    status: z.enum(orgStatuses),
    assigned_staff_id: z.number().int().positive().nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'send at least one field to change' });
export type OrgUpdateBody = z.infer<typeof orgUpdateBody>;

/** Who an org can be assigned to: the console's staff (spec section 6: ADMIN and SU get in). */
export const assignableStaffRoles = ['SU', 'ADMIN'] as const;

/** GET /admin/staff: the staff an org can be assigned to, for the edit dialog's picker. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(assignableStaffRoles),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);
/** Optionally one role only (the picker shows both). */
export const staffListQuery = z.object({ role: z.enum(assignableStaffRoles).optional() });

export const numberParam = z.object({
  number: z
    .string()
    .trim()
    .min(4)
    .max(20)
    .regex(/^\+?\d+$/, 'must be a phone number'),
});

/** Every org action answers with the spec's success message and the org as it now is. */
export const orgActionResponse = z.object({ message: z.string(), org: orgRowSchema.loose() });
export type OrgActionResponse = z.infer<typeof orgActionResponse>;

export const refreshTrunkBody = z.object({
  org_id: z.number().int().positive(),
  /** 2 refreshes every trunk of the org (multi trunk). */
  v: z.literal(2).optional(),
});
export type RefreshTrunkBody = z.infer<typeof refreshTrunkBody>;

export const crmTrialBody = z.object({
  org_id: z.number().int().positive(),
  days: z.number().int().min(1).max(60).default(14),
});
export type CrmTrialBody = z.input<typeof crmTrialBody>;

/** POST /admin/org/configure-od-acccount (sic): the org's outbound-dialer account. */
export const odAccountBody = z.object({
  org_id: z.number().int().positive(),
  enabled: z.boolean(),
  max_channels: z.number().int().min(1).max(100).default(1),
  /** The number customers see: an Indian mobile, stored as its ten digits like every phone. */
  caller_id: indianMobileSchema.nullable().default(null),
});
export type OdAccountBody = z.input<typeof odAccountBody>;

export const tempOtpResponse = z.object({
  /** Shown once: only its hash is stored. */
  otp: z.string().regex(/^\d{6}$/),
  expires_at: instant,
});
export type TempOtpResponse = z.infer<typeof tempOtpResponse>;

export const TEMP_OTP_TTL_MINUTES = 10;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const teamsOperations = {
  'GET /api/org/export': ['exportTeams', 'The filtered team list as CSV (streamed, audited)'],
  'POST /api/orders/start-new-trial/:id': ['startNewTrial', 'Start a new trial for an org'],
  'POST /api/admin/org/start-crm-trial': ['startCrmTrial', 'Start a CRM trial for an org'],
  'POST /api/subscription/refresh-trunk': ['refreshTrunk', "Refresh an org's telephony trunk"],
  'POST /api/admin/org/:id/qualify': ['qualifyOrg', 'Mark an org as qualified'],
  'GET /api/admin/org/reset-fup/:id': [
    'resetFup',
    "Reset an org's FUP check (deprecated: a change on GET; POST the same path)",
  ],
  'POST /api/admin/org/reset-fup/:id': ['resetFupPost', "Reset an org's FUP check"],
  'POST /api/admin/org/configure-od-acccount': [
    'configureOutboundDialer',
    "Configure an org's outbound-dialer account",
  ],
  'GET /api/numbers/release/:number': [
    'releaseNumber',
    'Release a number (deprecated: a change on GET; POST the same path)',
  ],
  'POST /api/numbers/release/:number': ['releaseNumberPost', 'Release a number'],
  'POST /api/auth/temp-otp/org/:id': [
    'issueTempOtp',
    "Issue a one-time sign-in code for an org's owner",
  ],
  'GET /api/settings/org/:id': ['getOrgSettings', "An org's settings"],
  'POST /api/settings/org/:id': ['updateOrgSettings', "Change an org's settings"],
  'POST /api/settings/org/:id/trial-announcement-toggle': [
    'toggleTrialAnnouncement',
    'Turn the trial announcement on or off',
  ],
  'GET /api/admin/staff': ['listAssignableStaff', 'Staff an org can be assigned to'],
  'GET /api/org/search': ['searchOrgs', 'Search orgs'],
  'GET /api/org/details/:id': ['getOrg', "An org's details"],
  'PUT /api/org/:id': ['updateOrg', "Change an org's details"],
  'DELETE /api/org/:id': ['deleteOrg', 'Delete an org (soft)'],
  'POST /api/org/:id/restore': ['restoreOrg', 'Restore a deleted org'],
} as const satisfies AreaOperations;
