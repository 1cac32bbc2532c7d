import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { sessions } from '../../../db/schema/auth';
import { upsertStaffUser } from '../../../seed/staff';
import { TEST_PASSWORD, useTestApp } from '../../../test/app';

const app = useTestApp();
const NEW_PASSWORD = 'amber-lighthouse-tangent-67';
const AGENT = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };

let counter = 0;
/** A fresh ADMIN signed in from two devices (two sessions). */
async function adminOnTwoDevices() {
  counter += 1;
  const email = `account${counter}@staff.test`;
  const userId = await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Kiran',
    lastName: 'Das',
    role: 'ADMIN',
  });
  const signIn = async (address: string) => {
    const client = app.ctx.client(address);
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD }, AGENT);
    expect(login.statusCode).toBe(200);
    return client;
  };
  const laptop = await signIn(`203.0.113.${counter}`);
  const phone = await signIn(`198.51.100.${counter}`);
  return { email, userId, laptop, phone };
}

const actionsOn = async (userId: number) =>
  (
    await app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(userId)))
  ).map((e) => e.action);

describe('changing one’s password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const { email, userId, laptop, phone } = await adminOnTwoDevices();
    const wrong = await laptop.post('/api/auth/password', {
      current_password: 'not my password at all',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('current_password');
    expect((await phone.get('/api/auth/me')).statusCode).toBe(200);

    const changed = await laptop.post('/api/auth/password', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    const mine = (await laptop.get('/api/auth/sessions')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0].current).toBe(true);
    expect(await actionsOn(userId)).toContain('auth.password_changed');

    // The old password no longer signs in; the new one does.
    const old = await app.ctx.client().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await app.ctx.client().post('/api/auth/login', { email, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a weak new password on its field, and changes nothing', async () => {
    const { laptop, phone } = await adminOnTwoDevices();
    const weak = await laptop.post('/api/auth/password', {
      current_password: TEST_PASSWORD,
      new_password: 'password1234',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('new_password');
    expect((await phone.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const answer = await app.ctx.client().post('/api/auth/password', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('one’s own sessions', () => {
  it('lists device, address, times and this session; ending one signs that device out', async () => {
    const { userId, laptop, phone } = await adminOnTwoDevices();
    const list = (await laptop.get('/api/auth/sessions')).json().data;
    expect(list).toHaveLength(2);
    const current = list.find((s: { current: boolean }) => s.current);
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(current.ip).toMatch(/^203\.0\.113\./);
    expect(other).toMatchObject({ user_agent: AGENT['user-agent'] });
    expect(other.ip).toMatch(/^198\.51\.100\./);
    expect(Date.parse(other.created_at)).not.toBeNaN();
    expect(Date.parse(other.last_seen_at)).not.toBeNaN();

    expect((await laptop.post(`/api/auth/sessions/${other.id}/revoke`)).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);
    expect(await actionsOn(userId)).toContain('auth.session_ended');
  });

  it('cannot end someone else’s session', async () => {
    const a = await adminOnTwoDevices();
    const b = await adminOnTwoDevices();
    const theirs = (await b.laptop.get('/api/auth/sessions')).json().data[0];
    expect((await a.laptop.post(`/api/auth/sessions/${theirs.id}/revoke`)).statusCode).toBe(404);
    expect((await b.laptop.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('moves "last seen" on when a session comes back', async () => {
    const { userId, laptop } = await adminOnTwoDevices();
    await app.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, userId));
    // Past the instance's short memory of sessions: a write forgets them all.
    await app.su.post('/api/auth/sessions/999999999/revoke');
    await laptop.get('/api/auth/me');
    const [row] = await app.ctx.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ip, '203.0.113.' + counter)));
    expect(Date.now() - new Date(row!.lastSeenAt).getTime()).toBeLessThan(60_000);
  });
});

describe('an SU and a colleague’s sessions', () => {
  it('sees and ends them, audited', async () => {
    const { userId, laptop, phone } = await adminOnTwoDevices();
    const list = await app.su.get(`/api/admin/staff-members/${userId}/sessions`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().data.every((s: { current: boolean }) => !s.current)).toBe(true);
    const phoneSession = (await phone.get('/api/auth/sessions'))
      .json()
      .data.find((s: { current: boolean }) => s.current);
    const ended = await app.su.post(
      `/api/admin/staff-members/${userId}/sessions/${phoneSession.id}/revoke`,
    );
    expect(ended.statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);
    expect(await actionsOn(userId)).toContain('staff.session_ended');
  });

  it('refuses an ADMIN (403)', async () => {
    const { userId, laptop } = await adminOnTwoDevices();
    const other = await adminOnTwoDevices();
    expect((await laptop.get(`/api/admin/staff-members/${other.userId}/sessions`)).statusCode).toBe(
      403,
    );
    const session = (await other.laptop.get('/api/auth/sessions')).json().data[0];
    const refused = await laptop.post(
      `/api/admin/staff-members/${other.userId}/sessions/${session.id}/revoke`,
    );
    expect(refused.statusCode).toBe(403);
    expect((await other.laptop.get('/api/auth/me')).statusCode).toBe(200);
    expect(userId).not.toBe(other.userId);
  });

  it('answers 404 for someone who is not staff', async () => {
    expect((await app.su.get('/api/admin/staff-members/999999/sessions')).statusCode).toBe(404);
  });
});
