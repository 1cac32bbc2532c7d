import { z } from 'zod';
import { actions, subjects, type AbilityRule } from './permissions';
import { roles } from './roles';
import type { AreaOperations } from './operation-name';

export const roleSchema = z.enum(roles);

/** A CASL rule on the user record; its type is permissions.ts's. */
export const abilityRuleSchema = z.object({
  action: z.union([z.enum(actions), z.array(z.enum(actions))]),
  subject: z.union([z.enum(subjects), z.array(z.enum(subjects))]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
}) satisfies z.ZodType<AbilityRule>;

export const loginBody = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The logged-in user record, saved by the console under `userData` (spec section 3). */
export const userRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  ability: z.array(abilityRuleSchema),
  /** True while MFA_REQUIRED_ROLES asks this person to set up a second factor first. */
  must_set_up_second_factor: z.boolean().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The second factors a staff member can finish a sign-in with. */
export const secondFactorMethods = ['TOTP', 'PASSKEY'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/**
 * POST /auth/login when the account has a second factor: it comes next. `second_factor` is the
 * one to offer first (a passkey when there is one); `methods` every one set up. A recovery code
 * is always accepted in place of the code (POST /auth/login/code).
 */
export const secondFactorNeededSchema = z.object({
  second_factor: z.enum(secondFactorMethods),
  methods: z.array(z.enum(secondFactorMethods)),
});
export const loginResultSchema = z.union([userRecordSchema, secondFactorNeededSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * Why a single sign-on did not open a session: the callback sends the browser back to
 * `/login?sso_error=<reason>`, and the login page words it.
 */
export const ssoRefusalSchema = z.enum([
  'not_configured',
  'provider_unreachable',
  'provider_refused',
  'expired',
  'email_unverified',
  'domain_not_allowed',
  'no_account',
  'deactivated',
]);
export type SsoRefusal = z.infer<typeof ssoRefusalSchema>;

/** POST /auth/login/code: a 6-digit code from the authenticator app, or a recovery code. */
export const loginCodeBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code'),
});
export type LoginCodeBody = z.infer<typeof loginCodeBody>;

/** POST /auth/totp/setup: a new secret to scan; nothing is saved until it is confirmed. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The QR code of `uri`, as an SVG data URL. */
  qr: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /auth/totp/confirm: the secret scanned and a code it made. */
export const totpConfirmBody = z.strictObject({
  secret: z.string().regex(/^[A-Z2-7]{32}$/),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type TotpConfirmBody = z.infer<typeof totpConfirmBody>;
/** Ten single-use recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** POST /auth/logout: the session is gone. */
export const logoutResponse = z.object({ ok: z.literal(true) });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const authOperations = {
  'POST /api/auth/login': ['login', 'Sign in with email and password'],
  'POST /api/auth/logout': ['logout', 'Sign out'],
  'GET /api/auth/me': ['getCurrentUser', 'The signed-in staff user and their abilities'],
  'POST /api/auth/login/code': [
    'loginWithCode',
    'Finish signing in with an authenticator or recovery code',
  ],
  'POST /api/auth/totp/setup': ['setUpTotp', 'A new authenticator secret and its QR code'],
  'POST /api/auth/login/passkey/options': [
    'passkeySignInOptions',
    'WebAuthn options to finish signing in with a passkey',
  ],
  'POST /api/auth/login/passkey': ['loginWithPasskey', 'Finish signing in with a passkey'],
  'GET /api/auth/oidc/start': [
    'startSingleSignOn',
    "Begin single sign-on: a redirect to the company's OpenID provider",
  ],
  'GET /api/auth/oidc/callback': [
    'finishSingleSignOn',
    "The OpenID provider's redirect back: a session, the second factor next, or a refusal",
  ],
  'GET /api/auth/passkeys': ['listPasskeys', "The signed-in staff member's passkeys"],
  'POST /api/auth/passkeys/options': [
    'passkeyRegistrationOptions',
    'WebAuthn options to add a passkey (a single-use challenge)',
  ],
  'POST /api/auth/passkeys': [
    'addPasskey',
    'Save a passkey after checking its attestation; returns recovery codes for a first factor',
  ],
  'DELETE /api/auth/passkeys/:id': ['removePasskey', 'Remove one of your passkeys'],
  'POST /api/auth/totp/confirm': [
    'confirmTotp',
    'Save the authenticator after a first code; returns ten recovery codes',
  ],
} as const satisfies AreaOperations;
