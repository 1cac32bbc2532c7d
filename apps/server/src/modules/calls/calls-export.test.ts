import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg } from '../../test/factories';

const app = useTestApp();

describe('GET /api/call-history/trial/export', () => {
  it('streams every trial call the filters pick as CSV, names the filters in the file, and audits', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Export Calls Traders' });
    // More than one page of the walk (1,000), so the keyset paging is crossed.
    await insertCalls(
      app.ctx.db,
      Array.from({ length: 1_203 }, (_, i) => ({
        orgId: org.id,
        isTrial: 1,
        status: i % 3 === 0 ? 'MISSED' : 'ANSWERED',
        duration: i % 3 === 0 ? 0 : 40,
      })),
    );
    await insertCalls(app.ctx.db, [{ orgId: org.id, isTrial: 0, status: 'MISSED' }]);
    const answer = await app.su.get('/api/call-history/trial/export?status=MISSED');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="trial-calls-status-MISSED-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    const ours = rows.filter((r) => r.org_id === String(org.id));
    expect(ours).toHaveLength(401);
    expect(rows.every((r) => r.status === 'MISSED')).toBe(true);
    // Newest first, each once.
    const ids = rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const [audited] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log
           where action = 'calls.export' and summary->'filters'->>'status' = 'MISSED'`,
    );
    expect(audited!.n).toBe(1);
  });

  it('refuses a filter the list refuses, and staff without the grant', async () => {
    expect((await app.su.get('/api/call-history/trial/export?status=LOST')).statusCode).toBe(400);
    const agent = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'CallHistory', inverted: true },
    ]);
    expect((await agent.get('/api/call-history/trial/export')).statusCode).toBe(403);
  });
});
