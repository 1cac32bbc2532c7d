import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { passkeys, recoveryCodes, users, webauthnChallenges } from '../../../db/schema/auth';
import type { DbOrTx } from '../../../platform/db/client';

export type PasskeyRow = typeof passkeys.$inferSelect;

export function listPasskeyRows(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The ids, among these, of staff with at least one passkey. */
export async function usersWithPasskeys(db: DbOrTx): Promise<Set<number>> {
  const rows = await db.selectDistinct({ userId: passkeys.userId }).from(passkeys);
  return new Set(rows.map((r) => r.userId));
}

export async function findPasskeyOf(db: DbOrTx, userId: number, credentialId: string) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
  return row ?? null;
}

/** Saves a new passkey; null when that credential is already registered. */
export async function insertPasskey(
  db: DbOrTx,
  values: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Moves the signature counter on from the value the check was made against, in one statement:
 * two sign-ins racing with one assertion cannot both pass.
 */
export async function advanceCounter(
  db: DbOrTx,
  id: number,
  seen: number,
  next: number,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seen)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** The user row, locked until the transaction ends (factor changes one at a time). */
export async function lockUser(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function hasRecoveryCodes(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return (row?.n ?? 0) > 0;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function insertWebauthnChallenge(
  db: DbOrTx,
  values: { userId: number; purpose: 'register' | 'sign_in'; challenge: string; expiresAt: Date },
): Promise<void> {
  await db.insert(webauthnChallenges).values(values);
}

/** Uses a challenge once, if it is this user's, for this purpose, and not expired. */
export async function spendWebauthnChallenge(
  db: DbOrTx,
  userId: number,
  purpose: 'register' | 'sign_in',
  challenge: string,
): Promise<boolean> {
  const rows = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}
