import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { auditedExports, downloadCsv, expectExportGuards } from '../../test/csv-export';
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

    const { fileName, rows } = await downloadCsv(
      app.su,
      '/api/admin/campaigns/export?status=DRAFT&text=export%20promo',
    );
    expect(fileName).toMatch(/^campaigns-status-DRAFT_text-exportpromo-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(1005);
    expect(rows.every((r) => r.status === 'DRAFT' && r.name!.startsWith('Export Promo'))).toBe(
      true,
    );
    const ids = rows.map((r) => Number(r.id));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ name: 'Export Promo 1005', recipients: '0', queued: '0' });
    expect(rows.at(-1)).toMatchObject({ name: 'Export Promo 1', recipients: '2', queued: '2' });
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
