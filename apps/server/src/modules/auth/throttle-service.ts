import { formatMessage } from '@switchboard/contract/messages';
import type { Db } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/errors';
import {
  addFailure,
  addressFailures,
  clearFailures,
  deleteFailuresBefore,
  findRecentFailures,
  type FailureKey,
} from './throttle-repository';

/** The first wait once an account+address reaches its limit; each further failure doubles it. */
export const FIRST_WAIT_MS = 30_000;

/** LOGIN_MAX_PER_ACCOUNT (per account+address), LOGIN_MAX_PER_IP, LOGIN_WINDOW_MINUTES. */
type LoginLimits = { maxPerAccount: number; maxPerIp: number; windowMs: number };

export const failureKey = (email: string, address: string): FailureKey => ({
  account: email.trim().toLowerCase(),
  address,
});

function throttled(until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const message =
    seconds < 60
      ? formatMessage('tooManyLoginsSeconds', { seconds: String(seconds) })
      : formatMessage('tooManyLoginsMinutes', { minutes: String(Math.ceil(seconds / 60)) });
  return tooManyRequests(message, seconds);
}

/**
 * Refuses a login try before the password is checked: while this account+address waits out
 * its growing delay, or when the address has failed too often at any accounts. Another
 * address (the account's owner, elsewhere) is not held back by these failures.
 */
export async function checkLoginAllowed(db: Db, key: FailureKey, limits: LoginLimits) {
  const mine = await findRecentFailures(db, key, limits.windowMs);
  if (mine?.lockedUntil && mine.lockedUntil.getTime() > Date.now()) {
    throw throttled(mine.lockedUntil);
  }
  const fromAddress = await addressFailures(db, key.address, limits.windowMs);
  if (fromAddress.failures >= limits.maxPerIp && fromAddress.oldest) {
    throw throttled(new Date(fromAddress.oldest.getTime() + limits.windowMs));
  }
}

export async function recordLoginFailure(db: Db, key: FailureKey, limits: LoginLimits) {
  return addFailure(db, key, {
    limit: limits.maxPerAccount,
    windowMs: limits.windowMs,
    firstWaitMs: FIRST_WAIT_MS,
  });
}

/** The right password ends the count for this account+address: successes never count. */
export async function recordLoginSuccess(db: Db, key: FailureKey): Promise<void> {
  await clearFailures(db, key);
}

/** Housekeeping: failures older than the window can neither count nor lock any more. */
export async function purgeOldLoginFailures(db: Db, limits: LoginLimits): Promise<number> {
  return deleteFailuresBefore(db, new Date(Date.now() - limits.windowMs));
}
