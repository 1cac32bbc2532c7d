import { formatMessage } from '@switchboard/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { SecondFactorMethod, UserRecord } from '@switchboard/contract/auth';
import { rulesFor } from '@switchboard/contract/role-rules';
import { isConsoleRole } from '@switchboard/contract/roles';
import { roleSchema } from '@switchboard/contract/auth';
import type { users } from '../../db/schema/auth';
import { audit, type Actor } from '../../platform/audit/audit';
import { timingDummyHash, verifyPassword } from '../../platform/auth/password';
import { createSession, revokeSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { AppError, forbidden, unauthenticated } from '../../platform/errors';
import type { SessionUser } from '../../platform/http/types';
import { findUserByEmail, findUserById, recordLoginIp } from './repository';
import {
  checkLoginAllowed,
  failureKey,
  recordLoginFailure,
  recordLoginSuccess,
} from './throttle-service';
import { countPasskeys } from './passkeys/repository';
import { startChallenge } from './totp/service';
import { mfaRequiredRoles as mfaRolesNow } from './staff/settings-service';

type UserRow = typeof users.$inferSelect;

export function toUserRecord(
  user: UserRow,
  mfaRequiredRoles: string[] = [],
  hasPasskey = false,
): UserRecord {
  const role = roleSchema.parse(user.role);
  return {
    id: user.id,
    email: user.email ?? '',
    first_name: user.firstName,
    last_name: user.lastName,
    role,
    ability: rulesFor(role, user.grants),
    must_set_up_second_factor:
      user.totpSecret === null && !hasPasskey && mfaRequiredRoles.includes(role),
  };
}

/** Wrong email and wrong password give the same answer, in the same time. */
const invalidCredentials = () => new AppError(401, 'UNAUTHENTICATED', 'Invalid email or password');

export async function login(request: FastifyRequest, email: string, password: string) {
  const { db, config } = request.server;
  const attempt = failureKey(email, request.ip);
  await checkLoginAllowed(db, attempt, config.login);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !user.passwordHash || !ok || user.status !== 'ACTIVE') {
    const { failures } = await recordLoginFailure(db, attempt, config.login);
    // No email in the log: a failure is counted in metrics and the failures table.
    request.log.warn({ failures }, 'login refused');
    throw invalidCredentials();
  }
  await recordLoginSuccess(db, attempt);
  if (!isConsoleRole(user.role)) throw forbidden(formatMessage('accountNotConsole'));
  // With a second factor, the password alone opens no session: the factor comes next.
  const methods = await secondFactorMethods(db, user);
  if (methods.length > 0) return { challenge: await startChallenge(db, user.id), methods };
  return { signedIn: await openSession(request, user) };
}

/** The second factors a staff member has set up: what a sign-in asks for after its first step. */
export async function secondFactorMethods(db: Db, user: UserRow): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if ((await countPasskeys(db, user.id)) > 0) methods.push('PASSKEY');
  if (user.totpSecret) methods.push('TOTP');
  return methods;
}

/** A session for a staff member who has proved who they are; audited as a login. */
export async function openSession(
  request: FastifyRequest,
  user: UserRow,
  summary: Record<string, unknown> = {},
) {
  const { db, config } = request.server;
  const session = await createSession(db, {
    userId: user.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    ttlMs: config.sessionTtlMs,
  });
  await recordLoginIp(db, user.id, request.ip);
  await audit(
    db,
    { actorId: user.id, ip: request.ip },
    {
      action: 'auth.login',
      subjectType: 'User',
      subjectId: user.id,
      summary,
    },
  );
  const hasPasskey = (await countPasskeys(db, user.id)) > 0;
  const required = await mfaRolesNow(db, config.mfaRequiredRoles);
  return { record: toUserRecord(user, required, hasPasskey), ...session };
}

/** Ends the caller's session and records it; the route clears the cookie. */
export async function logout(db: Db, actor: Actor, user: SessionUser | null): Promise<void> {
  if (!user) throw unauthenticated();
  await revokeSession(db, user.sessionId);
  await audit(db, actor, { action: 'auth.logout', subjectType: 'User', subjectId: user.id });
}

/** GET /auth/me: the caller's record as it is now (rules and grants may have changed). */
export async function currentUserRecord(
  db: Db,
  userId: number | undefined,
  configuredRoles: string[],
): Promise<UserRecord> {
  const user = userId !== undefined ? await findUserById(db, userId) : null;
  if (!user) throw unauthenticated();
  const required = await mfaRolesNow(db, configuredRoles);
  return toUserRecord(user, required, (await countPasskeys(db, user.id)) > 0);
}
