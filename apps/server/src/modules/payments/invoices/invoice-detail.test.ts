import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { payingOrg } from '../../../test/factories';
import { checkRoutes, get, invalid } from '../../../test/route-contract';

// An invoice's drawer: the invoice, the payment it bills, that payment's refunds with their
// credit notes, and who did what (the payment's audit: its recording issued the invoice).
const session = useTestApp();
let ctx: TestContext;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ctx = session.ctx;
  admin = await ctx.loginAs('ADMIN');
  orgId = await payingOrg(ctx.db);
});

async function invoicedPayment(amount: number) {
  const response = await session.su.post('/api/payments/bank-payment', {
    org_id: orgId,
    amount,
    payment_ref: `INVDRAWER${amount}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.payment as { id: number; invoice_id: number; invoice_number: string };
}

describe('GET /invoices/{id}', () => {
  it('answers the invoice, its payment, refunds with credit notes and who did what', async () => {
    const payment = await invoicedPayment(236_000);
    const refunded = await session.su.delete('/api/payments/bank-payment', {
      payment_id: payment.id,
      amount: 36_000,
      reason: 'Seat returned',
    });
    expect(refunded.statusCode).toBe(200);

    const response = await admin.get(`/api/invoices/${payment.invoice_id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.invoice).toMatchObject({
      id: payment.invoice_id,
      number: payment.invoice_number,
      org_id: orgId,
      payment_id: payment.id,
      total: 236_000,
      org_name: expect.any(String),
    });
    expect(detail.payment).toMatchObject({ id: payment.id, refunded_amount: 36_000 });
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        amount: 36_000,
        reason: 'Seat returned',
        credit_note_number: expect.stringMatching(/\S/),
      }),
    ]);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'payment.refund',
      'payment.record',
    ]);
  });

  it("keeps a deleted payment's invoice readable, without the payment", async () => {
    const payment = await invoicedPayment(11_800);
    expect((await session.su.delete(`/api/orders/payments/${payment.id}`)).statusCode).toBe(200);
    const detail = (await admin.get(`/api/invoices/${payment.invoice_id}`)).json().data;
    expect(detail.invoice.id).toBe(payment.invoice_id);
    expect(detail.payment).toBeNull();
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('payment.delete');
  });

  it('is a 404 for an invoice that does not exist', async () => {
    expect((await admin.get('/api/invoices/999999999')).statusCode).toBe(404);
  });
});

checkRoutes(
  "every invoice's detail route",
  [
    {
      route: 'GET /invoices/{id}',
      access: ['read', 'Invoice'],
      make: async () => {
        const payment = await invoicedPayment(5_900);
        return {
          good: get(`/api/invoices/${payment.invoice_id}`),
          bad: invalid(get('/api/invoices/abc'), 'id'),
        };
      },
    },
  ],
  () => session,
  (path) => path === '/api/invoices/{id}',
);
