import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@switchboard/contract/auth';
import { auditLog } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/auth';
import { upsertStaffUser } from '../../seed/staff';
import { TEST_PASSWORD, useTestApp } from '../../test/app';

const app = useTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '40' });
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

  it('rate limits repeated attempts at one account', async () => {
    await upsertStaffUser(app.ctx.db, {
      email: 'target@staff.test',
      password: TEST_PASSWORD,
      firstName: 'T',
      lastName: 'T',
      role: 'ADMIN',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await app.ctx
        .client()
        .post('/api/auth/login', { email: 'target@staff.test', password: 'wrong' });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password is refused until the window passes.
    const locked = await app.ctx
      .client()
      .post('/api/auth/login', { email: 'target@staff.test', password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
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

describe('CSRF', () => {
  it('refuses a state change whose X-XSRF-TOKEN does not match the cookie', async () => {
    const su = await app.ctx.loginAs('SU');
    const forged = await su.post('/api/auth/logout', {}, { 'x-xsrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_MISMATCH');
    // The session survived the forged request.
    expect((await su.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('sets a readable XSRF-TOKEN cookie on any response when the client has none', async () => {
    const response = await app.ctx.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });
});
