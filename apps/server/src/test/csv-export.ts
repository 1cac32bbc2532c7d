import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { Action, Subject } from '@switchboard/contract/permissions';
import { rowsOf, type Db } from '../platform/db/client';
import type { TestClient, TestContext } from './app';

/**
 * What the lists' CSV export tests share: the file as a browser gets it, the audit entry it
 * leaves, and the guards every export keeps (it answers a file, not `{data}`, so the route
 * tables leave it out and each export's test checks them here).
 */

/** A CSV export as downloaded: its file name and its rows by column name. */
export async function downloadCsv(client: TestClient, url: string) {
  const answer = await client.get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toContain('text/csv');
  const disposition = String(answer.headers['content-disposition']);
  const fileName = /^attachment; filename="([^"]+)"$/.exec(disposition)?.[1] ?? disposition;
  return { fileName, rows: parse(answer.body, { columns: true }) as Record<string, string>[] };
}

/** How many exports were audited as `action` with this filter set to `value`. */
export async function auditedExports(db: Db, action: string, filter: string, value: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log
         where action = ${action} and summary->'filters'->>${filter} = ${value}`,
  );
  return row?.n ?? 0;
}

/**
 * An export refuses a caller without a session (401), a staff member without the list's grant
 * (403), and a filter the list refuses (400 naming it), and audits none of them.
 */
export async function expectExportGuards(
  session: { ctx: TestContext; su: TestClient },
  guards: { url: string; access: [Action, Subject]; bad: string; field: string; action: string },
) {
  const { ctx, su } = session;
  const audited = async () => {
    const [row] = await rowsOf<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from audit_log where action = ${guards.action}`,
    );
    return row?.n ?? 0;
  };
  const before = await audited();
  expect((await ctx.client().get(guards.url)).statusCode).toBe(401);
  const [action, subject] = guards.access;
  const without = await ctx.loginAs('ADMIN', [{ action, subject, inverted: true }]);
  expect((await without.get(guards.url)).statusCode).toBe(403);
  const refused = await su.get(guards.bad);
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json().details.map((d: { field: string }) => d.field)).toContain(guards.field);
  expect(await audited()).toBe(before);
}

/** What a time cell reads for an instant: India wall time (18:45 UTC is 00:15 the next day). */
export const INDIA_TIME_HEADER = '(India time, UTC+05:30)';

/**
 * An export reads like its screen: exactly these headers, in order (the screen's words, never an
 * internal name like `product_number`; every time column saying it is India time), and no cell
 * reading `true`/`false`.
 */
export function expectScreenHeaders(
  rows: Record<string, string>[],
  headers: readonly string[],
): void {
  expect(rows.length).toBeGreaterThan(0);
  expect(Object.keys(rows[0]!)).toEqual(headers);
  for (const header of headers) expect(header).not.toMatch(/^[a-z0-9]+(_[a-z0-9]+)+$/);
  for (const row of rows)
    for (const cell of Object.values(row)) expect(cell).not.toMatch(/^(true|false)$/);
}
