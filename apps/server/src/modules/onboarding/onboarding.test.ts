import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { orgOnboardings } from '../../db/schema/onboarding';
import { outbox } from '../../db/schema/outbox';
import { orgMembers, orgs } from '../../db/schema/teams';
import { signWebhook } from '../../platform/providers/adapters/signed-webhook';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/app';

const WEBHOOK_SECRET = 'receiver-shared-secret-'.padEnd(40, 'w');

/** A local receiver that answers with the queued status codes and keeps what it got. */
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const statuses: number[] = [];

let newUser: number;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks/onboarded`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});
// Built once the receiver above listens (hooks run in order), closed before it stops.
const session = useTestApp(() => ({
  ONBOARDING_WEBHOOK_URL: receiverUrl,
  ONBOARDING_WEBHOOK_SECRET: WEBHOOK_SECRET,
  APP_SECRET: 'x'.repeat(40),
}));
beforeAll(async () => {
  const [row] = await session.ctx.db
    .insert(users)
    .values({
      firstName: 'Farah',
      lastName: 'Khan',
      phone: '9988776655',
      email: 'farah@bakery.in',
      role: 'ORG_ADMIN',
    })
    .returning();
  newUser = row!.id;
});

describe('onboarding', () => {
  it('gives the form its starting point', async () => {
    const config = (await session.su.get(`/api/admin/org/onboarding-ui-config/${newUser}`)).json()
      .data;
    expect(config).toMatchObject({
      user: { id: newUser, phone: '9988776655' },
      onboarded_org: null,
      pending_org: null,
      defaults: { org_name: 'Farah Khan', email: 'farah@bakery.in', is_lite: false },
    });
    expect((await session.su.get('/api/admin/org/onboarding-ui-config/999999')).statusCode).toBe(
      404,
    );
  });

  it('validates the body, naming the fields', async () => {
    const both = await session.su.post('/api/admin/org/onboard', {
      user_id: newUser,
      org_id: 1,
      org: { name: 'X Co' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0].field).toBe('org');
    const gst = await session.su.post('/api/admin/org/onboard', {
      user_id: newUser,
      org: { name: 'X Co', gstin: 'nope' },
    });
    expect(gst.json().details[0].field).toBe('org.gstin');
    const staff = await session.su.post('/api/admin/org/onboard', {
      user_id: session.su.userId,
      org: { name: 'X Co' },
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().details[0].field).toBe('user_id');
  });

  it('creates and onboards the org in one step, once, with the webhook queued', async () => {
    const body = {
      user_id: newUser,
      org: { name: 'Farah Bakery', email: 'hello@farah.in', gstin: '27aaacf1234a1z5' },
    };
    const first = await session.su.post('/api/admin/org/onboard', body);
    expect(first.statusCode).toBe(200);
    const result = first.json().data;
    expect(result).toMatchObject({
      already_onboarded: false,
      user_id: newUser,
      org: { name: 'Farah Bakery', gstin: '27AAACF1234A1Z5', owner_id: newUser },
    });
    const members = await session.ctx.db
      .select()
      .from(orgMembers)
      .where(eq(orgMembers.orgId, result.org.id));
    expect(members).toMatchObject([{ userId: newUser, role: 'OWNER' }]);
    const [message] = await session.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, result.webhook_message_id));
    expect(message).toMatchObject({
      channel: 'WEBHOOK',
      recipient: receiverUrl,
      status: 'PENDING',
      orgId: result.org.id,
    });
    const audits = await session.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.orgId, result.org.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['onboarding.onboard', 'orgs.create']);

    const again = (await session.su.post('/api/admin/org/onboard', body)).json().data;
    expect(again).toMatchObject({
      already_onboarded: true,
      org: { id: result.org.id },
      webhook_message_id: null,
    });
    expect(await session.ctx.db.select().from(orgs).where(eq(orgs.ownerId, newUser))).toHaveLength(
      1,
    );
    expect(
      (await session.su.get(`/api/admin/org/onboarding-ui-config/${newUser}`)).json().data
        .onboarded_org,
    ).toEqual({ id: result.org.id, name: 'Farah Bakery' });
  });

  it('resumes with an org created earlier, and leaves nothing behind when onboarding fails', async () => {
    const [row] = await session.ctx.db
      .insert(users)
      .values({ firstName: 'Dev', lastName: 'Patel', phone: '9000011111', role: 'ORG_ADMIN' })
      .returning();
    const userId = row!.id;
    const created = await session.su.post('/api/admin/org', {
      name: 'Patel Motors',
      owner_user_id: userId,
    });
    expect(created.statusCode).toBe(200);
    const orgId = created.json().data.id;
    expect(
      (await session.su.get(`/api/admin/org/onboarding-ui-config/${userId}`)).json().data
        .pending_org,
    ).toEqual({ id: orgId, name: 'Patel Motors' });

    // An org already onboarded by someone else: refused, and the failed attempt changes nothing.
    const [taken] = await session.ctx.db.select().from(orgOnboardings).limit(1);
    const refused = await session.su.post('/api/admin/org/onboard', {
      user_id: userId,
      org_id: taken!.orgId,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      await session.ctx.db.select().from(orgOnboardings).where(eq(orgOnboardings.userId, userId)),
    ).toHaveLength(0);

    const resumed = (
      await session.su.post('/api/admin/org/onboard', { user_id: userId, org_id: orgId })
    ).json().data;
    expect(resumed).toMatchObject({ already_onboarded: false, org: { id: orgId } });
  });

  it('refuses staff without the grant', async () => {
    const limited = await session.ctx.loginAs('ADMIN', [
      { action: 'create', subject: 'Onboarding', inverted: true },
    ]);
    expect(
      (await limited.post('/api/admin/org/onboard', { user_id: newUser, org: { name: 'Nope' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await session.ctx.client().get(`/api/admin/org/onboarding-ui-config/${newUser}`)).statusCode,
    ).toBe(401);
  });
});

describe('onboarding webhook settings', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' } as const;
  it('needs its own secret when a URL is set, and is off without a URL', () => {
    expect(() =>
      loadConfig({ ...base, ONBOARDING_WEBHOOK_URL: 'https://hooks.example.in/onboarded' }),
    ).toThrow(/ONBOARDING_WEBHOOK_SECRET: required when ONBOARDING_WEBHOOK_URL is set/);
    expect(() =>
      loadConfig({
        ...base,
        ONBOARDING_WEBHOOK_URL: 'https://hooks.example.in/x',
        ONBOARDING_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/ONBOARDING_WEBHOOK_SECRET/);
    expect(
      loadConfig({ ...base, ONBOARDING_WEBHOOK_SECRET: WEBHOOK_SECRET }).onboardingWebhook,
    ).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        ONBOARDING_WEBHOOK_URL: 'https://hooks.example.in/x',
        ONBOARDING_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }).onboardingWebhook,
    ).toEqual({
      url: 'https://hooks.example.in/x',
      secret: WEBHOOK_SECRET,
    });
  });
});

describe('webhook delivery', () => {
  const worker = (maxAttempts: number) =>
    createDeliveryWorker({
      db: session.ctx.db,
      adapters: session.ctx.app.adapters,
      baseDelayMs: 1,
      maxAttempts,
    });
  const webhookRows = () =>
    session.ctx.db.select().from(outbox).where(eq(outbox.channel, 'WEBHOOK'));
  const due = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('delivers signed webhooks and retries failures with backoff', async () => {
    expect(session.ctx.app.adapters.WEBHOOK).toMatchObject({ provider: 'webhook', sandbox: false });
    const dispatcher = worker(2);
    received.length = 0;
    statuses.push(500); // the first delivery fails once
    const first = await dispatcher.tick();
    expect(first.retried).toBe(1);
    expect(first.sent).toBe(1);
    const [retried] = await session.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.lastError, 'HTTP 500: ok'));
    expect(retried).toMatchObject({ status: 'PENDING', attempts: 1 });

    // Its retry falls due a millisecond or so later.
    while ((await dispatcher.tick()).sent === 0) await due();
    const rows = await webhookRows();
    // A receiver's 2xx is its receipt: the webhook is delivered.
    expect(rows.every((r) => r.status === 'DELIVERED' && r.sentAt && r.deliveredAt)).toBe(true);

    const last = received.at(-1)!;
    const timestamp = Number(last.headers['x-switchboard-timestamp']);
    // Signed with the receiver's own secret, never with APP_SECRET (file URLs, OTP hashes).
    expect(last.headers['x-switchboard-signature']).toBe(
      signWebhook(WEBHOOK_SECRET, timestamp, last.body),
    );
    expect(last.headers['x-switchboard-signature']).not.toBe(
      signWebhook(session.ctx.config.appSecret, timestamp, last.body),
    );
    expect(last.headers['x-switchboard-event']).toBe('org.onboarded');
    expect(JSON.parse(last.body)).toMatchObject({
      event: 'org.onboarded',
      org: { id: expect.any(Number) },
    });
  });

  it('gives up after the last attempt, with the receiver answer kept', async () => {
    const [org] = await session.ctx.db.select().from(orgs).limit(1);
    const [row] = await session.ctx.db
      .insert(outbox)
      .values({
        channel: 'WEBHOOK',
        recipient: receiverUrl,
        payload: { event: 'org.onboarded' },
        orgId: org!.id,
      })
      .returning();
    statuses.push(503);
    expect(await worker(1).tick()).toMatchObject({ sent: 0, failed: 1 });
    const [failed] = await session.ctx.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(failed!.lastError).toMatch(/HTTP 503.*gave up after 1 tries/);
  });
});

describe('the owner of an onboarded team', () => {
  it('is listed under Users, and their page shows the team', async () => {
    const [owner] = await session.ctx.db
      .insert(users)
      .values({ firstName: 'Imran', lastName: 'Owner', phone: '9988776611', role: 'ORG_USER' })
      .returning();
    const onboarded = await session.su.post('/api/admin/org/onboard', {
      user_id: owner!.id,
      org: { name: 'Imran Opticals' },
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const listed = (await session.su.get('/api/users/search?text=9988776611')).json().data;
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([owner!.id]);
    const detail = (await session.su.get(`/api/users/${owner!.id}`)).json().data;
    expect(detail.orgs.map((o: { name: string }) => o.name)).toEqual(['Imran Opticals']);
  });
});
