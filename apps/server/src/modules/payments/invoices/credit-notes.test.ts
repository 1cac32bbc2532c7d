import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '@switchboard/contract/rules/invoice-tax';
import { creditNotes, paymentRefunds } from '../../../db/schema/payments';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { auditOf, payingOrg } from '../../../test/factories';

const session = useTestApp();
let ctx: TestContext;
let su: TestClient;
beforeAll(() => {
  ({ ctx, su } = session);
});

const pay = async (orgId: number, amount: number) =>
  (
    await su.post('/api/payments/bank-payment', {
      org_id: orgId,
      amount,
      payment_ref: `UTR-CN-${orgId}-${amount}`,
    })
  ).json().data.payment as { id: number; invoice_id: number; invoice_number: string };
const refund = (paymentId: number, amount: number, key?: string) =>
  su.delete(
    '/api/payments/bank-payment',
    { payment_id: paymentId, amount, reason: 'Plan cancelled in the first week' },
    key ? { 'idempotency-key': key } : {},
  );
const invoicesOf = async (orgId: number) =>
  (await su.get(`/api/invoices/org/${orgId}`)).json().data.rows;

describe('a refund issues a credit note', () => {
  it('numbered in its own series, reversing CGST + SGST, listed with the invoice and adding up to it', async () => {
    const orgId = await payingOrg(ctx.db, { stateCode: '27' });
    const payment = await pay(orgId, 235_899);
    const first = await refund(payment.id, 100_001);
    expect(first.statusCode).toBe(200);
    const note = first.json().data.credit_note;
    const fy = financialYearOf(new Date());
    expect(note).toMatchObject({
      invoice_id: payment.invoice_id,
      invoice_number: payment.invoice_number,
      payment_id: payment.id,
      supply: 'INTRA',
      total: 100_001,
      reason: 'Plan cancelled in the first week',
    });
    expect(note.number).toMatch(new RegExp(`^SB-CN/${fy}/\\d{6}$`));
    // 100001 / 1.18 = 84746.6 -> 84747 taxable, 15254 GST: 7627 + 7627.
    expect(note).toMatchObject({ taxable: 84_747, cgst: 7_627, sgst: 7_627, igst: 0 });
    const second = (await refund(payment.id, 135_898)).json().data.credit_note;
    expect(Number(second.number.split('/')[2])).toBe(Number(note.number.split('/')[2]) + 1);

    const [invoice] = await invoicesOf(orgId);
    expect(invoice.credit_notes.map((c: { id: number }) => c.id)).toEqual([note.id, second.id]);
    // Fully refunded: the notes reverse the invoice's GST paisa for paisa.
    const sum = (line: 'taxable' | 'cgst' | 'sgst' | 'total') =>
      invoice.credit_notes.reduce(
        (total: number, c: Record<string, number>) => total + c[line]!,
        0,
      );
    expect({
      taxable: sum('taxable'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      total: sum('total'),
    }).toEqual({ taxable: 199_914, cgst: 17_992, sgst: 17_993, total: 235_899 });
    expect((await auditOf(ctx.db, 'payment.refund', payment.id))[0]?.summary).toMatchObject({
      credit_note_number: note.number,
    });
  });

  it('reverses IGST for an invoice across states', async () => {
    const orgId = await payingOrg(ctx.db, { stateCode: '29' });
    const payment = await pay(orgId, 59_000);
    expect((await refund(payment.id, 59_000)).json().data.credit_note).toMatchObject({
      supply: 'INTER',
      taxable: 50_000,
      cgst: 0,
      sgst: 0,
      igst: 9_000,
    });
  });

  it('is downloadable as a PDF', async () => {
    const orgId = await payingOrg(ctx.db);
    const payment = await pay(orgId, 11_800);
    const note = (await refund(payment.id, 11_800)).json().data.credit_note;
    const response = await su.get(`/api/credit-notes/${note.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${note.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await su.get('/api/credit-notes/999999/pdf')).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/credit-notes/${note.id}/pdf`)).statusCode).toBe(401);
  });
});

describe('a replayed refund key', () => {
  it('answers with the first refund and its credit note, once', async () => {
    const orgId = await payingOrg(ctx.db);
    const payment = await pay(orgId, 50_000);
    const key = `refund-replay-${orgId}`;
    const [a, b] = await Promise.all([
      refund(payment.id, 20_000, key),
      refund(payment.id, 20_000, key),
    ]);
    expect(a.json().data.credit_note.id).toBe(b.json().data.credit_note.id);
    expect(
      await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(creditNotes).where(eq(creditNotes.paymentId, payment.id)),
    ).toHaveLength(1);
  });

  it('is refused for another payment or amount, refunding nothing', async () => {
    const orgId = await payingOrg(ctx.db);
    const [first, other] = [await pay(orgId, 30_000), await pay(orgId, 40_000)];
    const key = `refund-other-${orgId}`;
    expect((await refund(first.id, 10_000, key)).statusCode).toBe(200);
    const elsewhere = await refund(other.id, 10_000, key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    expect((await refund(first.id, 5_000, key)).statusCode).toBe(409);
    const otherPayment = (await su.get(`/api/orders/payments?org_id=${orgId}`))
      .json()
      .data.rows.find((p: { id: number }) => p.id === other.id);
    expect(otherPayment).toMatchObject({ refunded_amount: 0, status: 'CAPTURED' });
    expect(
      await ctx.db.select().from(creditNotes).where(eq(creditNotes.paymentId, other.id)),
    ).toEqual([]);
  });
});
