import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from './client';

/** Counting stops here: past it the total is an estimate, flagged as such (DESIGN.md 7). */
export const EXACT_COUNT_CAP = 10_000;

export type CountResult = { total_items: number; total_is_estimate: boolean };

/**
 * The total of a filtered list, exact up to `cap` rows, and beyond it the planner's estimate,
 * so counting never dominates a request on millions of rows.
 *
 * `fromWhere` is the list query's `from ... where ...` part (no order, no limit).
 */
export async function cappedCount(db: DbOrTx, fromWhere: SQL, cap = EXACT_COUNT_CAP): Promise<CountResult> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 ${fromWhere} limit ${cap + 1}) capped`,
  );
  const exact = Number(row?.n ?? 0);
  if (exact <= cap) return { total_items: exact, total_is_estimate: false };
  return { total_items: Math.max(await plannerEstimate(db, fromWhere), cap + 1), total_is_estimate: true };
}

/** The row count the planner expects for `select 1 {fromWhere}`: cheap and roughly right. */
export async function plannerEstimate(db: DbOrTx, fromWhere: SQL): Promise<number> {
  const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 ${fromWhere}`);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** `offset` for a one-based page. Lists that go deep use keyset conditions instead. */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** `ILIKE '%text%'` on a lower-cased, trigram-indexed column; escapes LIKE wildcards. */
export function containsText(column: SQL, text: string): SQL {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like ${`%${escaped}%`}`;
}
