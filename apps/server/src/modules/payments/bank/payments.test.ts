import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentRefunds, payments } from '../../../db/schema/payments';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { auditOf, payingOrg } from '../../../test/factories';

const session = useTestApp();
let ctx: TestContext;
let su: TestClient;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ({ ctx, su } = session);
  admin = await ctx.loginAs('ADMIN');
  orgId = await payingOrg(ctx.db);
});

const bank = (client: TestClient, amount: number, key?: string) =>
  client.post(
    '/api/payments/bank-payment',
    { org_id: orgId, amount, payment_ref: `UTR${amount}` },
    key ? { 'idempotency-key': key } : {},
  );

describe('bank payments', () => {
  it('records integer paise with an invoice and an audit entry, and lists it', async () => {
    const response = await bank(admin, 235_899);
    expect(response.statusCode).toBe(200);
    const { message, payment } = response.json().data;
    expect(message).toBe('Payment created successfully');
    expect(payment).toMatchObject({
      org_id: orgId,
      amount: 235_899,
      payment_type: 'BANK_TRANSFER',
      status: 'CAPTURED',
      refunded_amount: 0,
    });
    expect(payment.invoice_number).toMatch(/^SB\/\d{4}-\d{2}\/\d{6}$/);
    const [stored] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored?.amount).toBe(235_899);
    expect(await auditOf(ctx.db, 'payment.record', payment.id)).toHaveLength(1);

    const list = (await admin.get(`/api/orders/payments?org_id=${orgId}&text=utr235899`)).json()
      .data;
    expect(list.count).toBe(1);
    expect(list.total_items).toBe(1);
    expect(list.rows[0]).toMatchObject({
      id: payment.id,
      org_name: expect.stringContaining('Payments Test Org'),
    });
  });

  it('refuses fractional paise and names the field', async () => {
    const response = await bank(su, 100.5);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('amount');
  });

  it('records once when the same request arrives twice at the same moment', async () => {
    const key = 'double-click-0001';
    const [first, second] = await Promise.all([bank(su, 50_000, key), bank(su, 50_000, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.payment.id).toBe(second.json().data.payment.id);
    const stored = await ctx.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect(
      await ctx.db.select().from(invoices).where(eq(invoices.paymentId, stored[0]!.id)),
    ).toHaveLength(1);
    // The key cannot be reused for a different payment.
    expect((await bank(su, 60_000, key)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown org', async () => {
    const response = await su.post('/api/payments/bank-payment', {
      org_id: 999_999,
      amount: 100,
      payment_ref: 'UTR1',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('refunds', () => {
  it('never refunds more than was paid in total', async () => {
    const paymentId = (await bank(su, 100_000)).json().data.payment.id;
    const refund = (amount: number, key?: string, reason = 'Customer overpaid') =>
      su.delete(
        '/api/payments/bank-payment',
        { payment_id: paymentId, amount, reason },
        key ? { 'idempotency-key': key } : {},
      );

    const first = await refund(60_000, 'refund-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.payment).toMatchObject({
      refunded_amount: 60_000,
      status: 'PARTIALLY_REFUNDED',
    });
    // A repeat of the same refund is not a second refund.
    expect((await refund(60_000, 'refund-key-0001')).json().data.payment.refunded_amount).toBe(
      60_000,
    );

    const tooMuch = await refund(40_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'Refund of ₹400.01 is more than the ₹400.00 left to refund on this payment',
    );

    // Two refunds racing for the rest: exactly one wins. (Two identical ones would be one
    // request sent twice, answered alike: these two differ in their reason.)
    const raced = await Promise.all([
      refund(40_000, undefined, 'Rest, by Asha'),
      refund(40_000, undefined, 'Rest, by Ravi'),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [stored] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(stored).toMatchObject({ refundedAmount: 100_000, status: 'REFUNDED' });
    expect(
      await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)),
    ).toHaveLength(2);
    const entries = await auditOf(ctx.db, 'payment.refund', paymentId);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.summary).toMatchObject({ amount: 60_000, reason: 'Customer overpaid' });
  });

  it('is for super users: an admin is refused refunds and deletes', async () => {
    const paymentId = (await bank(su, 10_000)).json().data.payment.id;
    const refund = await admin.delete('/api/payments/bank-payment', {
      payment_id: paymentId,
      amount: 100,
      reason: 'x',
    });
    expect(refund.statusCode).toBe(403);
    expect((await admin.delete(`/api/orders/payments/${paymentId}`)).statusCode).toBe(403);
    const [stored] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(stored).toMatchObject({ refundedAmount: 0, deletedAt: null });
  });
});

describe('delete and custom payments', () => {
  it('soft-deletes a payment: gone from the list, kept in the table, audited', async () => {
    const paymentId = (await bank(su, 12_300)).json().data.payment.id;
    const response = await su.delete(`/api/orders/payments/${paymentId}`);
    expect(response.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    const ids = (await su.get(`/api/orders/payments?org_id=${orgId}&page_size=200`))
      .json()
      .data.rows.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(paymentId);
    expect(await auditOf(ctx.db, 'payment.delete', paymentId)).toHaveLength(1);
    expect((await su.delete(`/api/orders/payments/${paymentId}`)).statusCode).toBe(404);
  });

  it("records a custom payment with the spec's message", async () => {
    const response = await admin.post('/api/payments/custom', {
      org_id: orgId,
      amount: 99_900,
      description: 'Setup fee',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: 'Payment created successfully',
      payment: { amount: 99_900, payment_type: 'CUSTOM', description: 'Setup fee' },
    });
  });

  it('pages the list and needs a session', async () => {
    const page = (await su.get(`/api/orders/payments?org_id=${orgId}&page=1&page_size=2`)).json()
      .data;
    expect(page.rows).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    expect((await ctx.client().get('/api/orders/payments')).statusCode).toBe(401);
  });
});
