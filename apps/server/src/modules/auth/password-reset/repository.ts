import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { consoleRoles } from '@switchboard/contract/roles';
import { passwordResets, users } from '../../../db/schema/auth';
import type { DbOrTx } from '../../../platform/db/client';
import { newestStaffEmail } from '../staff/repository';

/** An active staff member by email (any case), or null: only they may reset a password. */
export async function findActiveStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        inArray(users.role, [...consoleRoles]),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new link; the person's earlier links stop working (only the newest one is in use). */
export async function insertPasswordReset(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await spendOpenResets(db, values.userId);
  const [row] = await db.insert(passwordResets).values(values).returning();
  if (!row) throw new Error('could not store the reset link');
  return row;
}

/** Marks every unused link of the person used. */
export async function spendOpenResets(db: DbOrTx, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/** The link behind a token: unused, unexpired, of a staff member who is still active. */
export async function findUsableReset(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        usable(tokenHash),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        inArray(users.role, [...consoleRoles]),
      ),
    );
  return row ?? null;
}

/** Uses the link, once: of two tabs sending it at the same moment, one gets the row back. */
export async function claimReset(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning();
  return row ?? null;
}

/** The text of the newest reset email to a person, unmasked (the sandbox hands it over). */
export const newestResetEmail = (db: DbOrTx, userId: number) =>
  newestStaffEmail(db, 'password_reset', { field: 'user_id', id: userId });
