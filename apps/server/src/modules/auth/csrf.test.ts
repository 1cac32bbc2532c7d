import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '@switchboard/contract/session';
import { upsertStaffUser } from '../../seed/staff';
import { TEST_PASSWORD, useTestApp } from '../../test/app';

const app = useTestApp();

describe('CSRF: a signed double-submit token bound to the session', () => {
  it('sets a readable token (nonce and signature) on an API answer when the client has none', async () => {
    const response = await app.ctx.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{20,}\.[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state change whose X-XSRF-TOKEN does not match the cookie', async () => {
    const su = await app.ctx.loginAs('SU');
    const forged = await su.post('/api/auth/logout', {}, { 'x-xsrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_MISMATCH');
    // The session survived the forged request.
    expect((await su.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a cookie and header pair the server did not sign (planted by a sibling site)', async () => {
    const su = await app.ctx.loginAs('SU');
    su.cookies.set(XSRF_COOKIE, 'planted-value-planted-value');
    const planted = await su.post(
      '/api/auth/logout',
      {},
      { 'x-xsrf-token': 'planted-value-planted-value' },
    );
    expect(planted.statusCode).toBe(403);
    expect((await su.get('/api/auth/me')).statusCode).toBe(200);
  });

  it("refuses another session's token, and rotates the token at login", async () => {
    const first = await app.ctx.loginAs('ADMIN');
    const second = await app.ctx.loginAs('ADMIN');
    const othersToken = second.cookies.get(XSRF_COOKIE)!;
    first.cookies.set(XSRF_COOKIE, othersToken);
    const crossed = await first.post('/api/auth/logout', {}, { 'x-xsrf-token': othersToken });
    expect(crossed.statusCode).toBe(403);
    // The refusal came with a fresh token for this session, which works.
    const retried = await first.post('/api/auth/logout');
    expect(retried.statusCode).toBe(200);

    const visitor = app.ctx.client();
    await visitor.get('/api/health');
    const beforeLogin = visitor.cookies.get(XSRF_COOKIE)!;
    await upsertStaffUser(app.ctx.db, {
      email: 'rotate@staff.test',
      password: TEST_PASSWORD,
      firstName: 'Ravi',
      lastName: 'T',
      role: 'ADMIN',
    });
    const login = await visitor.post('/api/auth/login', {
      email: 'rotate@staff.test',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const afterLogin = visitor.cookies.get(XSRF_COOKIE)!;
    expect(afterLogin).not.toBe(beforeLogin);
    // The token from before the login is worth nothing with the new session.
    visitor.cookies.set(XSRF_COOKIE, beforeLogin);
    const stale = await visitor.post('/api/auth/logout', {}, { 'x-xsrf-token': beforeLogin });
    expect(stale.statusCode).toBe(403);
    expect(visitor.cookies.get(SESSION_COOKIE)).toBeDefined();
  });

  it('refuses a state change from another origin, even with a valid token', async () => {
    const su = await app.ctx.loginAs('SU');
    const evil = await su.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CSRF_MISMATCH');
    const viaReferer = await su.post(
      '/api/auth/logout',
      {},
      { referer: 'https://evil.example/page' },
    );
    expect(viaReferer.statusCode).toBe(403);
    const opaque = await su.post('/api/auth/logout', {}, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    expect((await su.get('/api/auth/me')).statusCode).toBe(200);
    // The console's own origin is welcome.
    const own = await su.post('/api/auth/logout', {}, { origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(200);
  });
});
