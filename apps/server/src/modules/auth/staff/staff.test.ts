import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { staffInvitations, users } from '../../../db/schema/auth';
import { outbox } from '../../../db/schema/outbox';
import { useTestApp, type TestClient } from '../../../test/app';

const app = useTestApp();
const STRONG = 'violet-harbour-quietly-42';

/** The link of the newest email to `email`, read from the outbox as the mail server would. */
async function tokenMailedTo(email: string): Promise<string> {
  const [row] = await app.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'EMAIL'), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const match = /#token=([\w-]+)/.exec(String(row?.payload.text));
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[1]!;
}

async function invite(su: TestClient, email: string, role: 'SU' | 'ADMIN' = 'ADMIN') {
  const response = await su.post('/api/admin/staff-members/invitations', {
    email,
    first_name: 'Ira',
    last_name: 'Menon',
    role,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; status: string };
}

async function acceptAs(email: string, role: 'SU' | 'ADMIN' = 'ADMIN', inviter?: TestClient) {
  await invite(inviter ?? app.su, email, role);
  const client = app.ctx.client();
  const accepted = await client.post('/api/auth/invitations/accept', {
    token: await tokenMailedTo(email),
    password: STRONG,
  });
  expect(accepted.statusCode).toBe(200);
  return Object.assign(client, { userId: accepted.json().data.id as number });
}

describe('the Staff page is an SU’s', () => {
  it('refuses an ADMIN every staff route', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    expect((await admin.get('/api/admin/staff-members')).statusCode).toBe(403);
    const invited = await admin.post('/api/admin/staff-members/invitations', {
      email: 'x@staff.test',
      first_name: 'X',
      role: 'SU',
    });
    expect(invited.statusCode).toBe(403);
  });

  it('lists staff with role, status, last sign-in and second factor, and no customers', async () => {
    const list = (await app.su.get('/api/admin/staff-members')).json().data;
    const me = list.members.find((m: { id: number }) => m.id === app.su.userId);
    expect(me).toMatchObject({ role: 'SU', status: 'ACTIVE', second_factor: false });
    expect(me.last_sign_in_at).not.toBeNull();
    expect(list.members.every((m: { role: string }) => ['SU', 'ADMIN'].includes(m.role))).toBe(
      true,
    );
  });
});

describe('invitations', () => {
  it('mails a single-use link; the invitee sets a password and is signed in', async () => {
    const created = await invite(app.su, 'ira@staff.test');
    expect(created.status).toBe('PENDING');
    const token = await tokenMailedTo('ira@staff.test');
    // Only the hash is stored.
    const [stored] = await app.ctx.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, created.id));
    expect(stored!.tokenHash).not.toContain(token);

    const invitee = app.ctx.client();
    const view = await invitee.get(`/api/auth/invitations/${token}`);
    expect(view.json().data).toMatchObject({ email: 'ira@staff.test', role: 'ADMIN' });
    const accepted = await invitee.post('/api/auth/invitations/accept', {
      token,
      password: STRONG,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ email: 'ira@staff.test', role: 'ADMIN' });
    expect((await invitee.get('/api/auth/me')).statusCode).toBe(200);

    // The link is spent: a second use, even with another password, is refused.
    const again = await app.ctx
      .client()
      .post('/api/auth/invitations/accept', { token, password: `${STRONG}-again` });
    expect(again.statusCode).toBe(404);
    const list = (await app.su.get('/api/admin/staff-members')).json().data;
    expect(list.invitations.some((i: { id: number }) => i.id === created.id)).toBe(false);
    expect(list.members.some((m: { email: string }) => m.email === 'ira@staff.test')).toBe(true);
    const actions = await app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'staff.%'`);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff.invited', 'staff.invitation_accepted']),
    );
  });

  it('refuses short, common and personal passwords, and keeps the link usable', async () => {
    await invite(app.su, 'weak@staff.test');
    const token = await tokenMailedTo('weak@staff.test');
    for (const password of ['short-pass', 'password1234', 'Password123!', 'weak@staff.test1']) {
      const refused = await app.ctx
        .client()
        .post('/api/auth/invitations/accept', { token, password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].field).toBe('password');
    }
    expect((await app.ctx.client().get(`/api/auth/invitations/${token}`)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const created = await invite(app.su, 'late@staff.test');
    await app.ctx.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.id, created.id));
    const token = await tokenMailedTo('late@staff.test');
    const answer = await app.ctx
      .client()
      .post('/api/auth/invitations/accept', { token, password: STRONG });
    expect(answer.statusCode).toBe(404);
    const list = (await app.su.get('/api/admin/staff-members')).json().data;
    expect(list.invitations.find((i: { id: number }) => i.id === created.id).status).toBe(
      'EXPIRED',
    );
  });

  it('resending replaces the link; revoking ends it', async () => {
    const created = await invite(app.su, 'twice@staff.test');
    const first = await tokenMailedTo('twice@staff.test');
    expect(
      (await app.su.post(`/api/admin/staff-members/invitations/${created.id}/resend`)).statusCode,
    ).toBe(200);
    const second = await tokenMailedTo('twice@staff.test');
    expect(second).not.toBe(first);
    expect((await app.ctx.client().get(`/api/auth/invitations/${first}`)).statusCode).toBe(404);
    expect((await app.ctx.client().get(`/api/auth/invitations/${second}`)).statusCode).toBe(200);
    expect(
      (await app.su.post(`/api/admin/staff-members/invitations/${created.id}/revoke`)).statusCode,
    ).toBe(200);
    expect((await app.ctx.client().get(`/api/auth/invitations/${second}`)).statusCode).toBe(404);
  });

  it('refuses an email already in use or already invited', async () => {
    await invite(app.su, 'dup@staff.test');
    const twice = await app.su.post('/api/admin/staff-members/invitations', {
      email: 'DUP@staff.test',
      first_name: 'D',
      role: 'ADMIN',
    });
    expect(twice.statusCode).toBe(409);
    const [su] = await app.ctx.db.select().from(users).where(eq(users.id, app.su.userId));
    const taken = await app.su.post('/api/admin/staff-members/invitations', {
      email: su!.email,
      first_name: 'D',
      role: 'ADMIN',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('shows staff the link masked in the Outbox', async () => {
    await invite(app.su, 'masked@staff.test');
    const token = await tokenMailedTo('masked@staff.test');
    const page = await app.su.get('/api/outbox?channel=EMAIL');
    const body = JSON.stringify(page.json());
    expect(body).toContain('masked@staff.test');
    expect(body).toContain('#token=••••••');
    expect(body).not.toContain(token);
    // In the sandbox nothing is delivered: the SU may be handed the link, audited.
    const { invitations } = (await app.su.get('/api/admin/staff-members')).json().data;
    const id = invitations.find((i: { email: string }) => i.email === 'masked@staff.test').id;
    const shown = await app.su.get(`/api/admin/staff-members/invitations/${id}/sandbox-link`);
    expect(shown.json().data.link).toMatch(new RegExp(`/invitation#token=${token}$`));
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.invitation_link_shown'), eq(auditLog.subjectId, String(id))),
      );
    expect(entry).toBeDefined();
  });
});

describe('roles and status', () => {
  it('changes a role and deactivates at once; reactivation needs a new sign-in', async () => {
    const colleague = await acceptAs('rolly@staff.test');
    const promoted = await app.su.request(
      'PATCH',
      `/api/admin/staff-members/${colleague.userId}/role`,
      {
        role: 'SU',
      },
    );
    expect(promoted.json().data.role).toBe('SU');
    expect((await colleague.get('/api/auth/me')).json().data.role).toBe('SU');

    const off = await app.su.post(`/api/admin/staff-members/${colleague.userId}/status`, {
      status: 'INACTIVE',
    });
    expect(off.json().data.status).toBe('INACTIVE');
    expect((await colleague.get('/api/auth/me')).statusCode).toBe(401);
    await app.su.post(`/api/admin/staff-members/${colleague.userId}/status`, { status: 'ACTIVE' });
    expect((await colleague.get('/api/auth/me')).statusCode).toBe(401);
    const entries = await app.ctx.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(colleague.userId)));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['staff.role_changed', 'staff.deactivated', 'staff.reactivated']),
    );
  });

  it('never lets an SU change themselves', async () => {
    const self = await app.su.request('PATCH', `/api/admin/staff-members/${app.su.userId}/role`, {
      role: 'ADMIN',
    });
    expect(self.statusCode).toBe(403);
    const selfOff = await app.su.post(`/api/admin/staff-members/${app.su.userId}/status`, {
      status: 'INACTIVE',
    });
    expect(selfOff.statusCode).toBe(403);
  });

  it('of two SUs demoting each other at once, one stays SU', async () => {
    const a = await acceptAs('pair-a@staff.test', 'SU');
    const b = await acceptAs('pair-b@staff.test', 'SU');
    // They are the only active SUs.
    await app.ctx.db
      .update(users)
      .set({ role: 'ADMIN' })
      .where(sql`${users.role} = 'SU' and ${users.id} not in (${a.userId}, ${b.userId})`);
    const answers = await Promise.all([
      a.request('PATCH', `/api/admin/staff-members/${b.userId}/role`, { role: 'ADMIN' }),
      b.request('PATCH', `/api/admin/staff-members/${a.userId}/role`, { role: 'ADMIN' }),
    ]);
    const sus = await app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'SU'), eq(users.status, 'ACTIVE')));
    expect(sus).toHaveLength(1);
    expect(answers.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
  });

  it('refuses to demote or deactivate the last active SU, even for a granted ADMIN', async () => {
    const [last] = await app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'SU'), eq(users.status, 'ACTIVE')));
    const manager = await app.ctx.loginAs('ADMIN', [{ action: 'manage', subject: 'Staff' }]);
    const demote = await manager.request('PATCH', `/api/admin/staff-members/${last!.id}/role`, {
      role: 'ADMIN',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last active SU/);
    const off = await manager.post(`/api/admin/staff-members/${last!.id}/status`, {
      status: 'INACTIVE',
    });
    expect(off.statusCode).toBe(409);
    // An ADMIN colleague is theirs to deactivate.
    const colleague = await acceptAs('plain@staff.test', 'ADMIN', manager);
    const fine = await manager.post(`/api/admin/staff-members/${colleague.userId}/status`, {
      status: 'INACTIVE',
    });
    expect(fine.statusCode).toBe(200);
  });
});
