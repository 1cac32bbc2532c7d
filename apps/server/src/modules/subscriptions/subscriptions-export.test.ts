import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  auditedExports,
  downloadCsv,
  expectExportGuards,
  expectScreenHeaders,
  INDIA_TIME_HEADER,
} from '../../test/csv-export';
import { insertOrg } from '../../test/factories';

const app = useTestApp();

describe('GET /api/subscription/export', () => {
  it('streams every subscription the filters pick, past a page of the walk, in rupees, and audits', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Subscription Export Traders' });
    const other = await insertOrg(app.ctx.db, { name: 'Other Traders' });
    // 1,005 plans of the org that ran out yesterday (stored active: they read as expired), more
    // than one page (1,000) of the keyset walk.
    const sold = (orgId: number, count: number, validTill: string) =>
      app.ctx.db.execute(sql`
        insert into subscriptions (org_id, plan_id, order_type, start_date, valid_till, amount)
        select ${orgId}, (select min(id) from plans), 'NEW', now() - interval '30 days',
               now() + ${validTill}::interval, 99900 + g
          from generate_series(1, ${count}::int) g`);
    await sold(org.id, 1005, '-1 day');
    // Left out: the org's running plan, and another org's expired one.
    await sold(org.id, 1, '20 days');
    await sold(other.id, 1, '-1 day');

    await app.ctx.db.execute(sql`
      update subscriptions set created_at = '2026-11-20T18:45:00Z'
       where id = (select max(id) from subscriptions where org_id = ${org.id} and amount = 99900 + 1005)`);
    const { fileName, rows } = await downloadCsv(
      app.su,
      `/api/subscription/export?status=expired&org_id=${org.id}`,
    );
    expect(fileName).toMatch(
      new RegExp(`^subscriptions-status-expired_org_id-${org.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(rows).toHaveLength(1005);
    expect(
      rows.every((r) => r.Status === 'expired' && r.Team === 'Subscription Export Traders'),
    ).toBe(true);
    // Newest first, each once; amounts are rupees a spreadsheet sums.
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows[0]!['Amount (₹)']).toBe('1009.05');
    expect(rows.at(-1)!['Amount (₹)']).toBe('999.01');
    expectScreenHeaders(rows.slice(0, 10), [
      'ID',
      'Team ID',
      'Team',
      'Plan ID',
      'Plan',
      'Variant',
      'Status',
      'Order type',
      'Start (India date)',
      'Valid till (India date)',
      'Amount (₹)',
      'Catalogue price (₹)',
      'Price change reason',
      'Payment',
      'Payment ID',
      'GSTIN',
      `Created ${INDIA_TIME_HEADER}`,
      `Ended ${INDIA_TIME_HEADER}`,
    ]);
    // 18:45 UTC is 00:15 the next day in India.
    expect(rows[0]![`Created ${INDIA_TIME_HEADER}`]).toBe('2026-11-21 00:15:00');
    expect(rows[0]!['Valid till (India date)']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await auditedExports(app.ctx.db, 'subscriptions.export', 'org_id', String(org.id))).toBe(
      1,
    );
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/subscription/export',
      access: ['read', 'Subscription'],
      bad: '/api/subscription/export?status=lapsed',
      field: 'status',
      action: 'subscriptions.export',
    });
  });
});
