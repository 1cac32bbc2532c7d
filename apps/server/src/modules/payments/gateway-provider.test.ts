import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/auth';
import { mandates, payments } from '../../db/schema/payments';
import { orgs } from '../../db/schema/teams';
import { razorpay } from '../../platform/providers/adapters/razorpay';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { ProviderError } from '../../platform/providers/provider-error';
import { useTestApp } from '../../test/app';
import { payingOrg } from '../../test/factories';
import { fixtureJson } from '../../test/provider-fixtures';
import { signBody } from './webhook/signature';
import { WEBHOOK_PATH } from './webhook/routes';
import { RAZORPAY_KEY, startRazorpay } from '../../test/fake-providers/providers';

// Razorpay through its official SDK, against a local stand-in for its API: payment links are
// the gateway's own (staff see its page), a refund of money the gateway took goes back through
// it once, and its refusals reach staff in its words.

let fake: Awaited<ReturnType<typeof startRazorpay>>;
beforeAll(async () => {
  fake = await startRazorpay();
});
afterAll(() => fake.close());
const WEBHOOK_SECRET = 'gateway-webhook-secret-0123456789';
const app = useTestApp(() => ({
  PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_KEY_ID: RAZORPAY_KEY.id,
  RAZORPAY_KEY_SECRET: RAZORPAY_KEY.secret,
  RAZORPAY_BASE_URL: fake.url,
}));
const deliver = () =>
  createDeliveryWorker({ db: app.ctx.db, adapters: app.ctx.app.adapters, baseDelayMs: 1 }).tick();

describe('payment links at Razorpay', () => {
  it('creates the link at the gateway and shows its page, sent to the org by our short link', async () => {
    const orgId = await payingOrg(app.ctx.db);
    const response = await app.su.post('/api/payment-links', {
      org_id: orgId,
      amount: 118_000,
      description: 'Annual plan renewal',
    });
    expect(response.statusCode).toBe(200);
    const link = response.json().data;
    expect(link.link_id).toMatch(/^plink_/);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/payment_links');
    expect(sent.json).toMatchObject({
      amount: 118_000,
      currency: 'INR',
      description: 'Annual plan renewal',
      notify: { sms: false, email: false },
      notes: { org_id: String(orgId) },
    });
    // The short link staff and the customer get leads to the gateway's own page.
    const short = await app.ctx.app.inject({
      method: 'GET',
      url: new URL(link.short_url).pathname,
    });
    expect(short.headers.location).toMatch(/^https:\/\/rzp\.io\/rzp\//);
  });

  it("answers 502 with the gateway's reason when it refuses, and records nothing", async () => {
    const orgId = await payingOrg(app.ctx.db);
    fake.next.push({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'customer contact is invalid' } },
    });
    const response = await app.su.post('/api/payment-links', {
      org_id: orgId,
      amount: 5_000,
      description: 'Top-up',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'GATEWAY_ERROR',
      message:
        'The payment gateway did not create the link: HTTP 400: BAD_REQUEST_ERROR: customer contact is invalid',
    });
    expect(await app.ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId))).toHaveLength(0);
  });
});

describe('refunds at Razorpay', () => {
  it('sends a refund of a gateway payment once, after it committed; a bank payment stays here', async () => {
    const orgId = await payingOrg(app.ctx.db);
    const [paid] = await app.ctx.db
      .insert(payments)
      .values({
        orgId,
        paymentType: 'PAYMENT_LINK',
        amount: 50_000,
        paymentRef: 'pay_Gw7Refund0001',
      })
      .returning();
    const refund = await app.su.delete(
      '/api/payments/bank-payment',
      { payment_id: paid!.id, amount: 20_000, reason: 'Plan downgraded' },
      { 'idempotency-key': 'gateway-refund-1' },
    );
    expect(refund.statusCode).toBe(200);
    const [queued] = await app.ctx.db.select().from(outbox).where(eq(outbox.channel, 'PAYMENTS'));
    expect(queued).toMatchObject({ status: 'PENDING', recipient: 'pay_Gw7Refund0001' });
    await deliver();
    expect(fake.refunds).toEqual([
      expect.objectContaining({
        payment_id: 'pay_Gw7Refund0001',
        amount: 20_000,
        receipt: expect.stringMatching(/^switchboard-refund-\d+$/),
      }),
    ]);
    const [done] = await app.ctx.db.select().from(outbox).where(eq(outbox.id, queued!.id));
    expect(done).toMatchObject({
      status: 'DELIVERED',
      provider: 'razorpay',
      providerRef: fake.refunds[0]!.id,
    });
  });

  it('a try after a crash finds the refund it made instead of making a second', async () => {
    const { adapter } = razorpay({
      keyId: RAZORPAY_KEY.id,
      keySecret: RAZORPAY_KEY.secret,
      baseUrl: fake.url,
      timeoutMs: 2000,
    });
    const message = {
      id: 9001,
      channel: 'PAYMENTS' as const,
      recipient: 'pay_Crash0001',
      payload: { action: 'refund', payment_id: 'pay_Crash0001', amount: 1_000, refund_id: 77 },
      attempts: 0,
    };
    expect(await adapter.deliver(message)).toMatchObject({ status: 'sent' });
    // The worker died before writing the outcome: the lease ran out and it tries again.
    expect(await adapter.deliver({ ...message, attempts: 1 })).toMatchObject({
      status: 'sent',
      answer: expect.stringMatching(/^already refunded/),
    });
    expect(fake.refunds.filter((r) => r.payment_id === 'pay_Crash0001')).toHaveLength(1);
  });

  it('reads auth failure, refusal, 5xx, timeout and rate limit as the other adapters do', async () => {
    const make = (secret = RAZORPAY_KEY.secret, timeoutMs = 2000) =>
      razorpay({ keyId: RAZORPAY_KEY.id, keySecret: secret, baseUrl: fake.url, timeoutMs }).adapter;
    const message = {
      id: 9100,
      channel: 'PAYMENTS' as const,
      recipient: 'pay_X',
      payload: { action: 'refund', payment_id: 'pay_X', amount: 100, refund_id: 1 },
      attempts: 0,
    };
    expect(await make('wrong-secret').deliver(message)).toMatchObject({
      status: 'failed',
      httpStatus: 401,
    });
    fake.next.push({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The refund amount provided is greater than amount captured',
        },
      },
    });
    expect(await make().deliver(message)).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/greater than amount captured/),
    });
    fake.next.push({
      status: 502,
      body: { error: { code: 'SERVER_ERROR', description: 'gateway down' } },
    });
    expect(await make().deliver(message)).toMatchObject({ status: 'retry', httpStatus: 502 });
    fake.next.push({ status: 200, hang: true });
    expect(await make('x', 300).deliver(message)).toMatchObject({
      status: 'retry',
      reason: expect.stringMatching(/^no answer/),
    });
    fake.next.push({
      status: 429,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } },
    });
    expect(await make().deliver(message)).toMatchObject({ status: 'retry', rateLimited: true });
    await expect(
      razorpay({
        keyId: RAZORPAY_KEY.id,
        keySecret: 'wrong',
        baseUrl: fake.url,
        timeoutMs: 2000,
      }).gateway.createPaymentLink({
        amount: 100,
        description: 'x',
        customer: { name: 'A', email: null, contact: null },
        expireBy: new Date(Date.now() + 86_400_000),
        reference: 'r-1',
        orgId: 1,
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('e-mandates at Razorpay', () => {
  let events = 0;
  const webhook = (body: unknown) => {
    const raw = JSON.stringify(body);
    return app.ctx.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signBody(raw, WEBHOOK_SECRET),
        'x-razorpay-event-id': `evt_mandate_${(events += 1)}`,
      },
      payload: raw,
    });
  };

  it('registers at Razorpay, follows its token, and stops it there when staff cancel', async () => {
    const orgId = await payingOrg(app.ctx.db);
    const created = await app.su.post('/api/admin/mandate/create-registration-link', {
      org_id: orgId,
      max_amount: 250_000,
      frequency: 'monthly',
    });
    expect(created.statusCode).toBe(200);
    const mandate = created.json().data;
    expect(mandate.mandate_id).toMatch(/^inv_/);
    const [owner] = await app.ctx.db
      .select({ phone: users.phone })
      .from(users)
      .innerJoin(orgs, eq(orgs.ownerId, users.id))
      .where(eq(orgs.id, orgId));
    expect(fake.requests.at(-1)!.json).toMatchObject({
      customer: { contact: owner!.phone, email: expect.stringContaining('@') },
      type: 'link',
      amount: 0,
      subscription_registration: { method: 'emandate', max_amount: 250_000 },
      email_notify: false,
      sms_notify: false,
    });
    const short = await app.ctx.app.inject({
      method: 'GET',
      url: new URL(mandate.registration_link).pathname,
    });
    expect(short.headers.location).toMatch(/^https:\/\/rzp\.io\/i\//);

    // The customer authorises: the payment names the link and the token it made.
    const token = `token_${mandate.mandate_id.slice(4)}`;
    const authorised = await webhook({
      event: 'payment.authorized',
      payload: {
        payment: {
          entity: {
            id: 'pay_Auth0001',
            amount: 0,
            invoice_id: mandate.mandate_id,
            token_id: token,
          },
        },
      },
    });
    expect(authorised.json().data.status).toBe('mandate token noted');
    const confirmed = await webhook({
      event: 'token.confirmed',
      created_at: Math.floor(Date.now() / 1000),
      payload: { token: { entity: { id: token } } },
    });
    expect(confirmed.json().data.status).toBe('mandate active');
    const [active] = await app.ctx.db
      .select()
      .from(mandates)
      .where(eq(mandates.mandateId, mandate.mandate_id));
    expect(active).toMatchObject({ status: 'active', gatewayTokenId: token });

    const cancelled = await app.su.post(`/api/admin/mandate/${orgId}/${mandate.mandate_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    expect(fake.deletedTokens).toEqual([token]);
  });

  it('cancels a registration link nobody authorised yet', async () => {
    const orgId = await payingOrg(app.ctx.db);
    const mandate = (
      await app.su.post('/api/admin/mandate/create-registration-link', {
        org_id: orgId,
        max_amount: 100_000,
        frequency: 'monthly',
      })
    ).json().data;
    const cancelled = await app.su.post(`/api/admin/mandate/${orgId}/${mandate.mandate_id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliver();
    expect(fake.registrations.get(mandate.mandate_id)).toBe('cancelled');
  });

  it("takes Razorpay's documented registration link request, and refuses it without the customer's contact", async () => {
    const auth = `Basic ${Buffer.from(`${RAZORPAY_KEY.id}:${RAZORPAY_KEY.secret}`).toString('base64')}`;
    const post = (body: unknown) =>
      fetch(`${fake.url}/v1/subscription_registration/auth_links`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const documented = fixtureJson<{ customer: Record<string, string> }>(
      'razorpay',
      'registration-link-request.json',
    );
    expect((await post(documented)).status).toBe(200);
    const { contact: _contact, ...withoutContact } = documented.customer;
    const refused = await post({ ...documented, customer: withoutContact });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The customer.contact field is required.',
      },
    });
  });
});
