import { z } from 'zod';
import { instant } from './answer-formats';

// Passkeys (WebAuthn): the bodies and answers of /auth/passkeys and /auth/login/passkey. Apart
// from auth.ts so that the console's first screens, which load auth.ts, do not carry them.

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);

/**
 * The options a browser passes to `navigator.credentials.create()` or `.get()` (WebAuthn's JSON
 * form, as @simplewebauthn/server makes them); the browser library reads them as they are.
 */
export const passkeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** What the browser's authenticator answered to `navigator.credentials.create()`. */
export const passkeyRegistrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  authenticatorAttachment: z.string().max(20).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What the browser's authenticator answered to `navigator.credentials.get()`. */
export const passkeyAuthenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.string().max(20).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** POST /auth/passkeys: the new passkey, with the name its owner gives it. */
export const passkeyRegisterBody = z.strictObject({
  name: z.string().trim().min(1, 'Give the passkey a name').max(60, 'At most 60 characters'),
  response: passkeyRegistrationResponse,
});
export type PasskeyRegisterBody = z.infer<typeof passkeyRegisterBody>;

/** One of the signed-in staff member's passkeys. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: instant,
  last_used_at: instant.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** The passkey saved; recovery codes when it is the account's first second factor. */
export const passkeyRegisteredSchema = z.object({
  passkey: passkeySchema,
  recovery_codes: z.array(z.string()).nullable(),
});
export type PasskeyRegistered = z.infer<typeof passkeyRegisteredSchema>;

/** POST /auth/login/passkey: the authenticator's answer that finishes a sign-in. */
export const loginPasskeyBody = z.strictObject({ response: passkeyAuthenticationResponse });
export type LoginPasskeyBody = z.infer<typeof loginPasskeyBody>;
