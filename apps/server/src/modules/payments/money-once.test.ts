import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import {
  creditNotes,
  invoices,
  mandates,
  paymentLinks,
  paymentRefunds,
  payments,
} from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { useTestApp, type TestClient, type TestContext } from '../../test/app';
import { onboardedOrg, payingOrg } from '../../test/factories';

// Money happens once (DESIGN.md convention 12): every money POST of the payments area, sent
// many times at once without an Idempotency-Key, acts once and answers every twin alike.
const session = useTestApp();
let ctx: TestContext;
let su: TestClient;
beforeAll(() => {
  ({ ctx, su } = session);
});

const TIMES = 20;
const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
const atOnce = (send: () => ReturnType<TestClient['post']>) =>
  Promise.all(Array.from({ length: TIMES }, send));
const allOk = (answers: { statusCode: number }[]) =>
  expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
const rowsOf = async (
  table: typeof payments | typeof paymentLinks | typeof mandates,
  orgId: number,
) => (await ctx.db.select().from(table).where(eq(table.orgId, orgId))).length;

describe('money POSTs sent at once without an Idempotency-Key', () => {
  it('records one bank payment with one invoice for one UTR', async () => {
    const orgId = await payingOrg(ctx.db);
    const body = { org_id: orgId, amount: 118_000, payment_ref: `UTR${orgId}X` };
    const answers = await atOnce(() => su.post('/api/payments/bank-payment', body));
    allOk(answers);
    expect(new Set(answers.map((r) => r.json().data.payment.id)).size).toBe(1);
    expect(await rowsOf(payments, orgId)).toBe(1);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.orgId, orgId))).toHaveLength(1);
  });

  it('records one custom payment, even without a reference', async () => {
    const orgId = await payingOrg(ctx.db);
    const body = { org_id: orgId, amount: 99_900, description: 'Setup fee' };
    const answers = await atOnce(() => su.post('/api/payments/custom', body));
    allOk(answers);
    expect(await rowsOf(payments, orgId)).toBe(1);
  });

  it('refunds once, with one credit note', async () => {
    const orgId = await payingOrg(ctx.db);
    const paid = await su.post('/api/payments/bank-payment', {
      org_id: orgId,
      amount: 100_000,
      payment_ref: `UTR${orgId}R`,
    });
    const paymentId = paid.json().data.payment.id;
    const body = { payment_id: paymentId, amount: 10_000, reason: 'Customer overpaid' };
    const answers = await atOnce(() => su.delete('/api/payments/bank-payment', body));
    allOk(answers);
    expect(
      await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(creditNotes).where(eq(creditNotes.paymentId, paymentId)),
    ).toHaveLength(1);
    const [stored] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(stored?.refundedAmount).toBe(10_000);
  });

  it('creates one payment link, sent once', async () => {
    const orgId = await payingOrg(ctx.db);
    const body = { org_id: orgId, amount: 5_000, description: 'Top-up' };
    const answers = await atOnce(() => su.post('/api/payment-links', body));
    allOk(answers);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    expect(await rowsOf(paymentLinks, orgId)).toBe(1);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId))).toHaveLength(1);
  });

  it('creates one mandate, sent once', async () => {
    const orgId = await payingOrg(ctx.db);
    const body = { org_id: orgId, max_amount: 250_000, frequency: 'monthly' };
    const answers = await atOnce(() =>
      su.post('/api/admin/mandate/create-registration-link', body),
    );
    allOk(answers);
    expect(new Set(answers.map((r) => r.json().data.mandate_id)).size).toBe(1);
    expect(await rowsOf(mandates, orgId)).toBe(1);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId))).toHaveLength(1);
  });
});

describe('one UTR, one payment', () => {
  it('refuses a UTR already recorded for the org with 409, writing nothing', async () => {
    const orgId = await payingOrg(ctx.db);
    const utr = `UTR${orgId}D`;
    const bank = (amount: number) =>
      su.post('/api/payments/bank-payment', { org_id: orgId, amount, payment_ref: utr });
    expect((await bank(50_000)).statusCode).toBe(200);
    const second = await bank(60_000);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`Payment reference ${utr} is already recorded for this org`);
    expect(await rowsOf(payments, orgId)).toBe(1);
  });
});

describe('an Idempotency-Key binds to the whole request', () => {
  it('refuses a key reused with another description, or for a refund, with 409', async () => {
    const orgId = await payingOrg(ctx.db);
    const headers = { 'idempotency-key': `pay-bind-${orgId}` };
    const body = { org_id: orgId, amount: 70_000, payment_ref: `UTR${orgId}K`, description: 'One' };
    const first = await su.post('/api/payments/bank-payment', body, headers);
    expect(first.statusCode).toBe(200);
    const changed = await su.post(
      '/api/payments/bank-payment',
      { ...body, description: 'Two' },
      headers,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(KEY_REUSED);
    const refund = await su.delete(
      '/api/payments/bank-payment',
      { payment_id: first.json().data.payment.id, amount: 100, reason: 'Test' },
      headers,
    );
    expect(refund.statusCode).toBe(409);
    expect(await rowsOf(payments, orgId)).toBe(1);
    expect(
      await ctx.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, first.json().data.payment.id)),
    ).toEqual([]);
  });

  it('refuses a payment link key reused for another amount', async () => {
    const orgId = await payingOrg(ctx.db);
    const headers = { 'idempotency-key': `link-bind-${orgId}` };
    const link = (amount: number) =>
      su.post('/api/payment-links', { org_id: orgId, amount, description: 'Renewal' }, headers);
    expect((await link(5_000)).statusCode).toBe(200);
    const other = await link(6_000);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(KEY_REUSED);
    expect(await rowsOf(paymentLinks, orgId)).toBe(1);
  });
});

describe('related records of a payment', () => {
  it("refuses another org's subscription (400) and an unknown one (404), writing nothing", async () => {
    const orgId = await payingOrg(ctx.db);
    const other = await onboardedOrg(ctx.db);
    const [theirs] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, other.id));
    const pay = (subscriptionId: number, ref: string) =>
      su.post('/api/payments/bank-payment', {
        org_id: orgId,
        amount: 10_000,
        payment_ref: ref,
        subscription_id: subscriptionId,
      });
    const foreign = await pay(theirs!.id, `UTR${orgId}F`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: `Subscription ${theirs!.id} belongs to another org`,
      details: [{ field: 'subscription_id' }],
    });
    const missing = await pay(999_999, `UTR${orgId}M`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Subscription not found');
    expect(await rowsOf(payments, orgId)).toBe(0);
  });
});
