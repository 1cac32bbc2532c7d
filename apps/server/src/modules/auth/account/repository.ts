import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { consoleRoles } from '@switchboard/contract/roles';
import { sessions, users } from '../../../db/schema/auth';
import type { DbOrTx } from '../../../platform/db/client';

/** A staff member (SU, ADMIN) not deleted, or null. */
export async function findStaffMember(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...consoleRoles]), isNull(users.deletedAt)));
  return row ?? null;
}

/** A person's sessions that still work (neither ended nor expired), the latest seen first. */
export function listLiveSessions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one live session of this person; false when it is not theirs or already over. */
export async function endSession(db: DbOrTx, userId: number, sessionId: number) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * A new password hash. Migration 0032's trigger ends every session of the person in the same
 * statement (whatever writes a password, the sessions it opened stop working).
 */
export async function savePasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Gives back the one session the trigger just ended: the one that changed the password. */
export async function keepSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, sessionId));
}
