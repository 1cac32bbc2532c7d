import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceSummary } from '@switchboard/contract/rules/addon-pricing';
import { financialYearOf } from '@switchboard/contract/rules/invoice-tax';
import { invoiceCounters, invoices } from '../../../db/schema/payments';
import { audit } from '../../../platform/audit/audit';
import { recordPayment } from '../../../platform/billing/record-payment';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { payingOrg, saleOrg } from '../../../test/factories';

const session = useTestApp();
let ctx: TestContext;
let su: TestClient;
beforeAll(() => {
  ({ ctx, su } = session);
});

const pay = (orgId: number, amount: number) =>
  su
    .post('/api/payments/bank-payment', {
      org_id: orgId,
      amount,
      payment_ref: `UTR-${orgId}-${amount}`,
    })
    .then((r) => r.json().data.payment);

describe('invoices', () => {
  it('numbers invoices without gaps in the financial year, even when a payment rolls back', async () => {
    const orgId = await payingOrg(ctx.db);
    const fy = financialYearOf(new Date());
    const first = await pay(orgId, 1_000);
    // A payment whose transaction fails gives its number back.
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordPayment(
          tx,
          ctx.app.billing,
          { actorId: null, ip: null },
          { orgId, paymentType: 'CUSTOM', amount: 2_000 },
        );
        await audit(tx, { actorId: null, ip: null }, { action: 'test.fail', subjectType: 'Test' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const second = await pay(orgId, 3_000);
    const [a, b] = [first.invoice_number, second.invoice_number].map((n: string) =>
      Number(n.split('/')[2]),
    );
    expect(first.invoice_number).toBe(`SB/${fy}/${String(a).padStart(6, '0')}`);
    expect(b).toBe((a ?? 0) + 1);
    const [counter] = await ctx.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, fy));
    expect(counter?.lastNumber).toBe(b);
  });

  it('hands out distinct consecutive numbers under concurrent payments', async () => {
    const orgId = await payingOrg(ctx.db);
    const paid = await Promise.all([1, 2, 3, 4, 5].map((n) => pay(orgId, n * 100)));
    const numbers = paid
      .map((p: { invoice_number: string }) => Number(p.invoice_number.split('/')[2]))
      .sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(5);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(4);
  });

  it('splits 18% GST as CGST + SGST in the company state and IGST outside it, exactly', async () => {
    const local = await payingOrg(ctx.db, { stateCode: '27' });
    const karnataka = await payingOrg(ctx.db, { stateCode: '29' });
    await pay(local, 235_899);
    await pay(karnataka, 235_899);
    const [intra] = (await su.get(`/api/invoices/org/${local}`)).json().data.rows;
    const [inter] = (await su.get(`/api/invoices/org/${karnataka}`)).json().data.rows;
    expect(intra).toMatchObject({
      supply: 'INTRA',
      total: 235_899,
      taxable: 199_914,
      cgst: 17_992,
      sgst: 17_993,
      igst: 0,
      gstin: expect.stringMatching(/^27/),
    });
    expect(inter).toMatchObject({
      supply: 'INTER',
      total: 235_899,
      taxable: 199_914,
      cgst: 0,
      sgst: 0,
      igst: 35_985,
    });
  });

  it('issues no invoice when nothing was paid', async () => {
    const orgId = await payingOrg(ctx.db);
    const recorded = await ctx.db.transaction((tx) =>
      recordPayment(
        tx,
        ctx.app.billing,
        { actorId: null, ip: null },
        { orgId, paymentType: 'RAZORPAY', amount: 0 },
      ),
    );
    expect(recorded.invoiceId).toBeNull();
    expect(await ctx.db.select().from(invoices).where(eq(invoices.orgId, orgId))).toHaveLength(0);
  });

  it('serves the invoice as a PDF', async () => {
    const orgId = await payingOrg(ctx.db, { stateCode: '07' });
    const payment = await pay(orgId, 59_000);
    const response = await su.get(`/api/invoices/${payment.invoice_id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${payment.invoice_number.replaceAll('/', '-')}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await su.get('/api/invoices/999999/pdf')).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/invoices/${payment.invoice_id}/pdf`)).statusCode).toBe(
      401,
    );
  });
});

describe('the invoice of a plan sold with add-ons', () => {
  it('lists the plan and each add-on with its GST, adding up to what was paid', async () => {
    const orgId = await saleOrg(ctx.db);
    const plans = (await su.get(`/api/subscription/plans/all?org_id=${orgId}`)).json().data;
    const plan = plans.find((p: { id: number }) => p.id === 1022);
    const variant = plan.variants.find((v: { id: number }) => v.id === 10221);
    const addons = [{ addon_id: 1, count: 2 }];
    const summary = priceSummary(
      variant,
      addons.map((a) => ({
        ...a,
        gross_amount: plan.addons.find((x: { id: number }) => x.id === a.addon_id).gross_amount,
      })),
    );
    const sold = await su.post('/api/subscription', {
      org_id: orgId,
      plan: 1022,
      variant: 10221,
      order_type: 'PURCHASE',
      payment_type: 'BANK_TRANSFER',
      payment_id: `UTR-LINES-${orgId}`,
      amount: summary.total,
      addons,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.orgId, orgId));
    expect(invoice!.total).toBe(summary.total);
    expect(invoice!.lines).toEqual([
      { description: `${plan.name} (${variant.name})`, amount: variant.amount },
      { description: expect.stringMatching(/ × 2$/), amount: summary.addons + summary.gst },
    ]);
    const pdf = await su.get(`/api/invoices/${invoice!.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('keeps one line when the amount was set by hand', async () => {
    const orgId = await saleOrg(ctx.db);
    const sold = await su.post('/api/subscription', {
      org_id: orgId,
      plan: 1022,
      variant: 10221,
      order_type: 'PURCHASE',
      payment_type: 'BANK_TRANSFER',
      payment_id: `UTR-HAND-${orgId}`,
      amount: 100_000,
      price_override_reason: 'Negotiated round price',
      addons: [{ addon_id: 1, count: 2 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.orgId, orgId));
    expect(invoice!.lines).toEqual([]);
  });
});
