import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { describeAccess } from '@switchboard/contract/grants';
import { buildApp } from '../../../app';
import { auditLog } from '../../../db/schema/audit';
import { upsertStaffUser } from '../../../seed/staff';
import { TEST_PASSWORD, TestClient, useTestApp } from '../../../test/app';

// MFA_REQUIRED_ROLES names nobody here (the tests' default): only the Staff page's setting asks.
const app = useTestApp();

const codeAt = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate();

async function enrol(client: TestClient) {
  const setup = (await client.post('/api/auth/totp/setup')).json().data;
  const confirmed = await client.post('/api/auth/totp/confirm', {
    secret: setup.secret,
    code: codeAt(setup.secret),
  });
  expect(confirmed.statusCode).toBe(200);
}

let counter = 0;
/** An ADMIN with a password and no second factor, and a way to sign them in again. */
async function plainAdmin() {
  counter += 1;
  const email = `plain${counter}@staff.test`;
  const userId = await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Plain',
    lastName: `Admin${counter}`,
    role: 'ADMIN',
  });
  const signIn = async () => {
    const client = app.ctx.client(`198.51.100.${counter}`);
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    return Object.assign(client, { record: login.json().data });
  };
  return { userId, signIn };
}

const setEveryone = (client: TestClient, on: boolean) =>
  client.request('PUT', '/api/admin/staff-settings', { mfa_required_for_everyone: on });

describe('an SU requires a second factor of everyone', () => {
  it('refuses an ADMIN (403), even to read it', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    expect((await admin.get('/api/admin/staff-settings')).statusCode).toBe(403);
    expect((await setEveryone(admin, true)).statusCode).toBe(403);
  });

  it('first asks the SU for their own factor; then sends an ADMIN without one to enrolment', async () => {
    const admin = await plainAdmin();
    const before = await admin.signIn();
    expect(before.record.must_set_up_second_factor).toBe(false);
    expect((await before.get('/api/outbox')).statusCode).toBe(200);

    // What turning it on changes: the active staff members with no factor, this ADMIN among them.
    const preview = (await app.su.get('/api/admin/staff-settings')).json().data;
    expect(preview.mfa_required_for_everyone).toBe(false);
    expect(preview.without_second_factor).toEqual(
      expect.arrayContaining([{ id: admin.userId, name: 'Plain Admin1', role: 'ADMIN' }]),
    );

    // The SU has no factor yet: turning it on would shut them out of this page.
    const refused = await setEveryone(app.su, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/your own second factor/);
    await enrol(app.su);

    const saved = await setEveryone(app.su, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ mfa_required_for_everyone: true });
    expect(saved.json().data.updated_by).toMatch(/^SU /);
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'staff.mfa_requirement_changed'),
          eq(auditLog.actorId, app.su.userId),
        ),
      );
    expect(entry?.summary).toMatchObject({
      mfa_required_for_everyone: { before: false, after: true },
    });

    // The open session may now only set up a factor; the next sign-in is sent to enrolment.
    const blocked = await before.get('/api/outbox');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Set up a second factor to continue');
    const next = await admin.signIn();
    expect(next.record.must_set_up_second_factor).toBe(true);
    expect((await next.get('/api/auth/me')).json().data.must_set_up_second_factor).toBe(true);
    await enrol(next);
    expect((await next.get('/api/outbox')).statusCode).toBe(200);

    // Off again: a new ADMIN without a factor signs in as before.
    expect((await setEveryone(app.su, false)).statusCode).toBe(200);
    const later = await (await plainAdmin()).signIn();
    expect(later.record.must_set_up_second_factor).toBe(false);
    expect((await later.get('/api/outbox')).statusCode).toBe(200);
  });
});

describe('the setting reaches every instance', () => {
  it('narrows a session another instance keeps, well before its cache would forget it', async () => {
    const other = await buildApp({
      config: app.ctx.config,
      database: app.ctx.database,
      webDist: null,
      logger: false,
    });
    try {
      await other.ready();
      const email = 'elsewhere@staff.test';
      await upsertStaffUser(app.ctx.db, {
        email,
        password: TEST_PASSWORD,
        firstName: 'Else',
        lastName: 'Where',
        role: 'ADMIN',
      });
      const there = new TestClient(other, '192.0.2.70');
      await there.post('/api/auth/login', { email, password: TEST_PASSWORD });
      // Looked up once: the other instance now keeps the session (SESSION_CACHE_MS, 10 s).
      expect((await there.get('/api/outbox')).statusCode).toBe(200);
      const asked = Date.now();
      // The SU set up a factor in the test above.
      expect((await setEveryone(app.su, true)).statusCode).toBe(200);
      await expect
        .poll(async () => (await there.get('/api/outbox')).statusCode, { timeout: 5_000 })
        .toBe(403);
      expect(Date.now() - asked).toBeLessThan(5_000);
    } finally {
      await setEveryone(app.su, false);
      await other.close();
    }
  });
});

describe('an SU edits an ADMIN’s grants', () => {
  it('changes what the ADMIN’s next request may do, audited', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    expect((await admin.get('/api/admin/data-access-records')).statusCode).toBe(403);
    expect((await admin.get('/api/org/kyc/reviewers')).statusCode).toBe(200);

    const grants = [
      { action: 'read', subject: 'PersonalData' },
      { action: 'read', subject: 'Kyc', inverted: true },
    ];
    const saved = await app.su.request('PUT', `/api/admin/staff-members/${admin.userId}/grants`, {
      grants,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.grants).toEqual(grants);

    expect((await admin.get('/api/admin/data-access-records')).statusCode).toBe(200);
    expect((await admin.get('/api/org/kyc/reviewers')).statusCode).toBe(403);
    const me = (await admin.get('/api/auth/me')).json().data;
    expect(me.ability).toEqual(expect.arrayContaining(grants));
    const listed = (await app.su.get('/api/admin/staff-members')).json().data.members;
    expect(listed.find((m: { id: number }) => m.id === admin.userId).grants).toEqual(grants);

    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.grants_changed'), eq(auditLog.subjectId, `${admin.userId}`)),
      );
    expect(entry?.summary).toEqual({ grants: { before: [], after: grants } });

    // Emptied again: the role's rules alone.
    await app.su.request('PUT', `/api/admin/staff-members/${admin.userId}/grants`, { grants: [] });
    expect((await admin.get('/api/org/kyc/reviewers')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/data-access-records')).statusCode).toBe(403);
  });

  it('refuses unknown actions and subjects by name, and leaves the grants as they were', async () => {
    const admin = await app.ctx.loginAs('ADMIN', [{ action: 'refund', subject: 'Payment' }]);
    const url = `/api/admin/staff-members/${admin.userId}/grants`;
    const badAction = await app.su.request('PUT', url, {
      grants: [{ action: 'approve', subject: 'Payment' }],
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().details).toEqual([
      { field: 'grants.0.action', message: expect.stringMatching(/^Unknown action "approve"/) },
    ]);
    const badSubject = await app.su.request('PUT', url, {
      grants: [{ action: 'read', subject: 'Refunds' }],
    });
    expect(badSubject.statusCode).toBe(400);
    expect(badSubject.json().details[0]).toMatchObject({
      field: 'grants.0.subject',
      message: expect.stringMatching(/^Unknown subject "Refunds"/),
    });
    const extra = await app.su.request('PUT', url, {
      grants: [{ action: 'read', subject: 'Kyc', when: 'always' }],
    });
    expect(extra.statusCode).toBe(400);
    const listed = (await app.su.get('/api/admin/staff-members')).json().data.members;
    expect(listed.find((m: { id: number }) => m.id === admin.userId).grants).toEqual([
      { action: 'refund', subject: 'Payment' },
    ]);
  });

  it('is the SU’s alone, and never for an SU or oneself', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const other = await app.ctx.loginAs('ADMIN');
    const byAdmin = await admin.request('PUT', `/api/admin/staff-members/${other.userId}/grants`, {
      grants: [{ action: 'manage', subject: 'Staff' }],
    });
    expect(byAdmin.statusCode).toBe(403);
    const toSu = await app.su.request('PUT', `/api/admin/staff-members/${app.su.userId}/grants`, {
      grants: [],
    });
    expect(toSu.statusCode).toBe(403);
    const su = await app.ctx.loginAs('SU');
    const forSu = await app.su.request('PUT', `/api/admin/staff-members/${su.userId}/grants`, {
      grants: [],
    });
    expect(forSu.statusCode).toBe(409);
  });

  it('previews in areas what the rules the server builds allow', () => {
    const plain = describeAccess('ADMIN', []);
    const payments = plain.find((a) => a.subject === 'Payment')!;
    expect(payments.can).toEqual(['read', 'create', 'update']);
    expect(payments.cannot).toEqual(['delete', 'refund']);
    const granted = describeAccess('ADMIN', [
      { action: 'refund', subject: 'Payment' },
      { action: 'read', subject: 'Kyc', conditions: { status: 'PENDING' } },
      { action: 'manage', subject: 'Kyc', inverted: true },
    ]);
    expect(granted.find((a) => a.subject === 'Payment')!.can).toContain('refund');
    expect(granted.find((a) => a.subject === 'Kyc')!.cannot).toEqual([
      'read',
      'create',
      'update',
      'delete',
    ]);
  });
});
