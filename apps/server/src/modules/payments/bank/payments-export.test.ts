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

describe('GET /api/orders/payments/export', () => {
  it('streams every payment the filters pick, past a page of the walk, in rupees, and audits', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Payment Export Traders' });
    const other = await insertOrg(app.ctx.db, { name: 'Other Traders' });
    // 1,005 bank payments of the org: more than one page (1,000) of the keyset walk.
    await app.ctx.db.execute(sql`
      insert into payments (org_id, payment_type, amount, payment_ref, description)
      select ${org.id}, 'BANK', 50000 + g, 'UTRX' || g, 'Export wire ' || g
        from generate_series(1, 1005) g`);
    // Left out: another org's, one the text does not match, and a deleted one.
    await app.ctx.db.execute(sql`
      insert into payments (org_id, payment_type, amount, payment_ref, description, deleted_at) values
        (${other.id}, 'BANK', 100, 'UTRY1', 'Export wire other', null),
        (${org.id}, 'BANK', 100, 'CHEQUE1', 'Cheque', null),
        (${org.id}, 'BANK', 100, 'UTRX0', 'Export wire deleted', now())`);

    await app.ctx.db.execute(
      sql`update payments set created_at = '2026-11-20T18:45:00Z' where payment_ref = 'UTRX1005'`,
    );
    const { fileName, rows } = await downloadCsv(
      app.su,
      `/api/orders/payments/export?text=export%20wire&org_id=${org.id}`,
    );
    expect(fileName).toMatch(
      new RegExp(`^payments-text-exportwire_org_id-${org.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(rows).toHaveLength(1005);
    expect(
      rows.every(
        (r) => r.Team === 'Payment Export Traders' && r.Description!.startsWith('Export wire'),
      ),
    ).toBe(true);
    const ids = rows.map((r) => Number(r['#']));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      'Amount (₹)': '510.05',
      'Refunded (₹)': '0',
      // 18:45 UTC is 00:15 the next day in India.
      [`Date ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
    });
    expectScreenHeaders(rows.slice(0, 10), [
      '#',
      `Date ${INDIA_TIME_HEADER}`,
      'Team ID',
      'Team',
      'Type',
      'Status',
      'Amount (₹)',
      'Refunded (₹)',
      'Reference',
      'Description',
      'Subscription',
      'Invoice',
    ]);
    expect(await auditedExports(app.ctx.db, 'payments.export', 'text', 'export wire')).toBe(1);
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/orders/payments/export',
      access: ['read', 'Payment'],
      bad: '/api/orders/payments/export?from=yesterday',
      field: 'from',
      action: 'payments.export',
    });
  });
});
