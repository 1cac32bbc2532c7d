import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeAnswer, HttpFake } from '../../../test/fake-providers/http-fake';
import { fixtureJson } from '../../../test/provider-fixtures';
import {
  MSG91_KEY,
  SWITCH_KEY,
  WHATSAPP_TOKEN,
  startFcm,
  startMsg91,
  startSmtp,
  startSwitch,
  startWhatsApp,
} from '../../../test/fake-providers/providers';
import type { Adapter, OutboxMessage } from '../delivery/types';
import { fcmAdapter } from './fcm-push';
import { msg91Adapter } from './msg91-sms';
import { smtpAdapter } from './smtp-email';
import { switchAdapter } from './switch-http';
import { whatsAppCloudAdapter } from './whatsapp-cloud';

// Each adapter against a local server speaking its provider's API: what it sends, and how it
// reads success, bad credentials, a refusal (final), a 5xx and a timeout (retried), and a
// rate limit (backs off).

const timeoutMs = 400;
let id = 1000;
const message = (
  channel: OutboxMessage['channel'],
  recipient: string,
  payload: Record<string, unknown>,
): OutboxMessage => ({
  id: (id += 1),
  channel,
  recipient,
  payload,
  attempts: 0,
});

type Case = {
  name: string;
  fake: () => Promise<HttpFake>;
  adapter: (url: string, good: boolean) => Adapter;
  message: () => OutboxMessage;
  /** What the provider received for a successful send. */
  sent: (request: HttpFake['requests'][number], m: OutboxMessage) => void;
  refusal: FakeAnswer;
  refusalReason: RegExp;
  rateLimit: FakeAnswer;
};

const cases: Case[] = [
  {
    name: 'MSG91 SMS',
    fake: startMsg91,
    adapter: (url, good) =>
      msg91Adapter({
        flowBaseUrl: url,
        sendSmsBaseUrl: url,
        authKey: good ? MSG91_KEY : 'wrong-key-123',
        senderId: 'SWBRDX',
        templates: { org_invite: 'tmpl_invite_1' },
        timeoutMs,
      }),
    message: () =>
      message('SMS', '+91 98450 12345', {
        template: 'org_invite',
        vars: { first_name: 'Asha', org_name: 'Kaveri Traders' },
        text: 'Hi Asha…',
      }),
    sent: (r) => {
      expect(r.path).toBe('/api/v5/flow');
      expect(r.json).toEqual({
        template_id: 'tmpl_invite_1',
        sender: 'SWBRDX',
        short_url: '0',
        recipients: [{ mobiles: '919845012345', first_name: 'Asha', org_name: 'Kaveri Traders' }],
      });
    },
    refusal: {
      status: 400,
      body: { type: 'error', message: 'Template ID is not approved on DLT' },
    },
    refusalReason: /HTTP 400: Template ID is not approved on DLT/,
    rateLimit: {
      status: 429,
      body: { type: 'error', message: 'Too many requests' },
      headers: { 'retry-after': '7' },
    },
  },
  {
    name: 'switch command API',
    fake: startSwitch,
    adapter: (url, good) =>
      switchAdapter({
        baseUrl: url,
        apiKey: good ? SWITCH_KEY : 'not-the-switch-key-000000000',
        timeoutMs,
      }),
    message: () =>
      message('SWITCH', '8047000001', { action: 'refresh-trunk', number: '8047000001', org_id: 5 }),
    sent: (r, m) => {
      expect(r.path).toBe('/v1/commands');
      expect(r.headers['idempotency-key']).toBe(`switchboard-outbox-${m.id}`);
      expect(r.json).toEqual({ action: 'refresh-trunk', number: '8047000001', org_id: 5 });
    },
    refusal: { status: 422, body: { error: 'number 8047000001 has no trunk' } },
    refusalReason: /HTTP 422: number 8047000001 has no trunk/,
    rateLimit: { status: 429, body: { error: 'slow down' }, headers: { 'retry-after': '7' } },
  },
  {
    name: 'WhatsApp Cloud API',
    fake: startWhatsApp,
    adapter: (url, good) =>
      whatsAppCloudAdapter({
        baseUrl: url,
        token: good ? WHATSAPP_TOKEN : 'wrong',
        phoneNumberId: '1098765',
        timeoutMs,
      }),
    message: () =>
      message('WHATSAPP', '+91 98450 12345', {
        template: 'payment_due',
        language: 'en',
        variables: ['Asha', '₹1,180'],
      }),
    sent: (r) => {
      expect(r.path).toBe('/1098765/messages');
      expect(r.json).toMatchObject({
        messaging_product: 'whatsapp',
        to: '919845012345',
        type: 'template',
        template: {
          name: 'payment_due',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Asha' },
                { type: 'text', text: '₹1,180' },
              ],
            },
          ],
        },
      });
    },
    refusal: {
      status: 400,
      body: { error: { message: 'Template name does not exist in the translation', code: 132001 } },
    },
    refusalReason: /Template name does not exist.*code 132001/,
    // The Cloud API's throughput limit is a 400 with code 130429.
    rateLimit: { status: 400, body: { error: { message: 'Rate limit hit', code: 130429 } } },
  },
];

describe.each(cases)('$name adapter', (c) => {
  let fake: HttpFake;
  let adapter: Adapter;
  beforeAll(async () => {
    fake = await c.fake();
    adapter = c.adapter(fake.url, true);
  });
  afterAll(() => fake.close());

  it('sends the documented request and keeps the provider id', async () => {
    const m = c.message();
    const delivery = await adapter.deliver(m);
    expect(delivery).toMatchObject({ status: 'sent', ref: expect.any(String) });
    c.sent(fake.requests.at(-1)!, m);
  });

  it('fails for good, with the reason, on bad credentials', async () => {
    const delivery = await c.adapter(fake.url, false).deliver(c.message());
    expect(delivery).toMatchObject({ status: 'failed', httpStatus: 401 });
    expect(delivery.status === 'failed' && delivery.reason).toMatch(/^authentication failed/);
  });

  it('fails for good on a validation refusal, with the provider reason', async () => {
    fake.next.push(c.refusal);
    const delivery = await adapter.deliver(c.message());
    expect(delivery.status).toBe('failed');
    expect(delivery.status === 'failed' && delivery.reason).toMatch(c.refusalReason);
  });

  it('retries a 5xx and a timeout', async () => {
    fake.next.push({ status: 503, body: { error: 'maintenance' } });
    expect(await adapter.deliver(c.message())).toMatchObject({ status: 'retry', httpStatus: 503 });
    fake.next.push({ status: 200, hang: true });
    const timedOut = await adapter.deliver(c.message());
    expect(timedOut).toMatchObject({ status: 'retry', reason: `no answer within ${timeoutMs} ms` });
  });

  it('backs off when rate limited', async () => {
    fake.next.push(c.rateLimit);
    const delivery = await adapter.deliver(c.message());
    expect(delivery).toMatchObject({ status: 'retry', rateLimited: true });
    expect(delivery.status === 'retry' && delivery.retryAfterMs).toBeGreaterThan(0);
  });
});

describe('MSG91 SMS adapter, its own rules', () => {
  const msg91 = (baseUrl: string, templates: Record<string, string>, sendSmsBaseUrl = baseUrl) =>
    msg91Adapter({
      flowBaseUrl: baseUrl,
      sendSmsBaseUrl,
      authKey: MSG91_KEY,
      senderId: 'SWBRDX',
      templates,
      timeoutMs,
    });

  it("sends a campaign's filled text on its own DLT template and sender by the Send SMS API, on that API's host", async () => {
    // Two hosts, as MSG91 has them: the Flow API's would answer 404 to a Send SMS request.
    const flowHost = await startMsg91('flow');
    const fake = await startMsg91('send-sms');
    const adapter = msg91(flowHost.url, {}, fake.url);
    const delivery = await adapter.deliver(
      message('SMS', '9845012345', {
        template: 'campaign',
        dlt_template_id: '1207161234567890123',
        sender: 'OFFERS',
        promotional: true,
        text: 'Hi Asha, 20% off this Diwali.',
      }),
    );
    expect(delivery).toMatchObject({ status: 'sent' });
    expect(fake.requests[0]?.path).toBe('/api/v2/sendsms');
    expect(fake.requests[0]?.json).toEqual({
      sender: 'OFFERS',
      route: '1',
      country: '91',
      DLT_TE_ID: '1207161234567890123',
      sms: [{ message: 'Hi Asha, 20% off this Diwali.', to: ['919845012345'] }],
    });
    expect(flowHost.requests).toHaveLength(0);
    await Promise.all([fake.close(), flowHost.close()]);
  });

  it("takes MSG91's documented requests, and refuses a Flow request without its template", async () => {
    const fake = await startMsg91();
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}${path}`, {
        method: 'POST',
        headers: { authkey: MSG91_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const flow = fixtureJson<Record<string, unknown>>('msg91', 'flow.request.json');
    expect((await post('/api/v5/flow', flow)).status).toBe(200);
    expect(
      (await post('/api/v2/sendsms', fixtureJson('msg91', 'sendsms.request.json'))).status,
    ).toBe(200);
    const { template_id: _template, ...withoutTemplate } = flow;
    const refused = await post('/api/v5/flow', withoutTemplate);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ type: 'error', message: 'template_id is required' });
    await fake.close();
  });

  it('refuses a template without a DLT template id, before calling MSG91', async () => {
    const fake = await startMsg91();
    const adapter = msg91(fake.url, {});
    const delivery = await adapter.deliver(
      message('SMS', '9845012345', { template: 'digio_kyc', vars: {} }),
    );
    expect(delivery).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/no DLT template id.*digio_kyc/),
    });
    expect(fake.requests).toHaveLength(0);
    await fake.close();
  });

  it('reads a refusal MSG91 answers with 200 as final', async () => {
    const fake = await startMsg91();
    fake.next.push({ status: 200, body: { type: 'error', message: 'Invalid mobile number' } });
    const adapter = msg91(fake.url, { org_invite: 't' });
    const delivery = await adapter.deliver(
      message('SMS', '12', { template: 'org_invite', vars: {} }),
    );
    expect(delivery).toMatchObject({ status: 'failed', reason: 'refused: Invalid mobile number' });
    await fake.close();
  });
});

describe('FCM push adapter', () => {
  let fake: Awaited<ReturnType<typeof startFcm>>;
  beforeAll(async () => {
    fake = await startFcm();
  });
  afterAll(() => fake.close());
  const adapter = () =>
    fcmAdapter({ serviceAccount: fake.serviceAccount, baseUrl: fake.url, timeoutMs });
  // FCM registration tokens are long (around 160 characters); the fake refuses short ones.
  const DEVICE = `dGVzdC1kZXZpY2U6APA91bH${'x'.repeat(140)}`;
  const push = (token = DEVICE, data: Record<string, unknown> = { user_id: '7' }) =>
    message('PUSH', token, {
      title: 'Hello',
      body: 'Your KYC is approved',
      data,
    });

  it('gets an OAuth token for the service account, then sends the v1 message', async () => {
    expect(await adapter().deliver(push())).toMatchObject({
      status: 'sent',
      ref: expect.stringMatching(/^projects\/sb-test\/messages\//),
    });
    const [token, send] = fake.requests.slice(-2);
    expect(token!.path).toBe('/token');
    expect(send!.path).toBe('/v1/projects/sb-test/messages:send');
    expect(send!.json).toMatchObject({
      message: {
        token: DEVICE,
        notification: { title: 'Hello', body: 'Your KYC is approved' },
        data: { user_id: '7' },
      },
    });
  });

  it('fails for good on a dead token, retries 5xx, a timeout and backs off on 429', async () => {
    const a = adapter();
    // The first send fetches the token; the scripted answers below are for sends.
    expect(await a.deliver(push())).toMatchObject({ status: 'sent' });
    // FCM's own answer for a token no longer registered (fixtures/fcm): gone for good.
    const gone = `${DEVICE}-uninstalled`;
    fake.unregistered.add(gone);
    expect(await a.deliver(push(gone))).toEqual({
      status: 'failed',
      reason: 'HTTP 404: UNREGISTERED: Requested entity was not found.',
      httpStatus: 404,
      recipientGone: true,
    });
    // A malformed token and a data value that is not a string: refused, the device kept.
    expect(await a.deliver(push('not a token'))).toMatchObject({
      status: 'failed',
      reason:
        'HTTP 400: INVALID_ARGUMENT: The registration token is not a valid FCM registration token',
    });
    const refused = await a.deliver(push(DEVICE, { count: 12 }));
    expect(refused).toMatchObject({
      status: 'failed',
      reason:
        "HTTP 400: INVALID_ARGUMENT: Invalid value at 'message.data[0].value' (TYPE_STRING), 12",
    });
    expect(refused).not.toHaveProperty('recipientGone');
    fake.next.push({ status: 500, body: { error: { code: 500, status: 'INTERNAL' } } });
    expect(await a.deliver(push())).toMatchObject({ status: 'retry', httpStatus: 500 });
    fake.next.push({ status: 200, hang: true });
    expect(await a.deliver(push())).toMatchObject({ status: 'retry' });
    fake.next.push({
      status: 429,
      body: {
        error: {
          code: 429,
          status: 'RESOURCE_EXHAUSTED',
          details: [{ errorCode: 'QUOTA_EXCEEDED' }],
        },
      },
      headers: { 'retry-after': '30' },
    });
    expect(await a.deliver(push())).toMatchObject({
      status: 'retry',
      rateLimited: true,
      retryAfterMs: 30_000,
    });
  });

  it('fails for good when the token endpoint refuses the key', async () => {
    const a = adapter();
    fake.next.push({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
    });
    expect(await a.deliver(push())).toMatchObject({
      status: 'failed',
      reason: 'authentication failed: invalid_grant: Invalid JWT Signature.',
    });
  });
});

describe('SMTP email adapter', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  const email = () =>
    message('EMAIL', 'owner@kaveri.in', {
      subject: 'Reminder: call back',
      text: 'Call Asha back.',
    });

  it('sends with the message id as its idempotency key', async () => {
    const adapter = smtpAdapter({
      url: smtp.url(),
      from: 'Switchboard <no-reply@switchboard.in>',
      timeoutMs: 2000,
    });
    const m = email();
    expect(await adapter.deliver(m)).toMatchObject({
      status: 'sent',
      ref: `<switchboard-outbox-${m.id}@switchboard.in>`,
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['owner@kaveri.in']);
    expect(mail.raw).toContain('Subject: Reminder: call back');
    expect(mail.raw).toContain(`Message-ID: <switchboard-outbox-${m.id}@switchboard.in>`);
    await adapter.close?.();
  });

  it('fails for good on bad credentials and a 5xx refusal; retries a 4xx deferral and no server', async () => {
    const bad = smtpAdapter({
      url: smtp.url('mailer', 'wrong'),
      from: 'x <a@b.in>',
      timeoutMs: 2000,
    });
    expect(await bad.deliver(email())).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^authentication failed/),
    });
    const adapter = smtpAdapter({ url: smtp.url(), from: 'x <a@b.in>', timeoutMs: 2000 });
    smtp.failNext.push({ code: 550, message: 'Mailbox unavailable' });
    expect(await adapter.deliver(email())).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/Mailbox unavailable/),
    });
    smtp.failNext.push({ code: 451, message: 'Try again later' });
    expect(await adapter.deliver(email())).toMatchObject({ status: 'retry' });
    smtp.failNext.push({ code: 421, message: 'Too many messages, slow down' });
    expect(await adapter.deliver(email())).toMatchObject({ status: 'retry', rateLimited: true });
    const nowhere = smtpAdapter({
      url: 'smtp://a:b@127.0.0.1:1',
      from: 'x <a@b.in>',
      timeoutMs: 500,
    });
    expect(await nowhere.deliver(email())).toMatchObject({ status: 'retry' });
    await adapter.close?.();
  });
});
