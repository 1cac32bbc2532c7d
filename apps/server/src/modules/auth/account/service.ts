import type { FastifyRequest } from 'fastify';
import type { StaffSession } from '@switchboard/contract/staff';
import { audit, type Actor } from '../../../platform/audit/audit';
import { hashPassword, verifyPassword } from '../../../platform/auth/password';
import { checkNewPassword } from '../../../platform/auth/password-policy';
import { sessionCacheOf } from '../../../platform/auth/sessions';
import { toIso, type Db } from '../../../platform/db/client';
import { AppError, notFound, unauthenticated } from '../../../platform/errors';
import type { SessionUser } from '../../../platform/http/types';
import {
  checkLoginAllowed,
  failureKey,
  recordLoginFailure,
  recordLoginSuccess,
} from '../throttle-service';
import {
  endSession,
  findStaffMember,
  keepSession,
  listLiveSessions,
  savePasswordHash,
} from './repository';

const wrongCurrent = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Your current password is not right', [
    { field: 'current_password', message: 'Your current password is not right' },
  ]);

/**
 * The signed-in staff member changes their password: the current one first (wrong tries count
 * in the login throttle, as at sign-in), a new one checked like an invitee's. Every other
 * session of theirs ends; this one stays.
 */
export async function changePassword(
  request: FastifyRequest,
  me: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const { db, config } = request.server;
  const user = await findStaffMember(db, me.id);
  if (!user) throw unauthenticated();
  const attempt = failureKey(`password:${user.id}`, request.ip);
  await checkLoginAllowed(db, attempt, config.login);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordLoginFailure(db, attempt, config.login);
    throw wrongCurrent();
  }
  await recordLoginSuccess(db, attempt);
  checkNewPassword(newPassword, [user.email ?? '', user.firstName, user.lastName], 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const ended = await db.transaction(async (tx) => {
    const others = (await listLiveSessions(tx, user.id)).filter((s) => s.id !== me.sessionId);
    await savePasswordHash(tx, user.id, passwordHash);
    await keepSession(tx, me.sessionId);
    await audit(
      tx,
      { actorId: user.id, ip: request.ip },
      {
        action: 'auth.password_changed',
        subjectType: 'User',
        subjectId: user.id,
        summary: { sessions_ended: others.length },
      },
    );
    return others.length;
  });
  sessionCacheOf(db).forgetAll();
  request.log.info({ sessionsEnded: ended }, 'password changed');
}

/** A person's live sessions, the caller's own marked. */
export async function sessionsOf(
  db: Db,
  userId: number,
  currentSessionId: number | undefined,
): Promise<StaffSession[]> {
  const rows = await listLiveSessions(db, userId);
  return rows.map((s) => ({
    id: s.id,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: toIso(s.createdAt),
    last_seen_at: toIso(s.lastSeenAt),
    current: s.id === currentSessionId,
  }));
}

/** A staff member's sessions, for an SU on the Staff page. */
export async function staffSessions(db: Db, me: SessionUser, userId: number) {
  if (!(await findStaffMember(db, userId))) throw notFound('Staff member');
  return sessionsOf(db, userId, me.sessionId);
}

/**
 * Ends one session: the caller's own (My account) or, for an SU, a colleague's (the Staff page).
 * It stops working at once, in every instance (sessions_changed).
 */
export async function endSessionOf(
  db: Db,
  actor: Actor,
  userId: number,
  sessionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findStaffMember(tx, userId))) throw notFound('Staff member');
    if (!(await endSession(tx, userId, sessionId))) throw notFound('Session');
    await audit(tx, actor, {
      action: actor.actorId === userId ? 'auth.session_ended' : 'staff.session_ended',
      subjectType: 'User',
      subjectId: userId,
      summary: { session_id: sessionId },
    });
  });
  sessionCacheOf(db).forgetAll();
}
