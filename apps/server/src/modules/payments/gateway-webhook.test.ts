import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayEvents, payments } from '../../db/schema/payments';
import { outbox } from '../../db/schema/outbox';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { auditOf, makeOrg } from './test-fixtures';
import { WEBHOOK_PATH } from './webhook-routes';
import { signBody } from './webhook-signature';

const SECRET = 'test-webhook-secret-0123456789';
let ctx: TestContext;
let su: TestClient;
let orgId: number;
beforeAll(async () => {
  ctx = await createTestContext({ PAYMENT_WEBHOOK_SECRET: SECRET });
  su = await ctx.loginAs('SU');
  orgId = await makeOrg(ctx.db);
});
afterAll(() => ctx.close());

/** Delivers an event the way the gateway does: raw JSON bytes, signed, with an event id. */
function deliver(body: unknown, eventId: string, signature?: string) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? signBody(raw, SECRET),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

const linkPaid = (linkId: string, paymentId: string, amount: number) => ({
  event: 'payment_link.paid',
  payload: { payment_link: { entity: { id: linkId, status: 'paid' } }, payment: { entity: { id: paymentId, amount, currency: 'INR' } } },
});

async function createLink(amount = 150_000) {
  const response = await su.post('/api/payment-links', { org_id: orgId, amount, description: 'Renewal for March' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('payment links', () => {
  it('creates a link, sends it through the outbox, lists it and cancels it once', async () => {
    const link = await createLink();
    expect(link).toMatchObject({ org_id: orgId, amount: 150_000, status: 'created', link_id: expect.stringMatching(/^plink_/) });
    const sent = await ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId));
    expect(sent.some((m) => m.payload.link_id === link.link_id)).toBe(true);
    expect(await auditOf(ctx.db, 'payment_link.create', link.id)).toHaveLength(1);

    const listed = (await su.get(`/api/payment-links?status=created&org_id=${orgId}`)).json().data;
    expect(listed.rows.map((r: { id: number }) => r.id)).toContain(link.id);

    const cancelled = await su.post(`/api/payment-links/${link.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await su.post(`/api/payment-links/${link.id}/expire`)).statusCode).toBe(409);
    expect(await auditOf(ctx.db, 'payment_link.cancel', link.id)).toHaveLength(1);
  });

  it('creates one link for a double-clicked request', async () => {
    const send = () => su.post('/api/payment-links', { org_id: orgId, amount: 5_000, description: 'Top-up' }, { 'idempotency-key': 'link-key-00001' });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().data.id).toBe(b.json().data.id);
  });
});

describe('gateway webhook', () => {
  it('marks a link paid and records the payment with its invoice', async () => {
    const link = await createLink(118_000);
    const response = await deliver(linkPaid(link.link_id, 'pay_GOOD0000000001', 118_000), 'evt_good_1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('payment recorded');
    const shown = (await su.get(`/api/payment-links?org_id=${orgId}&status=paid`)).json().data.rows[0];
    expect(shown).toMatchObject({ id: link.id, status: 'paid', payment_id: expect.any(Number) });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.paymentRef, 'pay_GOOD0000000001'));
    expect(payment).toMatchObject({ amount: 118_000, paymentType: 'PAYMENT_LINK', createdById: null });
    const invoices = (await su.get(`/api/invoices/org/${orgId}`)).json().data.rows;
    expect(invoices.find((i: { payment_id: number }) => i.payment_id === payment?.id)).toMatchObject({ taxable: 100_000, cgst: 9_000, sgst: 9_000 });
    expect(await auditOf(ctx.db, 'payment_link.paid', link.id)).toHaveLength(1);
  });

  it('answers a replay without recording twice, by event id and by gateway payment id', async () => {
    const link = await createLink(20_000);
    const event = linkPaid(link.link_id, 'pay_REPLAY00000001', 20_000);
    expect((await deliver(event, 'evt_replay_1')).json().data.status).toBe('payment recorded');
    expect((await deliver(event, 'evt_replay_1')).json().data.status).toBe('duplicate event');
    expect((await deliver(event, 'evt_replay_2')).json().data.status).toBe('already recorded');
    expect(await ctx.db.select().from(payments).where(eq(payments.paymentRef, 'pay_REPLAY00000001'))).toHaveLength(1);
  });

  it('refuses a bad signature, changes nothing and keeps a trace', async () => {
    const link = await createLink(30_000);
    const event = linkPaid(link.link_id, 'pay_FORGED0000001', 30_000);
    const forged = await deliver(event, 'evt_forged_1', signBody(JSON.stringify(event), 'not-the-secret'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    // A body altered after signing fails too: the HMAC covers the exact bytes.
    const raw = JSON.stringify(event);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signBody(raw, SECRET) },
      payload: raw.replace('30000', '3'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await deliver(event, 'evt_forged_2', 'zz')).statusCode).toBe(400);
    expect(await ctx.db.select().from(payments).where(eq(payments.paymentRef, 'pay_FORGED0000001'))).toHaveLength(0);
    const refused = await ctx.db.select().from(gatewayEvents).where(eq(gatewayEvents.signatureValid, false));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect((await su.get(`/api/payment-links?org_id=${orgId}&status=created`)).json().data.rows.map((r: { id: number }) => r.id)).toContain(link.id);
  });

  it('moves a mandate as the gateway reports it', async () => {
    const created = await su.post('/api/admin/mandate/create-registration-link', { org_id: orgId, max_amount: 500_000, frequency: 'monthly' });
    expect(created.statusCode).toBe(200);
    const mandateId = created.json().data.mandate_id;
    const token = (event: string, extra = {}) => ({ event, payload: { token: { entity: { id: mandateId, ...extra } } } });
    expect((await deliver(token('token.confirmed'), 'evt_tok_1')).json().data.status).toBe('mandate active');
    expect((await su.get(`/api/admin/mandate/${mandateId}`)).json().data.status).toBe('active');
    await deliver(token('token.rejected', { error_description: 'Bank declined' }), 'evt_tok_2');
    expect((await su.get(`/api/admin/mandate/${mandateId}`)).json().data).toMatchObject({ status: 'failed', status_reason: 'Bank declined' });
    expect(await auditOf(ctx.db, 'mandate.failed', mandateId)).toHaveLength(1);
  });
});
