import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { passkeys, recoveryCodes } from '../../../db/schema/auth';
import { upsertStaffUser } from '../../../seed/staff';
import { TEST_PASSWORD, useTestApp, type TestClient } from '../../../test/app';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';

// ADMINs must have a second factor; the console is served at ORIGIN (its passkeys' RP id).
const ORIGIN = 'https://console.example.test';
const app = useTestApp({ MFA_REQUIRED_ROLES: 'ADMIN', PUBLIC_URL: ORIGIN });

let counter = 0;
/** A fresh staff member with a password, signed in. */
async function staff(role: 'ADMIN' | 'SU' = 'ADMIN') {
  counter += 1;
  const email = `passkey${counter}@staff.test`;
  const userId = await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'P',
    lastName: 'K',
    role,
  });
  const client = app.ctx.client(`198.51.100.${100 + counter}`);
  const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return Object.assign(client, { email, userId, record: login.json().data });
}

async function enrol(client: TestClient, name = 'Work laptop', origin = ORIGIN) {
  const authenticator = new SoftwareAuthenticator();
  const options = (await client.post('/api/auth/passkeys/options')).json().data.options;
  const answer = await client.post('/api/auth/passkeys', {
    name,
    response: authenticator.register(options, origin),
  });
  return { authenticator, options, answer };
}

/** Password, then the passkey: the answer to the second step. */
async function signIn(email: string, authenticator: SoftwareAuthenticator, address: string) {
  const client = app.ctx.client(address);
  const first = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  const options = (await client.post('/api/auth/login/passkey/options')).json().data.options;
  const assertion = authenticator.authenticate(options, ORIGIN);
  const done = await client.post('/api/auth/login/passkey', { response: assertion });
  return { client, first, options, assertion, done };
}

const auditActions = async (userId: number) =>
  (
    await app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(userId)))
  ).map((e) => e.action);

describe('enrolling a passkey', () => {
  it('checks the attestation against a stored challenge, saves the credential, and counts as the second factor', async () => {
    const client = await staff();
    expect(client.record.must_set_up_second_factor).toBe(true);
    expect((await client.get('/api/outbox')).statusCode).toBe(403);

    const { authenticator, options, answer } = await enrol(client);
    expect(options.rp).toEqual({ name: expect.any(String), id: 'console.example.test' });
    expect(options.attestation).toBe('none');
    expect(answer.statusCode).toBe(200);
    const { passkey, recovery_codes } = answer.json().data;
    expect(passkey).toMatchObject({ name: 'Work laptop', last_used_at: null });
    // The first factor comes with ten recovery codes, stored hashed.
    expect(recovery_codes).toHaveLength(10);
    const stored = await app.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, client.userId));
    expect(stored).toHaveLength(10);

    const [row] = await app.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, client.userId));
    expect(row).toMatchObject({
      credentialId: authenticator.id,
      counter: 0,
      transports: ['internal'],
      name: 'Work laptop',
    });
    expect(row!.publicKey.length).toBeGreaterThan(40);
    expect(await auditActions(client.userId)).toContain('auth.passkey_added');

    // The session is no longer held to setting up a factor.
    expect((await client.get('/api/outbox')).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().data.must_set_up_second_factor).toBe(false);
    const list = (await client.get('/api/auth/passkeys')).json().data.passkeys;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Work laptop']);
    const members = (await app.su.get('/api/admin/staff-members')).json().data.members;
    expect(members.find((m: { id: number }) => m.id === client.userId).second_factor).toBe(true);
  });

  it('refuses a challenge used once already, and one made for someone else', async () => {
    const client = await staff();
    const { options, answer } = await enrol(client);
    expect(answer.statusCode).toBe(200);
    // The same options answered again, by another authenticator: the challenge is spent.
    const again = await client.post('/api/auth/passkeys', {
      name: 'Second',
      response: new SoftwareAuthenticator().register(options, ORIGIN),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('That request expired; add the passkey again');
    // A challenge handed to a colleague does not work for this person.
    const other = await staff();
    const theirs = (await other.post('/api/auth/passkeys/options')).json().data.options;
    const stolen = await client.post('/api/auth/passkeys', {
      name: 'Theirs',
      response: new SoftwareAuthenticator().register(theirs, ORIGIN),
    });
    expect(stolen.statusCode).toBe(400);
    expect((await client.get('/api/auth/passkeys')).json().data.passkeys).toHaveLength(1);
  });

  it('refuses an attestation made on another origin', async () => {
    const client = await staff();
    const { answer } = await enrol(client, 'Phished', 'https://console.example.evil');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('That passkey could not be checked; try again');
    expect((await client.get('/api/auth/passkeys')).json().data.passkeys).toEqual([]);
    expect((await client.get('/api/outbox')).statusCode).toBe(403);
  });
});

describe('signing in with a passkey', () => {
  it('finishes the sign-in after the password, moves the counter on, and refuses the same assertion again', async () => {
    const client = await staff();
    const { authenticator } = await enrol(client);
    const {
      client: fresh,
      first,
      done,
      assertion,
    } = await signIn(client.email, authenticator, '192.0.2.150');
    expect(first.json().data).toEqual({ second_factor: 'PASSKEY', methods: ['PASSKEY'] });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toBe(client.email);
    expect((await fresh.get('/api/outbox')).statusCode).toBe(200);
    const [row] = await app.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, client.userId));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    const [login] = await app.ctx.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(client.userId)), eq(auditLog.action, 'auth.login')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(login!.summary).toEqual({ second_factor: 'passkey' });

    // The captured assertion replayed on a new sign-in: its challenge was used.
    const replayer = app.ctx.client('192.0.2.151');
    await replayer.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
    await replayer.post('/api/auth/login/passkey/options');
    const replay = await replayer.post('/api/auth/login/passkey', { response: assertion });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('That passkey was not accepted');
    expect((await replayer.get('/api/auth/me')).statusCode).toBe(401);

    // Signing in again with the authenticator works (the counter moves on to 2).
    const later = await signIn(client.email, authenticator, '192.0.2.152');
    expect(later.done.statusCode).toBe(200);
  });

  it('refuses an assertion made on another origin', async () => {
    const client = await staff();
    const { authenticator } = await enrol(client);
    const phished = app.ctx.client('192.0.2.160');
    await phished.post('/api/auth/login', { email: client.email, password: TEST_PASSWORD });
    const options = (await phished.post('/api/auth/login/passkey/options')).json().data.options;
    const answer = await phished.post('/api/auth/login/passkey', {
      response: authenticator.authenticate(options, 'https://console.example.evil'),
    });
    expect(answer.statusCode).toBe(401);
    expect((await phished.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses another account’s passkey, and needs the password first', async () => {
    const client = await staff();
    await enrol(client);
    const other = await staff();
    const { authenticator: theirs } = await enrol(other);
    const attempt = await signIn(client.email, theirs, '192.0.2.170');
    expect(attempt.done.statusCode).toBe(401);
    const alone = await app.ctx.client('192.0.2.171').post('/api/auth/login/passkey/options');
    expect(alone.statusCode).toBe(401);
  });
});

describe('removing a passkey', () => {
  it('removes one of two; refuses the last one of a role that must have a factor', async () => {
    const client = await staff();
    const { answer: a } = await enrol(client, 'Laptop');
    const { answer: b } = await enrol(client, 'Phone');
    expect(b.json().data.recovery_codes).toBeNull();
    const first = a.json().data.passkey.id;
    const second = b.json().data.passkey.id;
    expect((await client.delete(`/api/auth/passkeys/${first}`)).statusCode).toBe(200);
    const last = await client.delete(`/api/auth/passkeys/${second}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      'Your role must have a second factor: add another passkey or an authenticator app before removing this one',
    );
    const left = (await client.get('/api/auth/passkeys')).json().data.passkeys;
    expect(left.map((p: { name: string }) => p.name)).toEqual(['Phone']);
    expect(await auditActions(client.userId)).toContain('auth.passkey_removed');
    // Someone else's passkey is not found.
    const other = await staff();
    expect((await other.delete(`/api/auth/passkeys/${second}`)).statusCode).toBe(404);
  });

  it('lets a role without the requirement remove its last factor, recovery codes too', async () => {
    const su = await staff('SU');
    const { answer } = await enrol(su);
    const id = answer.json().data.passkey.id;
    expect((await su.delete(`/api/auth/passkeys/${id}`)).statusCode).toBe(200);
    const codes = await app.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, su.userId));
    expect(codes).toEqual([]);
    const again = app.ctx.client('192.0.2.180');
    const login = await again.post('/api/auth/login', { email: su.email, password: TEST_PASSWORD });
    expect(login.json().data.email).toBe(su.email);
  });
});
