import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { downloadCsv, expectScreenHeaders, INDIA_TIME_HEADER } from '../../test/csv-export';
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
    const ours = rows.filter((r) => r['Team ID'] === String(org.id));
    expect(ours).toHaveLength(401);
    expect(rows.every((r) => r.Status === 'MISSED')).toBe(true);
    // Newest first, each once.
    const ids = rows.map((r) => Number(r.ID));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const [audited] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log
           where action = 'calls.export' and summary->'filters'->>'status' = 'MISSED'`,
    );
    expect(audited!.n).toBe(1);
  });

  it('reads like the screen: its column names, India times (the header says so), yes/no', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Screen Calls Traders' });
    const [kept, deleted] = await insertCalls(app.ctx.db, [
      { orgId: org.id, isTrial: 1, startedAt: new Date('2026-11-20T18:45:00Z') },
      { orgId: org.id, isTrial: 1, startedAt: new Date('2026-11-20T18:40:00Z') },
    ]);
    await app.ctx.db.execute(
      sql`update call_history set deleted_at = now() where id = ${deleted!}`,
    );
    const { rows: all } = await downloadCsv(
      app.su,
      '/api/call-history/trial/export?from=2026-11-21&to=2026-11-21&include_soft_deleted=true',
    );
    const rows = all.filter((r) => r['Team ID'] === String(org.id));
    expectScreenHeaders(rows, [
      'ID',
      'Call ID',
      `Started ${INDIA_TIME_HEADER}`,
      `Ended ${INDIA_TIME_HEADER}`,
      'Team ID',
      'Team',
      'Type',
      'Status',
      'From',
      'To',
      'Duration (seconds)',
      'Agent',
      'Source',
      'Deleted',
    ]);
    // Newest id first, as the list reads.
    expect(rows.map((r) => [r.ID, r[`Started ${INDIA_TIME_HEADER}`], r.Deleted])).toEqual([
      // 18:45 UTC is 00:15 the next day in India.
      [String(deleted), '2026-11-21 00:10:00', 'yes'],
      [String(kept), '2026-11-21 00:15:00', 'no'],
    ]);
  });

  it('refuses a filter the list refuses, and staff without the grant', async () => {
    expect((await app.su.get('/api/call-history/trial/export?status=LOST')).statusCode).toBe(400);
    const agent = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'CallHistory', inverted: true },
    ]);
    expect((await agent.get('/api/call-history/trial/export')).statusCode).toBe(403);
  });
});
