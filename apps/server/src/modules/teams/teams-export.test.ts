import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertOrg, orgWithKyc } from '../../test/factories';

const app = useTestApp();

describe('GET /api/org/export', () => {
  it('streams every team the filters pick, past a page of the walk, and audits', async () => {
    // 1,005 suspended teams: more than one page (1,000) of the keyset walk.
    await app.ctx.db.execute(sql`
      insert into orgs (name, status, email)
      select 'Export Team ' || g, 'SUSPENDED', 'export' || g || '@example.in'
        from generate_series(1, 1005) g`);
    await insertOrg(app.ctx.db, { name: 'Export Team Active' });
    const answer = await app.su.get('/api/org/export?status=SUSPENDED&text=export%20team');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="teams-status-SUSPENDED_text-exportteam-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1005);
    expect(rows.every((r) => r.Status === 'SUSPENDED' && r.Name?.startsWith('Export Team'))).toBe(
      true,
    );
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [audited] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log
           where action = 'teams.export' and summary->'filters'->>'status' = 'SUSPENDED'`,
    );
    expect(audited!.n).toBe(1);
  });

  it('reads like the screen: its column names, India times (the header says so), yes/no, the owner and phone', async () => {
    const orgId = await orgWithKyc(app.ctx.db, {
      name: 'Kaveri Export Weavers',
      phone: '9876501234',
      status: 'APPROVED',
    });
    await app.ctx.db.execute(
      sql`update orgs set created_at = '2026-11-20T18:45:00Z', is_lite = true where id = ${orgId}`,
    );
    const answer = await app.su.get('/api/org/export?text=kaveri%20export');
    expect(answer.statusCode, answer.body).toBe(200);
    const [header] = answer.body.split('\n');
    expect(header).toBe(
      'ID,Name,Owner,Owner phone,Email,SF number,Status,Trial,Lite,KYC,Plan,Plan status,' +
        'Valid till (India date),Assigned staff,"Created (India time, UTC+05:30)",' +
        '"Deleted (India time, UTC+05:30)"',
    );
    const [row] = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      ID: String(orgId),
      Name: 'Kaveri Export Weavers',
      'Owner phone': '9876501234',
      Trial: 'no',
      Lite: 'yes',
      KYC: 'APPROVED',
      // 18:45 UTC is 00:15 the next day in India.
      'Created (India time, UTC+05:30)': '2026-11-21 00:15:00',
      'Deleted (India time, UTC+05:30)': '',
    });
    expect(row?.Owner).toMatch(/^Owner No\d+$/);
  });
});
