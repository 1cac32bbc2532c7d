import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type {
  Passkey,
  PasskeyRegistered,
  PasskeyRegisterBody,
  LoginPasskeyBody,
} from '@switchboard/contract/passkeys';
import { audit, type Actor } from '../../../platform/audit/audit';
import { sessionCacheOf } from '../../../platform/auth/sessions';
import { sha256 } from '../../../platform/auth/tokens';
import { toIso, type Db } from '../../../platform/db/client';
import { AppError, conflict, notFound, unauthenticated } from '../../../platform/errors';
import { findUserById } from '../repository';
import {
  checkLoginAllowed,
  failureKey,
  recordLoginFailure,
  recordLoginSuccess,
} from '../throttle-service';
import { findChallengeUser, replaceRecoveryCodes, spendChallenge } from '../totp/repository';
import { recoveryCode, recoveryHash } from '../totp/service';
import {
  advanceCounter,
  countPasskeys,
  deletePasskey,
  deleteRecoveryCodes,
  findPasskeyOf,
  insertPasskey,
  insertWebauthnChallenge,
  listPasskeyRows,
  lockUser,
  spendWebauthnChallenge,
  type PasskeyRow,
} from './repository';
import { mfaRequiredRoles as mfaRolesNow } from '../staff/settings-service';

/** How long a browser has to answer a WebAuthn challenge, and how long the server keeps it. */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;
const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Who the passkeys belong to: PUBLIC_URL's origin and host name, else the address this request
 * came to (development). Browsers refuse a passkey to any other site, and so does the server.
 */
export function relyingParty(request: FastifyRequest) {
  const { config } = request.server;
  const origin = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `${request.protocol}://${request.host}`;
  return { rpID: new URL(origin).hostname, origin, rpName: config.product.name };
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: toIso(row.createdAt),
  last_used_at: toIso(row.lastUsedAt),
});

/** The challenge the browser signed, read from its client data (null when unreadable). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  return (await listPasskeyRows(db, userId)).map(toPasskey);
}

/** Options for `navigator.credentials.create()`, with a single-use challenge kept here. */
export async function registrationOptions(request: FastifyRequest, userId: number) {
  const { db } = request.server;
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  const { rpID, rpName } = relyingParty(request);
  const existing = await listPasskeyRows(db, userId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email ?? String(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator twice would be one factor under two names.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await insertWebauthnChallenge(db, {
    userId,
    purpose: 'register',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS),
  });
  return options as unknown as Record<string, unknown>;
}

const notVerified = () =>
  new AppError(400, 'VALIDATION_ERROR', 'That passkey could not be checked; try again');

/**
 * Saves a passkey after checking the browser's answer against a challenge this server made for
 * this person (used once), this site's origin and RP id. The account's first second factor
 * comes with ten recovery codes, shown this once.
 */
export async function registerPasskey(
  request: FastifyRequest,
  actor: Actor,
  userId: number,
  body: PasskeyRegisterBody,
): Promise<PasskeyRegistered> {
  const { db } = request.server;
  const challenge = challengeOf(body.response.response.clientDataJSON);
  if (!challenge || !(await spendWebauthnChallenge(db, userId, 'register', challenge)))
    throw new AppError(400, 'VALIDATION_ERROR', 'That request expired; add the passkey again');
  const { rpID, origin } = relyingParty(request);
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      // After a password, possession of the authenticator is the factor; a PIN is a bonus.
      requireUserVerification: false,
    });
    info = verification.verified ? verification.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) throw notVerified();
  const { credential } = info;
  const codes = Array.from({ length: 10 }, recoveryCode);
  const saved = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthenticated();
    const first = user.totpSecret === null && (await countPasskeys(tx, userId)) === 0;
    const row = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? body.response.response.transports ?? [],
      name: body.name,
    });
    if (!row) throw conflict('That passkey is already added');
    if (first) await replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    await audit(tx, actor, {
      action: 'auth.passkey_added',
      subjectType: 'User',
      subjectId: userId,
      summary: { passkey_id: row.id, name: row.name },
    });
    return { row, first };
  });
  // Sessions cached without a factor learn of it now (they were restricted to setting one up).
  sessionCacheOf(db).forgetAll();
  return { passkey: toPasskey(saved.row), recovery_codes: saved.first ? codes : null };
}

/**
 * Removes one of the caller's passkeys. When it is their last second factor and their role must
 * have one (MFA_REQUIRED_ROLES), it is refused; with no factor left, recovery codes go too.
 */
export async function removePasskey(
  db: Db,
  actor: Actor,
  userId: number,
  passkeyId: number,
  mfaRequiredRoles: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthenticated();
    const rows = await listPasskeyRows(tx, userId);
    const target = rows.find((p) => p.id === passkeyId);
    if (!target) throw notFound('Passkey');
    const left = rows.length - 1 + (user.totpSecret !== null ? 1 : 0);
    if (left === 0 && (await mfaRolesNow(tx, mfaRequiredRoles)).includes(user.role))
      throw conflict(
        'Your role must have a second factor: add another passkey or an authenticator app before removing this one',
      );
    await deletePasskey(tx, userId, passkeyId);
    if (left === 0) await deleteRecoveryCodes(tx, userId);
    await audit(tx, actor, {
      action: 'auth.passkey_removed',
      subjectType: 'User',
      subjectId: userId,
      summary: { passkey_id: target.id, name: target.name },
    });
  });
  sessionCacheOf(db).forgetAll();
}

const expired = () => unauthenticated('Your sign-in expired; enter your password again');

/** After the right password: options for `navigator.credentials.get()` with this account's passkeys. */
export async function signInOptions(request: FastifyRequest, challengeToken: string) {
  const { db } = request.server;
  const found = await findChallengeUser(db, sha256(challengeToken));
  if (!found) throw expired();
  const rows = await listPasskeyRows(db, found.user.id);
  if (rows.length === 0)
    throw new AppError(400, 'VALIDATION_ERROR', 'No passkey is set up for this account');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(request).rpID,
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: rows.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    userVerification: 'preferred',
  });
  await insertWebauthnChallenge(db, {
    userId: found.user.id,
    purpose: 'sign_in',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS),
  });
  return options as unknown as Record<string, unknown>;
}

const wrongPasskey = () => new AppError(401, 'UNAUTHENTICATED', 'That passkey was not accepted');

/**
 * Finishes a challenged sign-in with a passkey: the assertion must answer a challenge made for
 * this sign-in (used once, so the same assertion never works twice), come from this site's
 * origin, be signed by one of the account's passkeys, and move its counter on. Failures count
 * in the same throttle as wrong codes.
 */
export async function finishPasskeyChallenge(
  request: FastifyRequest,
  challengeToken: string,
  body: LoginPasskeyBody,
) {
  const { db, config } = request.server;
  const found = await findChallengeUser(db, sha256(challengeToken));
  if (!found) throw expired();
  const { user } = found;
  const attempt = failureKey(`code:${user.email ?? user.id}`, request.ip);
  await checkLoginAllowed(db, attempt, config.login);
  const response = body.response as AuthenticationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  const passkey = await findPasskeyOf(db, user.id, response.id);
  let ok =
    passkey !== null &&
    challenge !== null &&
    (await spendWebauthnChallenge(db, user.id, 'sign_in', challenge));
  if (ok && passkey && challenge) {
    const { rpID, origin } = relyingParty(request);
    try {
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: false,
      });
      ok =
        verification.verified &&
        (await advanceCounter(
          db,
          passkey.id,
          passkey.counter,
          verification.authenticationInfo.newCounter,
        ));
    } catch {
      ok = false;
    }
  }
  if (!ok || user.status !== 'ACTIVE') {
    await recordLoginFailure(db, attempt, config.login);
    throw wrongPasskey();
  }
  if (!(await spendChallenge(db, found.challengeId))) throw expired();
  await recordLoginSuccess(db, attempt);
  return { user, how: 'passkey' };
}
