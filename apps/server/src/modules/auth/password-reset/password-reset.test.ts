import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { passwordResets, users } from '../../../db/schema/auth';
import { outbox } from '../../../db/schema/outbox';
import { upsertStaffUser } from '../../../seed/staff';
import { TEST_PASSWORD, useTestApp } from '../../../test/app';

// Three reset requests per email and address before the throttle's wait.
const app = useTestApp({ LOGIN_MAX_PER_ACCOUNT: '3' });
const NEW_PASSWORD = 'saffron-meadow-cobalt-58';

let counter = 0;
/** A fresh ADMIN, signed in from one device. */
async function staffMember() {
  counter += 1;
  const email = `reset${counter}@staff.test`;
  const userId = await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Lata',
    lastName: 'Iyer',
    role: 'ADMIN',
  });
  const device = app.ctx.client(`192.0.2.${counter}`);
  expect(
    (await device.post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
  ).toBe(200);
  return { email, userId, device };
}

/** The reset emails to an address, newest first, as the mail server would get them. */
const resetEmailsTo = (email: string) =>
  app.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'EMAIL'), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id));

async function tokenMailedTo(email: string): Promise<string> {
  const [row] = await resetEmailsTo(email);
  const match = /\/reset-password#token=([\w-]+)/.exec(String(row?.payload.text));
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1]!;
}

const ask = (email: string, address = '198.51.100.7') =>
  app.ctx.client(address).post('/api/auth/password-reset', { email });

describe('Forgot password?', () => {
  it('answers the same for a staff member and an unknown address; only the first gets a link', async () => {
    const { email } = await staffMember();
    const known = await ask(email, '198.51.100.20');
    const unknown = await ask('nobody-here@staff.test', '198.51.100.21');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await resetEmailsTo('nobody-here@staff.test')).toHaveLength(0);
    const [mail] = await resetEmailsTo(email);
    expect(mail!.payload).toMatchObject({ kind: 'password_reset' });
    const token = await tokenMailedTo(email);
    // Only the hash is stored.
    const stored = await app.ctx.db.select().from(passwordResets);
    expect(stored.some((r) => r.tokenHash.includes(token))).toBe(false);
  });

  it('sends nothing to a deactivated staff member, with the same answer', async () => {
    const { email, userId } = await staffMember();
    await app.ctx.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, userId));
    const answer = await ask(email, '198.51.100.22');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ ok: true });
    expect(await resetEmailsTo(email)).toHaveLength(0);
  });

  it('is rate-limited per email and address, known or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await ask('flood@staff.test', '198.51.100.30')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the reset link', () => {
  it('sets a new password once; every session of the person ends; audited', async () => {
    const { email, userId, device } = await staffMember();
    await ask(email, '198.51.100.40');
    const token = await tokenMailedTo(email);
    const page = app.ctx.client();
    const view = await page.get(`/api/auth/password-reset/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ email, first_name: 'Lata' });

    // A weak password is refused before the link is spent.
    const weak = await page.post('/api/auth/password-reset/complete', {
      token,
      password: 'password1234',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('password');

    const done = await page.post('/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await device.get('/api/auth/me')).statusCode).toBe(401);
    const login = await app.ctx.client().post('/api/auth/login', { email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);

    // Single use: the same link works no more.
    const again = await app.ctx.client().post('/api/auth/password-reset/complete', {
      token,
      password: `${NEW_PASSWORD}-x`,
    });
    expect(again.statusCode).toBe(404);
    expect((await app.ctx.client().get(`/api/auth/password-reset/${token}`)).statusCode).toBe(404);
    const actions = await app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(userId)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.password_reset_requested', 'auth.password_reset']),
    );
  });

  it('expires', async () => {
    const { email, userId, device } = await staffMember();
    await ask(email, '198.51.100.41');
    const token = await tokenMailedTo(email);
    await app.ctx.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, userId));
    const answer = await app.ctx
      .client()
      .post('/api/auth/password-reset/complete', { token, password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(404);
    expect((await device.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await staffMember();
    await ask(email, '198.51.100.42');
    const first = await tokenMailedTo(email);
    await ask(email, '198.51.100.42');
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await app.ctx.client().get(`/api/auth/password-reset/${first}`)).statusCode).toBe(404);
    expect((await app.ctx.client().get(`/api/auth/password-reset/${second}`)).statusCode).toBe(200);
  });

  it('does not work for someone deactivated after asking', async () => {
    const { email, userId } = await staffMember();
    await ask(email, '198.51.100.43');
    const token = await tokenMailedTo(email);
    await app.ctx.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, userId));
    const answer = await app.ctx
      .client()
      .post('/api/auth/password-reset/complete', { token, password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the sandbox link', () => {
  it('is handed to an SU, audited; an ADMIN is refused', async () => {
    const { email, userId, device } = await staffMember();
    await ask(email, '198.51.100.44');
    const shown = await app.su.get(`/api/admin/staff-members/${userId}/sandbox-reset-link`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.link).toContain(`#token=${await tokenMailedTo(email)}`);
    const refused = await device.get(`/api/admin/staff-members/${userId}/sandbox-reset-link`);
    expect(refused.statusCode).toBe(403);
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.reset_link_shown'), eq(auditLog.subjectId, String(userId))),
      );
    expect(entry).toBeDefined();
  });
});
