import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/outbox';
import { signSwitchReport } from '../../platform/providers/adapters/switch-http';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { fixtureWith } from '../../test/provider-fixtures';
import {
  MSG91_KEY,
  SWITCH_KEY,
  startMsg91,
  startSwitch,
} from '../../test/fake-providers/providers';
import type { HttpFake } from '../../test/fake-providers/http-fake';

// The outbox end to end: a module's port records a message, the worker delivers it through the
// configured provider (a local fake) or the sandbox, delivery reports move it on, and staff
// read the tries, retry a failure or cancel it.

const REPORT_TOKEN = 'sms-report-token-0123456789abcdef';
let msg91: HttpFake;
let switchFake: Awaited<ReturnType<typeof startSwitch>>;
beforeAll(async () => {
  msg91 = await startMsg91();
  switchFake = await startSwitch();
});
afterAll(async () => {
  await msg91.close();
  await switchFake.close();
});
const app = useTestApp(() => ({
  MSG91_AUTH_KEY: MSG91_KEY,
  MSG91_SENDER_ID: 'SWBRDX',
  MSG91_BASE_URL: msg91.url,
  MSG91_SEND_SMS_BASE_URL: msg91.url,
  SMS_TEMPLATES: JSON.stringify({ org_invite: 'tmpl_invite' }),
  SMS_REPORT_TOKEN: REPORT_TOKEN,
  SWITCH_API_URL: switchFake.url,
  SWITCH_API_KEY: SWITCH_KEY,
}));
const worker = (options: { maxAttempts?: number; rate?: number } = {}) =>
  createDeliveryWorker({
    db: app.ctx.db,
    adapters: app.ctx.app.adapters,
    baseDelayMs: 1,
    maxAttempts: options.maxAttempts ?? 3,
    ...(options.rate ? { ratePerSecond: { SMS: options.rate } } : {}),
  });
const row = async (id: number) =>
  (await app.ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const invite = async (orgId: number, phone: string) => {
  const response = await app.su.post('/api/admin/users/invite', {
    first_name: 'Ravi',
    last_name: 'Menon',
    phone,
    org_id: orgId,
  });
  expect(response.statusCode).toBe(200);
  const [sms] = (await app.su.get(`/api/outbox?org_id=${orgId}&channel=SMS`)).json().data.rows;
  return sms.id as number;
};
let orgId: number;
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Kaveri Traders' })).id;
});

describe('channel modes', () => {
  it('names the real providers and the sandboxes', async () => {
    const modes = (await app.su.get('/api/outbox/channels')).json().data;
    expect(modes).toEqual(
      expect.arrayContaining([
        { channel: 'SMS', provider: 'msg91', sandbox: false },
        { channel: 'SWITCH', provider: 'switch-http', sandbox: false },
        { channel: 'EMAIL', provider: 'sandbox', sandbox: true },
        { channel: 'PUSH', provider: 'sandbox', sandbox: true },
      ]),
    );
  });
});

describe('delivery', () => {
  it('sends an invite SMS through MSG91, then its delivery report marks it DELIVERED', async () => {
    const id = await invite(orgId, '+91 93300 11111');
    await worker().tick();
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'SENT', provider: 'msg91', attempts: 1 });
    expect(msg91.requests.at(-1)!.json).toMatchObject({
      template_id: 'tmpl_invite',
      recipients: [{ mobiles: '919330011111', first_name: 'Ravi', org_name: 'Kaveri Traders' }],
    });

    const report = {
      requestId: sent.providerRef,
      number: '919330011111',
      status: '1',
      desc: 'DELIVERED',
    };
    const bad = await app.ctx
      .client()
      .post('/api/providers/sms/reports/not-the-token-000000000000', report);
    expect(bad.statusCode).toBe(401);
    const good = await app.ctx.client().post(`/api/providers/sms/reports/${REPORT_TOKEN}`, report);
    expect(good.json().data).toEqual({ applied: 1 });
    expect(await row(id)).toMatchObject({ status: 'DELIVERED' });
    // A repeat of the report changes nothing.
    const again = await app.ctx.client().post(`/api/providers/sms/reports/${REPORT_TOKEN}`, report);
    expect(again.json().data).toEqual({ applied: 0 });

    const detail = (await app.su.get(`/api/outbox/${id}`)).json().data;
    expect(detail.attempts_log.map((a: { outcome: string }) => a.outcome)).toEqual([
      'SENT',
      'REPORT',
    ]);
    expect(detail.attempts_log[1].answer).toBe('DELIVERED');
  });

  it("takes MSG91's own v3 report (JSON), and refuses its v2 form post", async () => {
    const id = await invite(orgId, '+91 93300 77777');
    await worker().tick();
    const sent = await row(id);
    const report = fixtureWith('msg91', 'report-v3.json', {
      '346XXXXXXXXXXXX130': String(sent.providerRef),
    });
    const post = (payload: string, contentType: string) =>
      app.ctx.app.inject({
        method: 'POST',
        url: `/api/providers/sms/reports/${REPORT_TOKEN}`,
        headers: { 'content-type': contentType },
        payload,
      });
    const v2 = await post(
      fixtureWith('msg91', 'report-v2.form', { '346XXXXXXXXXXXX130': String(sent.providerRef) }),
      'application/x-www-form-urlencoded',
    );
    expect(v2.statusCode).toBe(415);
    expect(await row(id)).toMatchObject({ status: 'SENT' });
    const v3 = await post(report, 'application/json');
    expect(v3.json().data).toEqual({ applied: 1 });
    expect(await row(id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('keeps a refused message FAILED with the reason; staff retry it and it goes out', async () => {
    const id = await invite(orgId, '+91 93300 22222');
    msg91.next.push({
      status: 400,
      body: { type: 'error', message: 'Mobile number is on the DND list' },
    });
    await worker().tick();
    expect(await row(id)).toMatchObject({
      status: 'FAILED',
      lastError: 'HTTP 400: Mobile number is on the DND list',
    });
    const admin = await app.ctx.loginAs('ADMIN');
    // Ten at once, as a double click or two staff members would: it goes back to the queue once.
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/outbox/${id}/retry`)),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const retried = raced.find((r) => r.statusCode === 200)!;
    expect(retried.json().data).toMatchObject({
      message: `Message ${id} will be sent again`,
      entry: { status: 'PENDING', attempts: 0 },
    });
    const twice = await admin.post(`/api/outbox/${id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `Only a failed message can be sent again; message ${id} is PENDING`,
    );
    await worker().tick();
    expect(await row(id)).toMatchObject({ status: 'SENT' });
    const audited = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'outbox.retry'));
    expect(audited).toEqual([
      expect.objectContaining({ subjectId: String(id), actorId: admin.userId }),
    ]);
  });

  it('retries a 5xx with backoff until the last try, then FAILED; staff cancel it', async () => {
    const id = await invite(orgId, '+91 93300 33333');
    msg91.next.push({ status: 502, body: {} }, { status: 503, body: {} });
    const w = worker({ maxAttempts: 2 });
    await w.tick();
    const first = await row(id);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    while ((await row(id)).status === 'PENDING') await w.tick();
    expect(await row(id)).toMatchObject({ status: 'FAILED', attempts: 2 });
    const cancelled = await app.su.post(`/api/outbox/${id}/cancel`);
    expect(cancelled.json().data).toMatchObject({
      message: `Message ${id} cancelled`,
      entry: { status: 'CANCELLED' },
    });
    expect(
      cancelled.json().data.entry.attempts_log.map((a: { outcome: string }) => a.outcome),
    ).toEqual(['RETRY', 'FAILED', 'CANCELLED']);
  });

  it('backs off a rate-limited channel without counting the try', async () => {
    const ids = [await invite(orgId, '+91 93300 44444'), await invite(orgId, '+91 93300 55555')];
    msg91.next.push({
      status: 429,
      body: { type: 'error', message: 'Too many' },
      headers: { 'retry-after': '120' },
    });
    const before = msg91.requests.length;
    const w = worker();
    await w.tick();
    // One call met the limit; the rest of the batch waited instead of hammering the gateway.
    expect(msg91.requests.length - before).toBe(1);
    for (const id of ids) {
      const r = await row(id);
      expect(r).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    }
    // The channel stays paused in this worker too.
    await app.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.id, ids[0]!));
    await w.tick();
    expect(msg91.requests.length - before).toBe(1);
    await app.ctx.db.update(outbox).set({ status: 'CANCELLED' }).where(eq(outbox.channel, 'SMS'));
  });

  it('sends at most the channel rate per second', async () => {
    for (let i = 0; i < 5; i += 1) await invite(orgId, `+91 93301 0000${i}`);
    const before = msg91.requests.length;
    await worker({ rate: 2 }).tick();
    expect(msg91.requests.length - before).toBe(2);
    await app.ctx.db.update(outbox).set({ status: 'CANCELLED' }).where(eq(outbox.channel, 'SMS'));
  });

  it('sends a switch request once, and its signed report completes it', async () => {
    const numbered = await insertOrg(app.ctx.db, { name: 'Trunk Co' });
    const ok = await app.su.post('/api/subscription/refresh-trunk', { org_id: numbered.id });
    expect(ok.statusCode).toBe(200);
    await worker().tick();
    const [msg] = (await app.su.get(`/api/outbox?org_id=${numbered.id}`)).json().data.rows;
    expect(switchFake.requests.at(-1)!.json).toMatchObject({
      action: 'refresh-trunk',
      org_id: numbered.id,
    });
    expect(msg).toMatchObject({ channel: 'SWITCH', status: 'SENT', provider: 'switch-http' });
    const body = JSON.stringify({ id: msg.provider_ref, status: 'DONE' });
    const post = (signature: string) =>
      app.ctx.app.inject({
        method: 'POST',
        url: '/api/providers/switch/reports',
        headers: { 'content-type': 'application/json', 'x-switch-signature': signature },
        payload: body,
      });
    expect((await post(signSwitchReport(body, 'another-key-0000000000000000'))).statusCode).toBe(
      401,
    );
    expect((await post(signSwitchReport(body, SWITCH_KEY))).json().data).toEqual({ applied: 1 });
    expect((await app.su.get(`/api/outbox/${msg.id}`)).json().data.status).toBe('DELIVERED');
  });

  it('delivers a channel without a provider in the sandbox, which says so', async () => {
    const [email] = await app.ctx.db
      .insert(outbox)
      .values({
        channel: 'EMAIL',
        recipient: 'owner@kaveri.in',
        payload: { subject: 'Hi', text: 'x' },
      })
      .returning();
    await worker().tick();
    const detail = (await app.su.get(`/api/outbox/${email!.id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'DELIVERED',
      provider: 'sandbox',
      provider_ref: `sandbox-${email!.id}`,
    });
    expect(detail.attempts_log[0].answer).toBe('recorded by the sandbox; not sent');
  });
});
