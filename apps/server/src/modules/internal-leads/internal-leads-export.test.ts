import { indiaDate } from '@switchboard/contract/india-time';
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

const app = useTestApp();

describe('GET /api/admin/internal-lead/export', () => {
  it('streams every lead the filters pick, past a page of the walk, and audits', async () => {
    // 1,005 qualified event leads nobody owns, made today: more than one page (1,000) of the walk.
    await app.ctx.db.execute(sql`
      insert into internal_leads (name, phone, source, stage)
      select 'Expo Lead ' || g, '95' || lpad(g::text, 8, '0'), 'EVENT', 'QUALIFIED'
        from generate_series(1, 1005) g`);
    // Left out: owned, another stage, another source, made before the day asked for.
    await app.ctx.db.execute(sql`
      insert into internal_leads (name, phone, source, stage, assigned_staff_id, created_at) values
        ('Owned Lead', '9400000001', 'EVENT', 'QUALIFIED', ${app.su.userId}, now()),
        ('New Lead', '9400000002', 'EVENT', 'NEW', null, now()),
        ('Web Lead', '9400000003', 'WEBSITE', 'QUALIFIED', null, now()),
        ('Old Lead', '9400000004', 'EVENT', 'QUALIFIED', null, now() - interval '3 days')`);

    const day = indiaDate();
    const { fileName, rows } = await downloadCsv(
      app.su,
      `/api/admin/internal-lead/export?stage=QUALIFIED&source=EVENT&owner_id=0&from=${day}`,
    );
    expect(fileName).toMatch(
      new RegExp(
        `^internal-leads-stage-QUALIFIED_source-EVENT_owner_id-0_from-${day}-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
      ),
    );
    expect(rows).toHaveLength(1005);
    expect(
      rows.every(
        (r) =>
          r.Name!.startsWith('Expo Lead') &&
          r.Stage === 'QUALIFIED' &&
          r.Source === 'EVENT' &&
          r['Assigned to'] === '',
      ),
    ).toBe(true);
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await auditedExports(app.ctx.db, 'internal_leads.export', 'source', 'EVENT')).toBe(1);
  });

  it('reads like the screen: its column names, India times (the header says so)', async () => {
    await app.ctx.db.execute(sql`
      insert into internal_leads (name, phone, source, stage, created_at)
      values ('Screen Lead', '9400000077', 'WEBSITE', 'NEW', '2026-11-20T18:45:00Z')`);
    const { rows } = await downloadCsv(
      app.su,
      '/api/admin/internal-lead/export?text=screen%20lead',
    );
    expectScreenHeaders(rows, [
      'ID',
      'Name',
      'Phone',
      'Email',
      'Source',
      'Stage',
      'Team ID',
      'Team',
      'Assigned to',
      `Converted ${INDIA_TIME_HEADER}`,
      `Created ${INDIA_TIME_HEADER}`,
    ]);
    expect(rows[0]).toMatchObject({
      Name: 'Screen Lead',
      // 18:45 UTC is 00:15 the next day in India.
      [`Created ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
      [`Converted ${INDIA_TIME_HEADER}`]: '',
    });
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/admin/internal-lead/export',
      access: ['read', 'Lead'],
      bad: '/api/admin/internal-lead/export?stage=MAYBE',
      field: 'stage',
      action: 'internal_leads.export',
    });
  });
});
