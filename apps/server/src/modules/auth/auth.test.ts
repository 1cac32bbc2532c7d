import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@switchboard/contract/session';
import { auditLog } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/auth';
import { deactivateStaffUser, upsertStaffUser } from '../../seed/staff';
import { TEST_PASSWORD, useTestApp } from '../../test/app';

const app = useTestApp();
beforeAll(async () => {
  await upsertStaffUser(app.ctx.db, {
    email: 'asha@staff.test',
    password: TEST_PASSWORD,
    firstName: 'Asha',
    lastName: 'Rao',
    role: 'SU',
  });
  await upsertStaffUser(app.ctx.db, {
    email: 'agent@staff.test',
    password: TEST_PASSWORD,
    firstName: 'Neha',
    lastName: 'K',
    role: 'AGENT',
  });
});

describe('POST /api/auth/login', () => {
  it('returns the user record with its ability and sets an httpOnly session cookie', async () => {
    const client = app.ctx.client();
    const response = await client.post('/api/auth/login', {
      email: 'ASHA@staff.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      role: 'SU',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // Only the token's hash is stored.
    const stored = await app.ctx.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === cookie?.value)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);
  });

  it('gives the same answer for a wrong email and a wrong password', async () => {
    const wrongEmail = await app.ctx
      .client()
      .post('/api/auth/login', { email: 'nobody@staff.test', password: TEST_PASSWORD });
    const wrongPassword = await app.ctx
      .client()
      .post('/api/auth/login', { email: 'asha@staff.test', password: 'nope' });
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(wrongEmail.json()).toEqual({
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a role that may not use the console, without a session', async () => {
    const response = await app.ctx
      .client()
      .post('/api/auth/login', { email: 'agent@staff.test', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('names the invalid fields in a 400', async () => {
    const response = await app.ctx.client().post('/api/auth/login', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('session', () => {
  it('answers /me for a live session and 401 without one', async () => {
    expect((await app.ctx.client().get('/api/auth/me')).statusCode).toBe(401);
    const su = await app.ctx.loginAs('SU');
    const me = await su.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role).toBe('SU');
  });

  it('logout revokes the session and writes audit entries', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const token = admin.cookies.get(SESSION_COOKIE)!;
    const out = await admin.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    // The old token no longer works even if a client kept it.
    const replay = app.ctx.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/api/auth/me')).statusCode).toBe(401);
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.subjectType, 'User')));
    expect(entries.map((e) => e.action).sort()).toEqual(['auth.login', 'auth.logout']);
  });

  it('does not let a deactivated user keep a session', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    await app.ctx.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, admin.userId));
    expect((await admin.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('sessions end with the right to log in', () => {
  it('deactivating a staff user ends their sessions; reactivating does not bring them back', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    await app.ctx.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, admin.userId));
    const live = await app.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, admin.userId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    await app.ctx.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, admin.userId));
    expect((await admin.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('a new password ends the sessions opened with the old one', async () => {
    await upsertStaffUser(app.ctx.db, {
      email: 'reset@staff.test',
      password: TEST_PASSWORD,
      firstName: 'R',
      lastName: 'S',
      role: 'ADMIN',
    });
    const client = app.ctx.client();
    await client.post('/api/auth/login', { email: 'reset@staff.test', password: TEST_PASSWORD });
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    await upsertStaffUser(app.ctx.db, {
      email: 'reset@staff.test',
      password: 'a brand new password',
      firstName: 'R',
      lastName: 'S',
      role: 'ADMIN',
    });
    // Written to the database, as `npm run staff` does, not through a request: the server hears
    // of it from PostgreSQL (pg_notify), a moment later, well within its session cache's life.
    await expect.poll(async () => (await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('the staff command deactivates by email', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, admin.userId));
    expect(await deactivateStaffUser(app.ctx.db, row!.email!.toUpperCase())).toBe(true);
    expect((await admin.get('/api/auth/me')).statusCode).toBe(401);
    expect(await deactivateStaffUser(app.ctx.db, 'nobody@staff.test')).toBe(false);
  });
});
