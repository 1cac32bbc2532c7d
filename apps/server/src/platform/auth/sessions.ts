import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { consoleSettings, passkeys, sessions, users } from '../../db/schema/auth';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/types';
import { SessionCache } from './session-cache';
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

/**
 * The lookup behind every request, prepared once per database: PostgreSQL keeps its plan per
 * connection, and it is not rebuilt or re-planned for each request.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      grants: users.grants,
      secondFactor: sql<boolean>`(${users.totpSecret} is not null or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
      mfaRequiredForEveryone: sql<boolean>`exists (select 1 from ${consoleSettings} where ${consoleSettings.key} = 'mfa_required_for_everyone' and ${consoleSettings.value} = 'true'::jsonb)`,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1)
    .prepare('session_user');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

const sessionCaches = new WeakMap<Db, SessionCache>();

/** The sessions this process has looked up on this database lately (session-cache.ts). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new SessionCache()));
  return cache;
}

/**
 * How fresh a session's "last seen" is kept (My account lists it): written at most once per
 * step, when the session is looked up in the database, so a busy console writes rarely.
 */
export const LAST_SEEN_STEP_MS = 60_000;

/** Moves "last seen" on; the update names no column the sessions_changed trigger watches. */
async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, new Date(Date.now() - LAST_SEEN_STEP_MS)),
      ),
    );
}

/** The user behind a live (unexpired, unrevoked) session token, or null. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(db);
  const known = cache.get(tokenHash);
  if (known) return known;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const begun = cache.begin();
  const [row] = await lookup.execute({ tokenHash, now: new Date() });
  if (!row) return null;
  const { expiresAt, lastSeenAt, ...rest } = row;
  if (Date.now() - new Date(lastSeenAt).getTime() > LAST_SEEN_STEP_MS)
    await touchSession(db, row.sessionId);
  const user = { ...rest, email: row.email ?? '' };
  cache.set(tokenHash, user, expiresAt, begun);
  return user;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  sessionCacheOf(db).forgetAll();
}
