import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayEvents, payments } from '../../../db/schema/payments';
import { outbox } from '../../../db/schema/outbox';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { auditOf, payingOrg, withCatalogue } from '../../../test/factories';
import { WEBHOOK_PATH } from './routes';
import { signBody } from './signature';

const SECRET = 'test-webhook-secret-0123456789';
const session = useTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET });
let ctx: TestContext;
let su: TestClient;
let orgId: number;
beforeAll(async () => {
  ({ ctx, su } = session);
  orgId = await payingOrg(ctx.db);
  // The plans a manual sale is made of (the RAZORPAY sale vs order.paid case).
  await withCatalogue(ctx.db);
});

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
  payload: {
    payment_link: { entity: { id: linkId, status: 'paid' } },
    payment: { entity: { id: paymentId, amount, currency: 'INR' } },
  },
});

let links = 0;
/** A new link each time: an identical request moments later would be the same link again. */
async function createLink(amount = 150_000) {
  links += 1;
  const response = await su.post('/api/payment-links', {
    org_id: orgId,
    amount,
    description: `Renewal for March (${links})`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('payment links', () => {
  it('creates a link, sends it through the outbox, lists it and cancels it once', async () => {
    const link = await createLink();
    expect(link).toMatchObject({
      org_id: orgId,
      amount: 150_000,
      status: 'created',
      link_id: expect.stringMatching(/^plink_/),
    });
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
    const send = () =>
      su.post(
        '/api/payment-links',
        { org_id: orgId, amount: 5_000, description: 'Top-up' },
        { 'idempotency-key': 'link-key-00001' },
      );
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().data.id).toBe(b.json().data.id);
  });
});

describe('gateway webhook', () => {
  it('marks a link paid and records the payment with its invoice', async () => {
    const link = await createLink(118_000);
    const response = await deliver(
      linkPaid(link.link_id, 'pay_GOOD0000000001', 118_000),
      'evt_good_1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('payment recorded');
    const shown = (await su.get(`/api/payment-links?org_id=${orgId}&status=paid`)).json().data
      .rows[0];
    expect(shown).toMatchObject({ id: link.id, status: 'paid', payment_id: expect.any(Number) });
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.paymentRef, 'pay_GOOD0000000001'));
    expect(payment).toMatchObject({
      amount: 118_000,
      paymentType: 'PAYMENT_LINK',
      createdById: null,
    });
    const invoices = (await su.get(`/api/invoices/org/${orgId}`)).json().data.rows;
    expect(
      invoices.find((i: { payment_id: number }) => i.payment_id === payment?.id),
    ).toMatchObject({ taxable: 100_000, cgst: 9_000, sgst: 9_000 });
    expect(await auditOf(ctx.db, 'payment_link.paid', link.id)).toHaveLength(1);
  });

  it('answers a replay without recording twice, by event id and by gateway payment id', async () => {
    const link = await createLink(20_000);
    const event = linkPaid(link.link_id, 'pay_REPLAY00000001', 20_000);
    expect((await deliver(event, 'evt_replay_1')).json().data.status).toBe('payment recorded');
    expect((await deliver(event, 'evt_replay_1')).json().data.status).toBe('duplicate event');
    // The same body under a new event id is the same delivery: the header is not signed.
    expect((await deliver(event, 'evt_replay_2')).json().data.status).toBe('duplicate event');
    // Another delivery (another signed body) for the same gateway payment id.
    const resent = { ...event, created_at: 1_800_000_000 };
    expect((await deliver(resent, 'evt_replay_3')).json().data.status).toBe('already recorded');
    expect(
      await ctx.db.select().from(payments).where(eq(payments.paymentRef, 'pay_REPLAY00000001')),
    ).toHaveLength(1);
  });

  it('refuses a bad signature with 401 and writes nothing', async () => {
    const link = await createLink(30_000);
    const event = linkPaid(link.link_id, 'pay_FORGED0000001', 30_000);
    const forged = await deliver(
      event,
      'evt_forged_1',
      signBody(JSON.stringify(event), 'not-the-secret'),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid webhook signature');
    // A body altered after signing fails too: the HMAC covers the exact bytes.
    const raw = JSON.stringify(event);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signBody(raw, SECRET),
      },
      payload: raw.replace('30000', '3'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await deliver(event, 'evt_forged_2', 'zz')).statusCode).toBe(401);
    expect(
      await ctx.db.select().from(payments).where(eq(payments.paymentRef, 'pay_FORGED0000001')),
    ).toHaveLength(0);
    // An unauthenticated caller cannot fill the table: nothing is kept of a refused call.
    const refused = await ctx.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.signatureValid, false));
    expect(refused).toEqual([]);
    expect(
      (await su.get(`/api/payment-links?org_id=${orgId}&status=created`))
        .json()
        .data.rows.map((r: { id: number }) => r.id),
    ).toContain(link.id);
  });

  it('does not take a payment of another amount, or one for a cancelled or expired link: the event is kept and flagged', async () => {
    const flaggedEvent = async (eventId: string) =>
      (await ctx.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, eventId)))[0];
    const short = await createLink(50_000);
    const underpaid = await deliver(
      linkPaid(short.link_id, 'pay_SHORT00000001', 49_999),
      'evt_short_1',
    );
    expect(underpaid.statusCode).toBe(200);
    expect(underpaid.json().data.status).toBe('flagged: 49999 paise paid, the link asks for 50000');
    expect(await flaggedEvent('evt_short_1')).toMatchObject({
      flagged: true,
      event: 'payment_link.paid',
    });

    const cancelled = await createLink(20_000);
    await su.post(`/api/payment-links/${cancelled.id}/cancel`);
    const late = await deliver(
      linkPaid(cancelled.link_id, 'pay_LATE000000001', 20_000),
      'evt_late_1',
    );
    expect(late.json().data.status).toBe('flagged: the link is cancelled');
    const expired = await createLink(20_000);
    await su.post(`/api/payment-links/${expired.id}/expire`);
    expect(
      (await deliver(linkPaid(expired.link_id, 'pay_LATE000000002', 20_000), 'evt_late_2')).json()
        .data.status,
    ).toBe('flagged: the link is expired');

    // No payment, no invoice, the links keep their status, and staff find the flag on the link.
    for (const ref of ['pay_SHORT00000001', 'pay_LATE000000001', 'pay_LATE000000002']) {
      expect(await ctx.db.select().from(payments).where(eq(payments.paymentRef, ref))).toEqual([]);
    }
    const status = async (id: number) =>
      (await su.get(`/api/payment-links?org_id=${orgId}&page_size=100`))
        .json()
        .data.rows.find((r: { id: number }) => r.id === id).status;
    expect([await status(short.id), await status(cancelled.id), await status(expired.id)]).toEqual([
      'created',
      'cancelled',
      'expired',
    ]);
    expect((await auditOf(ctx.db, 'payment_link.flagged', cancelled.id))[0]?.summary).toMatchObject(
      { payment_ref: 'pay_LATE000000001', reason: 'the link is cancelled' },
    );
    // The right amount still settles the open link.
    expect(
      (await deliver(linkPaid(short.link_id, 'pay_SHORT00000002', 50_000), 'evt_short_2')).json()
        .data.status,
    ).toBe('payment recorded');
    expect(await status(short.id)).toBe('paid');
  });

  it('records a gateway payment id once, whether the manual RAZORPAY sale or order.paid comes first', async () => {
    const sale = (paymentId: string) => ({
      org_id: orgId,
      plan: 1022,
      variant: 10221,
      order_type: 'RENEW',
      payment_type: 'RAZORPAY',
      payment_id: paymentId,
      amount: 349_900,
    });
    const orderPaid = (paymentId: string) => ({
      event: 'order.paid',
      payload: {
        order: { entity: { id: `order_${paymentId}`, notes: { org_id: orgId } } },
        payment: { entity: { id: paymentId, amount: 349_900 } },
      },
    });
    const recorded = async (paymentId: string) => {
      const rows = await ctx.db.select().from(payments).where(eq(payments.paymentRef, paymentId));
      const bills = (await su.get(`/api/invoices/org/${orgId}?page_size=100`))
        .json()
        .data.rows.filter((i: { payment_id: number }) => rows.some((r) => r.id === i.payment_id));
      return { rows, invoices: bills.length };
    };

    // The sale first, then the gateway reports the same payment.
    const created = await su.post('/api/subscription', sale('pay_SALEFIRST00001'));
    expect(created.statusCode).toBe(200);
    expect((await deliver(orderPaid('pay_SALEFIRST00001'), 'evt_order_1')).json().data.status).toBe(
      'already recorded',
    );
    const saleFirst = await recorded('pay_SALEFIRST00001');
    expect(saleFirst.rows).toHaveLength(1);
    expect(saleFirst.rows[0]).toMatchObject({
      subscriptionId: created.json().data.subscription.id,
    });
    expect(saleFirst.invoices).toBe(1);

    // The gateway first, then staff create the plan with that payment id: it pays for the plan.
    expect((await deliver(orderPaid('pay_HOOKFIRST00001'), 'evt_order_2')).json().data.status).toBe(
      'payment recorded',
    );
    const later = await su.post('/api/subscription', sale('pay_HOOKFIRST00001'));
    expect(later.statusCode).toBe(200);
    const hookFirst = await recorded('pay_HOOKFIRST00001');
    expect(hookFirst.rows).toHaveLength(1);
    expect(hookFirst.rows[0]).toMatchObject({ subscriptionId: later.json().data.subscription.id });
    expect(hookFirst.invoices).toBe(1);
    expect(await auditOf(ctx.db, 'payment.link', hookFirst.rows[0]!.id)).toHaveLength(1);

    // The gateway's report of that id for another amount is flagged, not recorded.
    const other = {
      ...orderPaid('pay_HOOKFIRST00001'),
      payload: {
        ...orderPaid('pay_HOOKFIRST00001').payload,
        payment: { entity: { id: 'pay_HOOKFIRST00001', amount: 1 } },
      },
    };
    expect((await deliver(other, 'evt_order_3')).json().data.status).toMatch(
      /^flagged: payment pay_HOOKFIRST00001 is already recorded/,
    );
  });

  it('moves a mandate as the gateway reports it', async () => {
    const created = await su.post('/api/admin/mandate/create-registration-link', {
      org_id: orgId,
      max_amount: 500_000,
      frequency: 'monthly',
    });
    expect(created.statusCode).toBe(200);
    const mandateId = created.json().data.mandate_id;
    const token = (event: string, extra = {}) => ({
      event,
      payload: { token: { entity: { id: mandateId, ...extra } } },
    });
    expect((await deliver(token('token.confirmed'), 'evt_tok_1')).json().data.status).toBe(
      'mandate active',
    );
    expect((await su.get(`/api/admin/mandate/${mandateId}`)).json().data.status).toBe('active');
    await deliver(token('token.rejected', { error_description: 'Bank declined' }), 'evt_tok_2');
    expect((await su.get(`/api/admin/mandate/${mandateId}`)).json().data).toMatchObject({
      status: 'failed',
      status_reason: 'Bank declined',
    });
    expect(await auditOf(ctx.db, 'mandate.failed', mandateId)).toHaveLength(1);
  });
});
