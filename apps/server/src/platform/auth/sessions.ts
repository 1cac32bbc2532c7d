import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/auth';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/types';
import { newToken, sha256 } from './tokens';

/** Creates a session and returns its token: only the token's hash is stored. */
export async function createSession(
  db: Db,
  input: { userId: number; ip: string; userAgent: string | undefined; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: input.userId,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The user behind a live (unexpired, unrevoked) session token, or null. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      grants: users.grants,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ? { ...row, email: row.email ?? '' } : null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
