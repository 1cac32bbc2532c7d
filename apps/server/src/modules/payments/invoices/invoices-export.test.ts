import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import {
  auditedExports,
  downloadCsv,
  expectExportGuards,
  expectScreenHeaders,
  INDIA_TIME_HEADER,
} from '../../../test/csv-export';
import { insertOrg } from '../../../test/factories';

const app = useTestApp();

/** `count` paid invoices of an org (11800 + n paise each, 18% GST within the state). */
async function invoicesOf(orgId: number, prefix: string, count: number) {
  await app.ctx.db.execute(sql`
    with paid as (
      insert into payments (org_id, payment_type, amount, payment_ref)
      select ${orgId}, 'BANK', 11800 + g, ${prefix} || g from generate_series(1, ${count}::int) g
      returning id, amount, payment_ref)
    insert into invoices (number, financial_year, sequence, org_id, payment_id, org_name, supply,
                          taxable, cgst, sgst, igst, total, description)
    select payment_ref, '2026-27', id, ${orgId}, id, 'Invoice Export Traders', 'INTRA',
           10000, 900, 900, 0, amount, 'Plan'
      from paid`);
}

describe('GET /api/invoices/org/:id/export', () => {
  it('streams every invoice of the team, past a page of the walk, with its credit notes, and audits', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Invoice Export Traders' });
    const other = await insertOrg(app.ctx.db, { name: 'Other Traders' });
    // 1,005 invoices: more than one page (1,000) of the keyset walk.
    await invoicesOf(org.id, 'INV/X/', 1005);
    await invoicesOf(other.id, 'INV/Y/', 1);
    // The oldest invoice (on the walk's second page) had ₹50 refunded.
    await app.ctx.db.execute(sql`
      with oldest as (select id, payment_id from invoices where number = 'INV/X/1'),
           refund as (insert into payment_refunds (payment_id, amount, reason)
                      select payment_id, 5000, 'Duplicate' from oldest returning id, payment_id)
      insert into credit_notes (number, financial_year, sequence, org_id, invoice_id, payment_id,
                                refund_id, supply, taxable, cgst, sgst, igst, total, reason)
      select 'CN/X/1', '2026-27', 1, ${org.id}, oldest.id, refund.payment_id, refund.id, 'INTRA',
             4237, 381, 382, 0, 5000, 'Duplicate'
        from oldest, refund`);

    await app.ctx.db.execute(
      sql`update invoices set created_at = '2026-11-20T18:45:00Z' where number = 'INV/X/1005'`,
    );
    const { fileName, rows } = await downloadCsv(app.su, `/api/invoices/org/${org.id}/export`);
    expect(fileName).toMatch(new RegExp(`^invoices-org_id-${org.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(rows).toHaveLength(1005);
    const number = 'Invoice no.';
    expect(rows.every((r) => r[number]!.startsWith('INV/X/'))).toBe(true);
    expect(new Set(rows.map((r) => r[number])).size).toBe(1005);
    expect(rows[0]).toMatchObject({
      [number]: 'INV/X/1005',
      'Taxable value (₹)': '100',
      'CGST (₹)': '9',
      'Total (₹)': '128.05',
      'Credit notes': '',
      'Credited (₹)': '0',
      // 18:45 UTC is 00:15 the next day in India.
      [`Date ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
    });
    expect(rows.at(-1)).toMatchObject({
      [number]: 'INV/X/1',
      'Credit notes': 'CN/X/1',
      'Credited (₹)': '50',
    });
    expectScreenHeaders(rows.slice(0, 10), [
      number,
      `Date ${INDIA_TIME_HEADER}`,
      'Team ID',
      'Payment',
      'GSTIN',
      'Supply',
      'Taxable value (₹)',
      'CGST (₹)',
      'SGST (₹)',
      'IGST (₹)',
      'Total (₹)',
      'Credit notes',
      'Credited (₹)',
    ]);
    expect(await auditedExports(app.ctx.db, 'invoices.export', 'org_id', String(org.id))).toBe(1);
  });

  it('answers 404 for a team that is not there, and guards like the list', async () => {
    expect((await app.su.get('/api/invoices/org/987654/export')).statusCode).toBe(404);
    await expectExportGuards(app, {
      url: '/api/invoices/org/1/export',
      access: ['read', 'Invoice'],
      bad: '/api/invoices/org/x/export',
      field: 'id',
      action: 'invoices.export',
    });
  });
});
