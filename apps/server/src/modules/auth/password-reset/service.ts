import type { FastifyRequest } from 'fastify';
import type { PasswordResetView } from '@switchboard/contract/staff';
import { audit, type Actor } from '../../../platform/audit/audit';
import { hashPassword } from '../../../platform/auth/password';
import { checkNewPassword } from '../../../platform/auth/password-policy';
import { sessionCacheOf } from '../../../platform/auth/sessions';
import { newToken, sha256 } from '../../../platform/auth/tokens';
import { toIso, type Db } from '../../../platform/db/client';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { sendEmail } from '../../../platform/providers/email';
import { findStaffMember, savePasswordHash } from '../account/repository';
import { consoleOrigin } from '../staff/service';
import { checkLoginAllowed, failureKey, recordLoginFailure } from '../throttle-service';
import {
  claimReset,
  findActiveStaffByEmail,
  findUsableReset,
  insertPasswordReset,
  newestResetEmail,
  spendOpenResets,
} from './repository';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/**
 * "Forgot password?": an active staff member's address gets a single-use link (its token in
 * the fragment, only its hash stored); any other address gets nothing, and the caller cannot
 * tell which. Every request counts in the login throttle under its own key, per address and
 * email, known or not, so the form cannot flood a mailbox or probe addresses.
 */
export async function requestPasswordReset(request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = request.server;
  const attempt = failureKey(`reset:${email}`, request.ip);
  await checkLoginAllowed(db, attempt, config.login);
  await recordLoginFailure(db, attempt, config.login);
  const user = await findActiveStaffByEmail(db, email.trim());
  if (!user?.email) return;
  const token = newToken();
  const link = `${consoleOrigin(request)}/reset-password#token=${token}`;
  const product = config.product.name;
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    await sendEmail(tx, {
      to: user.email!,
      subject: `Reset your ${product} console password`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `Someone asked to reset the password of your ${product} console account.`,
        'Choose a new one here (the link works once, for 30 minutes):',
        link,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
      meta: { kind: 'password_reset', user_id: user.id },
    });
    await audit(
      tx,
      { actorId: null, ip: request.ip },
      { action: 'auth.password_reset_requested', subjectType: 'User', subjectId: user.id },
    );
  });
}

const invalidLink = () =>
  new AppError(404, 'NOT_FOUND', 'This reset link is no longer valid; ask for a new one');

export async function viewPasswordReset(db: Db, token: string): Promise<PasswordResetView> {
  const found = await findUsableReset(db, sha256(token));
  if (!found) throw invalidLink();
  return {
    email: found.user.email ?? '',
    first_name: found.user.firstName,
    expires_at: toIso(found.reset.expiresAt),
  };
}

/**
 * Sets the new password from a link: checked like an invitee's before the link is spent; the
 * link then works no more, and every session of the person ends (the password trigger). A
 * deactivated staff member's link does not work. Nobody is signed in: the sign-in, with its
 * second factor, comes next.
 */
export async function completePasswordReset(
  request: FastifyRequest,
  token: string,
  password: string,
): Promise<void> {
  const { db } = request.server;
  const tokenHash = sha256(token);
  const found = await findUsableReset(db, tokenHash);
  if (!found) throw invalidLink();
  const { user } = found;
  checkNewPassword(password, [user.email ?? '', user.firstName, user.lastName]);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const reset = await claimReset(tx, tokenHash);
    if (!reset) throw invalidLink();
    await savePasswordHash(tx, user.id, passwordHash);
    await spendOpenResets(tx, user.id);
    await audit(
      tx,
      { actorId: user.id, ip: request.ip },
      {
        action: 'auth.password_reset',
        subjectType: 'User',
        subjectId: user.id,
        summary: { reset_id: reset.id },
      },
    );
  });
  sessionCacheOf(db).forgetAll();
}

/**
 * In the sandbox no email leaves the server, so an SU hands a colleague their newest reset
 * link: unmasked, audited. Refused when email is really delivered.
 */
export async function sandboxResetLink(
  db: Db,
  actor: Actor,
  userId: number,
  emailSandboxed: boolean,
): Promise<string> {
  if (!emailSandboxed) throw forbidden('Reset emails are delivered: the link is in the email');
  if (!(await findStaffMember(db, userId))) throw notFound('Staff member');
  const link = /\S+#token=[\w-]+/.exec((await newestResetEmail(db, userId)) ?? '')?.[0];
  if (!link) throw notFound('Reset email');
  await audit(db, actor, {
    action: 'staff.reset_link_shown',
    subjectType: 'User',
    subjectId: userId,
  });
  return link;
}
