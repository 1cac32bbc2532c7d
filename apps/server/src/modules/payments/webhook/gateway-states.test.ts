import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayEvents, payments } from '../../../db/schema/payments';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { auditOf, payingOrg } from '../../../test/factories';
import { WEBHOOK_PATH } from './routes';
import { signBody } from './signature';

// The gateway's events move a mandate as a state machine: a final state (cancelled, failed,
// expired) never reopens, an event older than the last one applied changes nothing, and a
// delivery is deduplicated by what the signature covers (its body), not by a header. A
// refunded payment stays refunded whatever the gateway reports about it again.
const SECRET = 'test-webhook-secret-mandates';
const session = useTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET });
let ctx: TestContext;
let su: TestClient;
let orgId: number;
beforeAll(async () => {
  ({ ctx, su } = session);
  orgId = await payingOrg(ctx.db);
});

function deliver(body: unknown, eventId: string, signature?: string | null) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature ?? signBody(raw, SECRET) }),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

async function newMandate(): Promise<string> {
  const created = await su.post('/api/admin/mandate/create-registration-link', {
    org_id: orgId,
    max_amount: 500_000,
    frequency: 'monthly',
    description: `Autopay ${Math.random()}`,
  });
  expect(created.statusCode).toBe(200);
  return created.json().data.mandate_id;
}

/** A token event as Razorpay signs it: `created_at` (unix seconds) is part of the signed body. */
const token = (mandateId: string, event: string, createdAt: number) => ({
  entity: 'event',
  event,
  created_at: createdAt,
  payload: { token: { entity: { id: mandateId } } },
});

const statusOf = async (mandateId: string) =>
  (await su.get(`/api/admin/mandate/${mandateId}`)).json().data.status;
const eventRows = async () => (await ctx.db.select({ n: count() }).from(gatewayEvents))[0]!.n;

describe('mandate events', () => {
  it('keeps a cancelled mandate cancelled when an earlier token.confirmed is replayed', async () => {
    const mandateId = await newMandate();
    const confirmed = token(mandateId, 'token.confirmed', 1_800_000_100);
    expect((await deliver(confirmed, 'evt_c1')).json().data.status).toBe('mandate active');
    expect((await su.post(`/api/admin/mandate/${orgId}/${mandateId}/cancel`)).statusCode).toBe(200);
    // The same signed delivery under a new event id, and a later confirmation: both refused.
    expect((await deliver(confirmed, 'evt_c1_again')).json().data.status).toBe('duplicate event');
    const later = token(mandateId, 'token.confirmed', 1_900_000_000);
    expect((await deliver(later, 'evt_c2')).json().data.status).toBe(
      'ignored: the mandate is cancelled',
    );
    expect(await statusOf(mandateId)).toBe('cancelled');
    expect(await auditOf(ctx.db, 'mandate.active', mandateId)).toHaveLength(1);
  });

  it('ignores an event older than the last one applied', async () => {
    const mandateId = await newMandate();
    await deliver(token(mandateId, 'token.confirmed', 1_800_000_100), 'evt_o1');
    await deliver(token(mandateId, 'token.paused', 1_800_000_300), 'evt_o2');
    expect(await statusOf(mandateId)).toBe('paused');
    const late = await deliver(token(mandateId, 'token.resumed', 1_800_000_200), 'evt_o3');
    expect(late.json().data.status).toBe('ignored: older than the last change');
    expect(await statusOf(mandateId)).toBe('paused');
    // A pending that arrives after the confirmation never takes the mandate back.
    const pending = await deliver(token(mandateId, 'token.pending', 1_800_000_400), 'evt_o4');
    expect(pending.json().data.status).toBe('ignored: a paused mandate does not become pending');
    expect(
      (await deliver(token(mandateId, 'token.resumed', 1_800_000_500), 'evt_o5')).json().data
        .status,
    ).toBe('mandate active');
    expect(await statusOf(mandateId)).toBe('active');
  });

  it('changes nothing for a duplicate delivery under another x-razorpay-event-id', async () => {
    const mandateId = await newMandate();
    const confirmed = token(mandateId, 'token.confirmed', 1_800_000_600);
    expect((await deliver(confirmed, 'evt_d1')).json().data.status).toBe('mandate active');
    const rows = await eventRows();
    for (const id of ['evt_d2', 'evt_d3', 'evt_d1']) {
      expect((await deliver(confirmed, id)).json().data.status).toBe('duplicate event');
    }
    expect(await eventRows()).toBe(rows);
    expect(await auditOf(ctx.db, 'mandate.active', mandateId)).toHaveLength(1);
  });
});

describe('payment events', () => {
  it('leaves a refunded payment refunded when the gateway reports it paid again', async () => {
    const link = (
      await su.post('/api/payment-links', {
        org_id: orgId,
        amount: 40_000,
        description: 'Refund me',
      })
    ).json().data;
    const paid = (createdAt: number) => ({
      event: 'payment_link.paid',
      created_at: createdAt,
      payload: {
        payment_link: { entity: { id: link.link_id } },
        payment: { entity: { id: 'pay_REFUNDED00001', amount: 40_000 } },
      },
    });
    expect((await deliver(paid(1_800_000_800), 'evt_p1')).json().data.status).toBe(
      'payment recorded',
    );
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.paymentRef, 'pay_REFUNDED00001'));
    const refund = await su.delete('/api/payments/bank-payment', {
      payment_id: payment!.id,
      amount: 40_000,
      reason: 'Paid twice',
    });
    expect(refund.json().data.payment.status).toBe('REFUNDED');
    for (const [at, id] of [
      [1_800_000_800, 'evt_p2'],
      [1_800_000_900, 'evt_p3'],
    ] as const) {
      expect(['duplicate event', 'already recorded']).toContain(
        (await deliver(paid(at), id)).json().data.status,
      );
    }
    const after = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.paymentRef, 'pay_REFUNDED00001'));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'REFUNDED', refundedAmount: 40_000 });
  });
});

describe('unauthenticated deliveries', () => {
  it('answers 401 to a bad or missing signature and writes nothing', async () => {
    const mandateId = await newMandate();
    const event = token(mandateId, 'token.confirmed', 1_800_000_700);
    const rows = await eventRows();
    const forged = await deliver(event, 'evt_f1', signBody(JSON.stringify(event), 'not-it'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid webhook signature');
    expect((await deliver(event, 'evt_f2', null)).statusCode).toBe(401);
    expect((await deliver(event, 'evt_f3', 'zz')).statusCode).toBe(401);
    expect(await eventRows()).toBe(rows);
    expect(await statusOf(mandateId)).toBe('created');
  });
});
