import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { users } from '../../../db/schema/auth';
import { buildApp } from '../../../app';
import { upsertStaffUser } from '../../../seed/staff';
import { TEST_PASSWORD, TestClient, useTestApp } from '../../../test/app';

// ADMINs must set up a second factor here; three wrong codes per account and address.
const app = useTestApp({ MFA_REQUIRED_ROLES: 'ADMIN', LOGIN_MAX_PER_ACCOUNT: '3' });

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp });

let counter = 0;
/** A fresh ADMIN with a password, signed in (restricted until they set up a factor). */
async function admin() {
  counter += 1;
  const email = `mfa${counter}@staff.test`;
  const userId = await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'M',
    lastName: 'F',
    role: 'ADMIN',
  });
  const client = app.ctx.client(`198.51.100.${counter}`);
  const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return Object.assign(client, { email, userId, record: login.json().data });
}

/** Sets up TOTP for a signed-in client; returns the secret and the recovery codes. */
async function enrol(client: TestClient) {
  const setup = (await client.post('/api/auth/totp/setup')).json().data;
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await client.post('/api/auth/totp/confirm', {
    secret: setup.secret,
    code: codeAt(setup.secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    secret: setup.secret as string,
    codes: confirmed.json().data.recovery_codes as string[],
  };
}

describe('MFA_REQUIRED_ROLES', () => {
  it('restricts a session to setting up a factor until there is one', async () => {
    const client = await admin();
    expect(client.record.must_set_up_second_factor).toBe(true);
    const blocked = await client.get('/api/outbox');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Set up a second factor to continue');
    const { codes } = await enrol(client);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await client.get('/api/outbox')).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().data.must_set_up_second_factor).toBe(false);
    // The codes are stored hashed.
    const stored = JSON.stringify(
      await app.ctx.db.execute(
        `select code_hash from recovery_codes where user_id = ${client.userId}` as never,
      ),
    );
    expect(stored).not.toContain(codes[0]!.replace('-', ''));
  });

  it('does not restrict roles it does not name', async () => {
    const su = await app.ctx.loginAs('SU');
    expect((await su.get('/api/outbox')).statusCode).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, and refuses the same code twice', async () => {
    const client = await admin();
    const { secret } = await enrol(client);
    const fresh = app.ctx.client('192.0.2.50');
    const first = await fresh.post('/api/auth/login', {
      email: client.email,
      password: TEST_PASSWORD,
    });
    expect(first.json().data).toEqual({ second_factor: 'TOTP', methods: ['TOTP'] });
    // No session yet.
    expect((await fresh.get('/api/auth/me')).statusCode).toBe(401);
    // The code of the enrolment step was used already: wait for the next step's code.
    const next = codeAt(secret, Date.now() + 30_000);
    const done = await fresh.post('/api/auth/login/code', { code: next });
    expect(done.statusCode).toBe(200);
    expect((await fresh.get('/api/auth/me')).statusCode).toBe(200);

    // The same code again, on a new sign-in: refused (replay).
    const again = app.ctx.client('192.0.2.51');
    await again.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
    const replay = await again.post('/api/auth/login/code', { code: next });
    expect(replay.statusCode).toBe(401);
    expect((await again.get('/api/auth/me')).statusCode).toBe(401);
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, client.userId));
    expect(entry).toBeDefined();
  });

  it('refuses a replay on a second instance over the same database', async () => {
    const client = await admin();
    const { secret } = await enrol(client);
    const other = await buildApp({
      config: app.ctx.config,
      database: app.ctx.database,
      webDist: null,
      logger: false,
    });
    try {
      await other.ready();
      const code = codeAt(secret, Date.now() + 30_000);
      const here = app.ctx.client('192.0.2.60');
      const there = new TestClient(other, '192.0.2.61');
      await here.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
      await there.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
      const answers = await Promise.all([
        here.post('/api/auth/login/code', { code }),
        there.post('/api/auth/login/code', { code }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await other.close();
    }
  });

  it('accepts a recovery code once', async () => {
    const client = await admin();
    const { codes } = await enrol(client);
    const use = async (address: string) => {
      const c = app.ctx.client(address);
      await c.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
      return c.post('/api/auth/login/code', { code: codes[3]!.toLowerCase() });
    };
    expect((await use('192.0.2.70')).statusCode).toBe(200);
    expect((await use('192.0.2.71')).statusCode).toBe(401);
  });

  it('throttles wrong codes like wrong passwords, shared by instances', async () => {
    const client = await admin();
    await enrol(client);
    const attacker = app.ctx.client('203.0.113.99');
    await attacker.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await attacker.post('/api/auth/login/code', { code: '000000' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('needs the password first: a code alone opens nothing', async () => {
    const answer = await app.ctx.client().post('/api/auth/login/code', { code: '123456' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('an SU resets a colleague’s factors', () => {
  it('removes the factor, ends their sessions and is audited', async () => {
    const client = await admin();
    await enrol(client);
    const su = await app.ctx.loginAs('SU');
    const reset = await su.post(`/api/admin/staff-members/${client.userId}/reset-factors`);
    expect(reset.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, client.userId));
    expect(row!.totpSecret).toBeNull();
    const entries = await app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(client.userId)));
    expect(entries.map((e) => e.action)).toContain('staff.factors_reset');
    // Signing in again asks for no code, and the session is restricted to setting one up.
    const again = app.ctx.client('192.0.2.80');
    const login = await again.post('/api/auth/login', {
      email: client.email,
      password: TEST_PASSWORD,
    });
    expect(login.json().data.must_set_up_second_factor).toBe(true);
  });
});
