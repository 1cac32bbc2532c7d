import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { payingOrg } from '../../../test/factories';
import { checkRoutes, get, invalid } from '../../../test/route-contract';

// A payment's drawer: the payment with its invoice, refunds (and their credit notes) and the
// audit entries written about it; nothing of another payment.
const session = useTestApp();
let ctx: TestContext;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ctx = session.ctx;
  admin = await ctx.loginAs('ADMIN');
  orgId = await payingOrg(ctx.db);
});

async function bankPayment(org: number, amount: number) {
  const response = await session.su.post('/api/payments/bank-payment', {
    org_id: org,
    amount,
    payment_ref: `DRAWER${amount}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.payment as { id: number; invoice_id: number | null };
}

describe('GET /orders/payments/{id}', () => {
  it('answers the payment, its invoice, refunds with credit notes and who did what', async () => {
    const payment = await bankPayment(orgId, 118_000);
    const refunded = await session.su.delete('/api/payments/bank-payment', {
      payment_id: payment.id,
      amount: 18_000,
      reason: 'Duplicate seat',
    });
    expect(refunded.statusCode).toBe(200);

    const response = await admin.get(`/api/orders/payments/${payment.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.payment).toMatchObject({
      id: payment.id,
      org_id: orgId,
      amount: 118_000,
      refunded_amount: 18_000,
      status: 'PARTIALLY_REFUNDED',
      invoice_id: payment.invoice_id,
    });
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        amount: 18_000,
        reason: 'Duplicate seat',
        created_by_name: expect.any(String),
        credit_note_number: expect.stringMatching(/\S/),
      }),
    ]);
    // Newest first: the refund, then the record.
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'payment.refund',
      'payment.record',
    ]);
    expect(detail.history[0]).toMatchObject({
      subject_type: 'Payment',
      actor_name: expect.any(String),
    });
  });

  it("shows only this payment's history, never another org's payment's", async () => {
    const other = await bankPayment(await payingOrg(ctx.db), 5_000);
    const mine = await bankPayment(orgId, 7_000);
    const detail = (await admin.get(`/api/orders/payments/${mine.id}`)).json().data;
    expect(detail.payment.id).toBe(mine.id);
    expect(
      detail.history.every((h: { subject_id: string }) => h.subject_id === String(mine.id)),
    ).toBe(true);
    expect(
      detail.history.some((h: { subject_id: string }) => h.subject_id === String(other.id)),
    ).toBe(false);
  });

  it('is a 404 for a deleted payment and for one that does not exist', async () => {
    const payment = await bankPayment(orgId, 9_000);
    expect((await session.su.delete(`/api/orders/payments/${payment.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/orders/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/orders/payments/999999999')).statusCode).toBe(404);
  });
});

checkRoutes(
  "every payment's detail route",
  [
    {
      route: 'GET /orders/payments/{id}',
      access: ['read', 'Payment'],
      make: async () => {
        const payment = await bankPayment(orgId, 3_000);
        return {
          good: get(`/api/orders/payments/${payment.id}`),
          bad: invalid(get('/api/orders/payments/abc'), 'id'),
        };
      },
    },
    // The same path's DELETE: held here too, as the table covers a path whole.
    {
      route: 'DELETE /orders/payments/{id}',
      access: ['delete', 'Payment'],
      audit: 'payment.delete',
      make: async () => {
        const payment = await bankPayment(orgId, 4_000);
        return {
          good: { method: 'DELETE', url: `/api/orders/payments/${payment.id}` },
          bad: invalid({ method: 'DELETE', url: '/api/orders/payments/abc' }, 'id'),
        };
      },
    },
  ],
  () => session,
  (path) => path === '/api/orders/payments/{id}',
);
