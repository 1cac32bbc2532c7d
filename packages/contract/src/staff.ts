import { z } from 'zod';
import { abilityRuleSchema } from './auth';
import { consoleRoles } from './roles';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

export const staffRoleSchema = z.enum(consoleRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A new password: at least 12 characters; the server also refuses common and breached ones. */
export const newPasswordSchema = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(200, 'Use at most 200 characters');

/** One row of the Staff page: a staff member, or an invitation not yet accepted. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRoleSchema,
  status: z.enum(['ACTIVE', 'INACTIVE']),
  last_sign_in_at: instant.nullable(),
  /** A second factor (TOTP) is set up. */
  second_factor: z.boolean(),
  grants: z.array(abilityRuleSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRoleSchema,
  status: z.enum(['PENDING', 'EXPIRED']),
  invited_by: z.string().nullable(),
  expires_at: instant,
  created_at: instant,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /admin/staff-members: every staff member and every open invitation. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /admin/staff-members/invitations. */
export const inviteStaffBody = z.strictObject({
  email: z.email('Enter a valid email').max(254),
  first_name: z.string().trim().min(1, 'Enter a first name').max(100),
  last_name: z.string().trim().max(100).default(''),
  role: staffRoleSchema,
});
export type InviteStaffBody = z.input<typeof inviteStaffBody>;

/** PATCH /admin/staff-members/{id}/role. */
export const changeStaffRoleBody = z.strictObject({ role: staffRoleSchema });
export type ChangeStaffRoleBody = z.infer<typeof changeStaffRoleBody>;

/** POST /admin/staff-members/{id}/status. */
export const staffStatusBody = z.strictObject({ status: z.enum(['ACTIVE', 'INACTIVE']) });
export type StaffStatusBody = z.infer<typeof staffStatusBody>;

/** GET /auth/invitations/{token} (public): what the accept page shows. */
export const invitationTokenParam = z.object({ token: z.string().min(20).max(100) });
export const invitationViewSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRoleSchema,
  expires_at: instant,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /auth/invitations/accept (public): the invitee sets their password. */
export const acceptInvitationBody = z.strictObject({
  token: z.string().min(20).max(100),
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** POST /auth/password: the signed-in staff member changes their password. */
export const changePasswordBody = z.strictObject({
  current_password: z.string().min(1, 'Enter your current password').max(200),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** One signed-in session of a staff member (My account, or the Staff page for an SU). */
export const staffSessionSchema = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: instant,
  last_seen_at: instant,
  /** The session this request came with. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionsSchema = z.array(staffSessionSchema);

/** POST /admin/staff-members/{id}/sessions/{sessionId}/revoke. */
export const staffSessionParams = z.object({
  id: z.coerce.number().int().positive(),
  sessionId: z.coerce.number().int().positive(),
});

/** POST /auth/password-reset (public): the same answer whether the address is known or not. */
export const forgotPasswordBody = z.strictObject({
  email: z.email('Enter a valid email').max(254),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** GET /auth/password-reset/{token} (public): whose password the link resets. */
export const passwordResetViewSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  expires_at: instant,
});
export type PasswordResetView = z.infer<typeof passwordResetViewSchema>;

/** POST /auth/password-reset/complete (public): the new password; every session ends. */
export const completePasswordResetBody = z.strictObject({
  token: z.string().min(20).max(100),
  password: newPasswordSchema,
});
export type CompletePasswordResetBody = z.infer<typeof completePasswordResetBody>;

/**
 * GET /admin/staff-settings (SU): whether an SU requires a second factor of everyone, and what
 * turning it on changes: the active staff members with no second factor yet, who are sent to set
 * one up at their next sign-in.
 */
export const staffSettingsSchema = z.object({
  mfa_required_for_everyone: z.boolean(),
  /** The roles the server's MFA_REQUIRED_ROLES names: they need a factor either way. */
  mfa_required_roles: z.array(staffRoleSchema),
  /** Active staff members without a second factor. */
  without_second_factor: z.array(
    z.object({ id: z.number().int(), name: z.string(), role: staffRoleSchema }),
  ),
  updated_at: instant.nullable(),
  updated_by: z.string().nullable(),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/** PUT /admin/staff-settings. */
export const staffSettingsBody = z.strictObject({ mfa_required_for_everyone: z.boolean() });
export type StaffSettingsBody = z.infer<typeof staffSettingsBody>;

export const okSchema = z.object({ ok: z.literal(true) });
/** GET /admin/staff-members/invitations/{id}/sandbox-link: the link, when email is sandboxed. */
export const sandboxLinkSchema = z.object({ link: z.string() });

export const staffOperations = {
  'GET /api/admin/staff-members': ['listStaffMembers', 'Staff members and open invitations'],
  'POST /api/admin/staff-members/invitations': ['inviteStaff', 'Invite a staff member by email'],
  'POST /api/admin/staff-members/invitations/:id/resend': [
    'resendStaffInvitation',
    'Send an invitation again with a new link',
  ],
  'POST /api/admin/staff-members/invitations/:id/revoke': [
    'revokeStaffInvitation',
    'Revoke an invitation',
  ],
  'PATCH /api/admin/staff-members/:id/role': ['changeStaffRole', "Change a staff member's role"],
  'POST /api/admin/staff-members/:id/status': [
    'setStaffStatus',
    'Deactivate (sessions end at once) or reactivate a staff member',
  ],
  'GET /api/admin/staff-members/invitations/:id/sandbox-link': [
    'getSandboxInvitationLink',
    'The invitation link, when email runs in the sandbox (audited)',
  ],
  'POST /api/admin/staff-members/:id/reset-factors': [
    'resetStaffFactors',
    "Remove a colleague's second factor and recovery codes; their sessions end",
  ],
  'PUT /api/admin/staff-members/:id/grants': [
    'setStaffGrants',
    "Replace an ADMIN's grants (ability rules beyond the role's); their next request obeys them",
  ],
  'GET /api/admin/staff-settings': [
    'getStaffSettings',
    'Whether every staff member must have a second factor, and who has none yet',
  ],
  'PUT /api/admin/staff-settings': [
    'setStaffSettings',
    'Require (or stop requiring) a second factor of every staff member at their next sign-in',
  ],
  'GET /api/auth/invitations/:token': ['getInvitation', 'An invitation, for its accept page'],
  'POST /api/auth/invitations/accept': [
    'acceptInvitation',
    'Accept an invitation: set a password and sign in',
  ],
  'POST /api/auth/password': [
    'changePassword',
    'Change your own password (the current one first); your other sessions end',
  ],
  'GET /api/auth/sessions': ['listMySessions', 'Your signed-in sessions'],
  'POST /api/auth/sessions/:id/revoke': ['endMySession', 'End one of your sessions'],
  'GET /api/admin/staff-members/:id/sessions': [
    'listStaffSessions',
    "A staff member's signed-in sessions",
  ],
  'POST /api/admin/staff-members/:id/sessions/:sessionId/revoke': [
    'endStaffSession',
    "End one of a staff member's sessions",
  ],
  'POST /api/auth/password-reset': [
    'requestPasswordReset',
    'Email a single-use password-reset link (the same answer for an unknown address)',
  ],
  'GET /api/auth/password-reset/:token': ['getPasswordReset', 'A reset link, for its page'],
  'POST /api/auth/password-reset/complete': [
    'completePasswordReset',
    'Set a new password from a reset link; every session of the person ends',
  ],
  'GET /api/admin/staff-members/:id/sandbox-reset-link': [
    'getSandboxPasswordResetLink',
    "A staff member's newest reset link, when email runs in the sandbox (audited)",
  ],
} as const satisfies AreaOperations;
