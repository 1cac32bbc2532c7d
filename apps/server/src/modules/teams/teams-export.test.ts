import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

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
    expect(rows.every((r) => r.status === 'SUSPENDED' && r.name?.startsWith('Export Team'))).toBe(
      true,
    );
    const ids = rows.map((r) => Number(r.id));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [audited] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log
           where action = 'teams.export' and summary->'filters'->>'status' = 'SUSPENDED'`,
    );
    expect(audited!.n).toBe(1);
  });
});
