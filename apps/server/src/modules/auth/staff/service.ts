import type { FastifyRequest } from 'fastify';
import type {
  InvitationView,
  InviteStaffBody,
  StaffInvitation,
  StaffList,
  StaffMember,
  StaffRole,
} from '@switchboard/contract/staff';
import type { AbilityRule } from '@switchboard/contract/permissions';
import { audit, type Actor } from '../../../platform/audit/audit';
import { hashPassword } from '../../../platform/auth/password';
import { checkNewPassword } from '../../../platform/auth/password-policy';
import { createSession } from '../../../platform/auth/sessions';
import { newToken, sha256 } from '../../../platform/auth/tokens';
import { toIso, type Db, type DbOrTx } from '../../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../../platform/errors';
import { sendEmail } from '../../../platform/providers/email';
import { countPasskeys, usersWithPasskeys } from '../passkeys/repository';
import { toUserRecord } from '../service';
import { resetFactors } from '../totp/service';
import { mfaRequiredRoles } from './settings-service';
import {
  claimInvitation,
  emailTaken,
  findOpenInvitation,
  findStaffUser,
  findUsableInvitation,
  listOpenInvitations,
  listStaffUsers,
  insertInvitation,
  insertStaffUser,
  lockActiveSus,
  newestInvitationEmail,
  updateInvitation,
  updateStaffUser,
} from './repository';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 72 * 3600_000;

type UserRow = Awaited<ReturnType<typeof insertStaffUser>>;
type InvitationRow = NonNullable<Awaited<ReturnType<typeof insertInvitation>>>;

const toMember = (u: UserRow, hasPasskey: boolean): StaffMember => ({
  id: u.id,
  email: u.email ?? '',
  first_name: u.firstName,
  last_name: u.lastName,
  role: u.role === 'SU' ? 'SU' : 'ADMIN',
  status: u.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
  last_sign_in_at: toIso(u.lastSignInAt),
  second_factor: u.totpSecret !== null || hasPasskey,
  grants: u.grants,
});

const staffRole = (role: string): StaffRole => (role === 'SU' ? 'SU' : 'ADMIN');

export async function staffList(db: Db): Promise<StaffList> {
  const [members, open, withPasskeys] = await Promise.all([
    listStaffUsers(db),
    listOpenInvitations(db),
    usersWithPasskeys(db),
  ]);
  const now = Date.now();
  return {
    members: members.map((m) => toMember(m, withPasskeys.has(m.id))),
    invitations: open.map(({ invitation: i, inviterFirst, inviterLast }): StaffInvitation => ({
      id: i.id,
      email: i.email,
      first_name: i.firstName,
      last_name: i.lastName,
      role: staffRole(i.role),
      status: i.expiresAt.getTime() > now ? 'PENDING' : 'EXPIRED',
      invited_by: inviterFirst !== null ? `${inviterFirst} ${inviterLast ?? ''}`.trim() : null,
      expires_at: toIso(i.expiresAt),
      created_at: toIso(i.createdAt),
    })),
  };
}

/** Where the console is reached: PUBLIC_URL, else the address this request came to. */
export function consoleOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl || `${request.protocol}://${request.host}`;
}

/**
 * The invitation email. The token sits in the link's fragment (`#token=`), which browsers never
 * send to a server or in a Referer; the Outbox shows it masked.
 */
async function sendInvitationEmail(
  tx: DbOrTx,
  origin: string,
  invitation: Pick<InvitationRow, 'id' | 'email' | 'firstName' | 'role'>,
  token: string,
  productName: string,
) {
  const link = `${origin}/invitation#token=${token}`;
  await sendEmail(tx, {
    to: invitation.email,
    subject: `You are invited to the ${productName} console`,
    text: [
      `Hello ${invitation.firstName},`,
      '',
      `You have been invited to the ${productName} console as ${invitation.role}.`,
      `Set your password here (the link works once, for 72 hours):`,
      link,
      '',
      'If you did not expect this, ignore this email.',
    ].join('\n'),
    meta: { kind: 'staff_invitation', invitation_id: invitation.id },
  });
}

export async function inviteStaff(
  request: FastifyRequest,
  actor: Actor,
  body: InviteStaffBody & { last_name: string },
): Promise<StaffInvitation> {
  const { db, config } = request.server;
  const email = body.email.trim().toLowerCase();
  const token = newToken();
  const origin = consoleOrigin(request);
  const row = await db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw conflict('Someone already uses this email');
    const created = await insertInvitation(tx, {
      email,
      firstName: body.first_name,
      lastName: body.last_name,
      role: body.role,
      tokenHash: sha256(token),
      invitedById: actor.actorId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    if (!created) throw conflict('This email already has an open invitation: resend or revoke it');
    await sendInvitationEmail(tx, origin, created, token, config.product.name);
    await audit(tx, actor, {
      action: 'staff.invited',
      subjectType: 'StaffInvitation',
      subjectId: created.id,
      summary: { email, role: body.role },
    });
    return created;
  });
  return (await staffList(db)).invitations.find((i) => i.id === row.id)!;
}

/** A new link (the old one stops working) and a fresh 72 hours. */
export async function resendInvitation(
  request: FastifyRequest,
  actor: Actor,
  id: number,
): Promise<void> {
  const { db, config } = request.server;
  const token = newToken();
  const origin = consoleOrigin(request);
  await db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, id);
    if (!invitation) throw notFound('Invitation');
    await updateInvitation(tx, id, {
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await sendInvitationEmail(tx, origin, invitation, token, config.product.name);
    await audit(tx, actor, {
      action: 'staff.invitation_resent',
      subjectType: 'StaffInvitation',
      subjectId: id,
    });
  });
}

export async function revokeInvitation(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await findOpenInvitation(tx, id);
    if (!invitation) throw notFound('Invitation');
    await updateInvitation(tx, id, { revokedAt: new Date() });
    await audit(tx, actor, {
      action: 'staff.invitation_revoked',
      subjectType: 'StaffInvitation',
      subjectId: id,
    });
  });
}

const invalidLink = () =>
  new AppError(404, 'NOT_FOUND', 'This invitation link is no longer valid; ask for a new one');

export async function viewInvitation(db: Db, token: string): Promise<InvitationView> {
  const invitation = await findUsableInvitation(db, sha256(token));
  if (!invitation) throw invalidLink();
  return {
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    role: staffRole(invitation.role),
    expires_at: toIso(invitation.expiresAt),
  };
}

/**
 * The invitee sets their password: the staff member is created, the link is used up, and they
 * are signed in. A weak password is refused before the link is spent.
 */
export async function acceptInvitation(request: FastifyRequest, token: string, password: string) {
  const { db, config } = request.server;
  const tokenHash = sha256(token);
  const preview = await findUsableInvitation(db, tokenHash);
  if (!preview) throw invalidLink();
  checkNewPassword(password, [preview.email, preview.firstName, preview.lastName]);
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, tokenHash);
    if (!invitation) throw invalidLink();
    if (await emailTaken(tx, invitation.email)) throw conflict('Someone already uses this email');
    const created = await insertStaffUser(tx, {
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      role: invitation.role,
      passwordHash,
      lastSignInAt: new Date(),
      lastIp: request.ip,
    });
    await updateInvitation(tx, invitation.id, { userId: created.id });
    const actor = { actorId: created.id, ip: request.ip };
    await audit(tx, actor, {
      action: 'staff.invitation_accepted',
      subjectType: 'User',
      subjectId: created.id,
      summary: { invitation_id: invitation.id, role: invitation.role },
    });
    return created;
  });
  const session = await createSession(db, {
    userId: user.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    ttlMs: config.sessionTtlMs,
  });
  await audit(
    db,
    { actorId: user.id, ip: request.ip },
    { action: 'auth.login', subjectType: 'User', subjectId: user.id },
  );
  return {
    record: toUserRecord(user, await mfaRequiredRoles(db, config.mfaRequiredRoles)),
    ...session,
  };
}

/** The rules every change to a colleague obeys: never oneself, never the last active SU. */
async function guardChange(
  tx: DbOrTx,
  actor: Actor,
  target: UserRow,
  losesSu: boolean,
): Promise<void> {
  if (target.id === actor.actorId)
    throw forbidden('You cannot change your own role or status; ask another SU');
  if (!losesSu) return;
  const sus = await lockActiveSus(tx);
  if (sus.length <= 1 && sus.some((s) => s.id === target.id))
    throw conflict('This is the last active SU: make someone else SU first');
}

export async function changeStaffRole(
  db: Db,
  actor: Actor,
  id: number,
  role: StaffRole,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const target = await findStaffUser(tx, id);
    if (!target) throw notFound('Staff member');
    if (target.role === role) return toMember(target, (await countPasskeys(tx, id)) > 0);
    await guardChange(tx, actor, target, target.role === 'SU' && target.status === 'ACTIVE');
    const updated = await updateStaffUser(tx, id, { role });
    await audit(tx, actor, {
      action: 'staff.role_changed',
      subjectType: 'User',
      subjectId: id,
      summary: { role: { before: target.role, after: role } },
    });
    return toMember(updated, (await countPasskeys(tx, id)) > 0);
  });
}

/** Deactivating ends the member's sessions at once (the users_revoke_sessions trigger). */
export async function setStaffStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: 'ACTIVE' | 'INACTIVE',
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const target = await findStaffUser(tx, id);
    if (!target) throw notFound('Staff member');
    if (target.status === status) return toMember(target, (await countPasskeys(tx, id)) > 0);
    await guardChange(tx, actor, target, status !== 'ACTIVE' && target.role === 'SU');
    const updated = await updateStaffUser(tx, id, { status });
    await audit(tx, actor, {
      action: status === 'ACTIVE' ? 'staff.reactivated' : 'staff.deactivated',
      subjectType: 'User',
      subjectId: id,
    });
    return toMember(updated, (await countPasskeys(tx, id)) > 0);
  });
}

/** An SU removes a colleague's second factor (a lost phone); never their own here. */
export async function resetStaffFactors(db: Db, actor: Actor, id: number): Promise<void> {
  const target = await findStaffUser(db, id);
  if (!target) throw notFound('Staff member');
  if (target.id === actor.actorId) throw forbidden('You cannot reset your own second factor here');
  await resetFactors(db, actor, id);
}

/**
 * In the sandbox no email leaves the server, so an SU hands the invitee their link: the newest
 * invitation email's link, unmasked, audited. Refused when email is really delivered.
 */
export async function sandboxInvitationLink(
  db: Db,
  actor: Actor,
  id: number,
  emailSandboxed: boolean,
): Promise<string> {
  if (!emailSandboxed) throw forbidden('Invitation emails are delivered: the link is in the email');
  const invitation = await findOpenInvitation(db, id);
  if (!invitation) throw notFound('Invitation');
  const link = /\S+#token=[\w-]+/.exec((await newestInvitationEmail(db, id)) ?? '')?.[0];
  if (!link) throw notFound('Invitation email');
  await audit(db, actor, {
    action: 'staff.invitation_link_shown',
    subjectType: 'StaffInvitation',
    subjectId: id,
  });
  return link;
}

/**
 * Replaces an ADMIN's grants: the ability rules the server adds to the role's (later rules win,
 * so a grant can lift one of the ADMIN's refusals or narrow what they may do). The rules were
 * checked against the known actions and subjects on the way in; the ADMIN's next request obeys
 * them (the users_sessions_changed trigger makes every instance look the session up again).
 */
export async function setStaffGrants(
  db: Db,
  actor: Actor,
  id: number,
  grants: AbilityRule[],
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const target = await findStaffUser(tx, id);
    if (!target) throw notFound('Staff member');
    if (target.id === actor.actorId) throw forbidden('You cannot change your own grants');
    if (target.role === 'SU')
      throw conflict('An SU may already do everything: grants are for ADMINs');
    const updated = await updateStaffUser(tx, id, { grants });
    await audit(tx, actor, {
      action: 'staff.grants_changed',
      subjectType: 'User',
      subjectId: id,
      summary: { grants: { before: target.grants, after: grants } },
    });
    return toMember(updated, (await countPasskeys(tx, id)) > 0);
  });
}
