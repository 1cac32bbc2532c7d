import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpSetup } from '@switchboard/contract/auth';
import { audit, type Actor } from '../../../platform/audit/audit';
import { newToken, sha256 } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict, unauthenticated } from '../../../platform/errors';
import { sessionCacheOf } from '../../../platform/auth/sessions';
import {
  checkLoginAllowed,
  failureKey,
  recordLoginFailure,
  recordLoginSuccess,
} from '../throttle-service';
import {
  acceptTotpStep,
  clearFactors,
  findChallengeUser,
  insertChallenge,
  replaceRecoveryCodes,
  saveTotpSecret,
  spendChallenge,
  spendRecoveryCode,
} from './repository';

/** The cookie that carries a password-accepted sign-in to its code (httpOnly, 5 minutes). */
export const CHALLENGE_COOKIE = 'sb_challenge';
export const CHALLENGE_TTL_MS = 5 * 60_000;
const PERIOD = 30;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a code belongs to, within one step either side of now (RFC 6238's allowed
 * drift), or null.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** Recovery codes as people read them: `ABCDE-FGHJK`, no look-alike letters. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalRecovery = (code: string) => code.replace(/-/g, '').toUpperCase();
export const recoveryHash = (code: string) => sha256(`recovery:${normalRecovery(code)}`);

export async function newTotpSetup(email: string, productName: string): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, email, productName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return {
    secret,
    uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Saves the authenticator after its first code, with ten recovery codes shown this once. */
export async function confirmTotp(
  db: Db,
  actor: Actor,
  userId: number,
  secret: string,
  code: string,
): Promise<string[]> {
  const step = stepOfCode(secret, code);
  if (step === null)
    throw new AppError(400, 'VALIDATION_ERROR', 'That code is not right; try the current one', [
      { field: 'code', message: 'That code is not right; try the current one' },
    ]);
  const codes = Array.from({ length: 10 }, recoveryCode);
  await db.transaction(async (tx) => {
    if (!(await saveTotpSecret(tx, userId, secret, step)))
      throw conflict('A second factor is already set up');
    await replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    await audit(tx, actor, {
      action: 'auth.totp_enrolled',
      subjectType: 'User',
      subjectId: userId,
    });
  });
  // Sessions cached without the factor learn of it now (they were restricted to setting it up).
  sessionCacheOf(db).forgetAll();
  return codes;
}

/** After the right password, for an account with a second factor: a challenge to finish. */
export async function startChallenge(db: Db, userId: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await insertChallenge(db, { userId, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

const wrongCode = () => new AppError(401, 'UNAUTHENTICATED', 'That code is not right');

/**
 * Checks the code of a challenged sign-in: a TOTP code newer than the last one used, or an
 * unused recovery code. Wrong codes count in the login throttle (per account and address,
 * shared by every instance) exactly as wrong passwords do, under their own account key.
 */
export async function finishChallenge(
  request: FastifyRequest,
  challengeToken: string,
  code: string,
) {
  const { db, config } = request.server;
  const found = await findChallengeUser(db, sha256(challengeToken));
  if (!found) throw unauthenticated('Your sign-in expired; enter your password again');
  const { user } = found;
  const attempt = failureKey(`code:${user.email ?? user.id}`, request.ip);
  await checkLoginAllowed(db, attempt, config.login);
  let ok: boolean;
  let how = 'totp';
  if (/^\d{6}$/.test(code) && user.totpSecret) {
    const step = stepOfCode(user.totpSecret, code);
    ok = step !== null && (await acceptTotpStep(db, user.id, step));
  } else {
    how = 'recovery_code';
    ok = await spendRecoveryCode(db, user.id, recoveryHash(code));
  }
  if (!ok || user.status !== 'ACTIVE') {
    await recordLoginFailure(db, attempt, config.login);
    throw wrongCode();
  }
  if (!(await spendChallenge(db, found.challengeId)))
    throw unauthenticated('Your sign-in expired; enter your password again');
  await recordLoginSuccess(db, attempt);
  return { user, how };
}

/** An SU removes a colleague's factors (a lost phone): audited, their sessions end. */
export async function resetFactors(db: Db, actor: Actor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await clearFactors(tx, userId);
    await audit(tx, actor, {
      action: 'staff.factors_reset',
      subjectType: 'User',
      subjectId: userId,
    });
  });
  sessionCacheOf(db).forgetAll();
}
