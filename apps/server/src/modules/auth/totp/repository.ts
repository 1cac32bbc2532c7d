import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  passkeys,
  recoveryCodes,
  sessions,
  signInChallenges,
  users,
} from '../../../db/schema/auth';
import type { DbOrTx } from '../../../platform/db/client';

export async function insertChallenge(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(signInChallenges).values(values);
}

/** The user behind an unexpired, unused challenge. */
export async function findChallengeUser(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ challengeId: signInChallenges.id, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Spends the challenge once: false when another request already did. */
export async function spendChallenge(db: DbOrTx, challengeId: number): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInChallenges.id, challengeId), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

/**
 * Accepts a TOTP time step only if it is later than the last one accepted, in one statement:
 * a code used once is refused afterwards, on this instance or any other.
 */
export async function acceptTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Uses one recovery code, once. */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** Saves the confirmed secret, unless one is already set (false then). */
export async function saveTotpSecret(
  db: DbOrTx,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: step })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Removes every second factor of a user and ends their sessions. */
export async function clearFactors(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ totpSecret: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
