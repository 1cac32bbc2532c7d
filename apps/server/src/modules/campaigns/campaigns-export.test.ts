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

describe('GET /api/admin/campaigns/export', () => {
  it('streams every campaign the filters pick with its progress, past a page of the walk, and audits', async () => {
    // 1,005 draft promotions: more than one page (1,000) of the keyset walk.
    await app.ctx.db.execute(sql`
      insert into campaigns (name, text) select 'Export Promo ' || g, 'Hello' from generate_series(1, 1005) g`);
    // Left out: scheduled, and a draft the text does not match.
    await app.ctx.db.execute(sql`
      insert into campaigns (name, text, status) values
        ('Export Promo scheduled', 'Hello', 'SCHEDULED'), ('Other', 'Hello', 'DRAFT')`);
    // The oldest promotion (on the walk's second page) has two recipients waiting.
    const org = await insertOrg(app.ctx.db, { name: 'Campaign Export Traders' });
    await app.ctx.db.execute(sql`
      with people as (
        insert into users (first_name, last_name, phone, role)
        values ('Asha', 'Rao', '9300000001', 'ORG_ADMIN'), ('Ravi', 'Rao', '9300000002', 'ORG_USER')
        returning id, phone)
      insert into campaign_recipients (campaign_id, org_id, user_id, address)
      select c.id, ${org.id}, p.id, p.phone from campaigns c, people p where c.name = 'Export Promo 1'`);

    await app.ctx.db.execute(
      sql`update campaigns set created_at = '2026-11-20T18:45:00Z' where name = 'Export Promo 1005'`,
    );
    const { fileName, rows } = await downloadCsv(
      app.su,
      '/api/admin/campaigns/export?status=DRAFT&text=export%20promo',
    );
    expect(fileName).toMatch(/^campaigns-status-DRAFT_text-exportpromo-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(1005);
    expect(rows.every((r) => r.Status === 'DRAFT' && r.Campaign!.startsWith('Export Promo'))).toBe(
      true,
    );
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      Campaign: 'Export Promo 1005',
      Recipients: '0',
      Queued: '0',
      // 18:45 UTC is 00:15 the next day in India; flags as yes/no.
      [`Created ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
      'Awaiting approval': 'no',
    });
    expect(rows.at(-1)).toMatchObject({ Campaign: 'Export Promo 1', Recipients: '2', Queued: '2' });
    expectScreenHeaders(rows.slice(0, 10), [
      'ID',
      'Campaign',
      'Channel',
      'Status',
      'Awaiting approval',
      'Promotional',
      'Recipients',
      'Queued',
      'Sent',
      'Delivered',
      'Clicked',
      'Failed',
      `Starts ${INDIA_TIME_HEADER}`,
      `Started ${INDIA_TIME_HEADER}`,
      `Completed ${INDIA_TIME_HEADER}`,
      `Created ${INDIA_TIME_HEADER}`,
    ]);
    expect(await auditedExports(app.ctx.db, 'campaigns.export', 'status', 'DRAFT')).toBe(1);
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/admin/campaigns/export',
      access: ['read', 'Growth'],
      bad: '/api/admin/campaigns/export?status=LIVE',
      field: 'status',
      action: 'campaigns.export',
    });
  });
});
