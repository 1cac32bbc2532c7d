import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { payingOrg } from '../../../test/factories';
import { postRazorpayWebhook } from '../../../test/razorpay';

// A gateway payment's drawer lists the gateway's webhook events about it (by the payment id
// inside the signed payload), with what each came to; a bank payment has none.
const SECRET = 'drawer-webhook-secret-0123456789';
const session = useTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET });
let ctx: TestContext;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ctx = session.ctx;
  admin = await ctx.loginAs('ADMIN');
  orgId = await payingOrg(ctx.db);
});

const deliver = (body: unknown, eventId: string) =>
  postRazorpayWebhook(ctx.app, JSON.stringify(body), SECRET, eventId);

const event = (name: string, paymentId: string, amount: number, at: number) => ({
  event: name,
  created_at: at,
  payload: {
    order: { entity: { id: `order_${paymentId}`, notes: { org_id: orgId } } },
    payment: { entity: { id: paymentId, amount } },
  },
});

async function paymentOfRef(ref: string): Promise<number> {
  const list = (await admin.get(`/api/orders/payments?org_id=${orgId}&page_size=100`)).json().data;
  const row = list.rows.find((r: { payment_ref: string | null }) => r.payment_ref === ref);
  expect(row).toBeDefined();
  return row.id;
}

describe("GET /orders/payments/{id}: the gateway's events", () => {
  it('lists the webhook events of a gateway payment, newest first, with their outcome', async () => {
    const ref = `pay_drawer${Date.now()}`;
    const first = await deliver(event('order.paid', ref, 59_000, 1_700_000_000), 'evt_paid_1');
    expect(first.json().data.status).toBe('payment recorded');
    const other = await deliver(event('payment.captured', ref, 59_000, 1_700_000_005), 'evt_cap');
    expect(other.json().data.status).toBe('ignored');
    // Another payment's event is not this one's.
    await deliver(event('payment.captured', `${ref}x`, 1_000, 1_700_000_009), 'evt_other');

    const id = await paymentOfRef(ref);
    const detail = (await admin.get(`/api/orders/payments/${id}`)).json().data;
    expect(detail.gateway_events).toEqual([
      expect.objectContaining({
        event_id: 'evt_cap',
        event: 'payment.captured',
        outcome: 'ignored',
        flagged: false,
      }),
      expect.objectContaining({
        event_id: 'evt_paid_1',
        event: 'order.paid',
        outcome: 'payment recorded',
        flagged: false,
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('shows a replayed delivery once, and a flagged one as flagged', async () => {
    const ref = `pay_replay${Date.now()}`;
    const paid = event('order.paid', ref, 42_000, 1_700_000_100);
    await deliver(paid, 'evt_a');
    expect((await deliver(paid, 'evt_b')).json().data.status).toBe('duplicate event');
    // The same payment id for another amount: kept, flagged, not acted on.
    const wrong = await deliver(event('order.paid', ref, 99_000, 1_700_000_200), 'evt_wrong');
    expect(wrong.json().data.status).toMatch(/^flagged/);

    const detail = (await admin.get(`/api/orders/payments/${await paymentOfRef(ref)}`)).json().data;
    expect(detail.gateway_events.map((e: { event_id: string }) => e.event_id)).toEqual([
      'evt_wrong',
      'evt_a',
    ]);
    expect(detail.gateway_events[0].flagged).toBe(true);
  });

  it('has no gateway events for a bank payment', async () => {
    const recorded = await session.su.post('/api/payments/bank-payment', {
      org_id: orgId,
      amount: 11_800,
      payment_ref: `UTR${Date.now()}`,
    });
    const id = recorded.json().data.payment.id;
    expect((await admin.get(`/api/orders/payments/${id}`)).json().data.gateway_events).toEqual([]);
  });
});
