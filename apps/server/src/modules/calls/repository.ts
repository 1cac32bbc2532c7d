import { sql, type SQL } from 'drizzle-orm';
import { MAX_OFFSET_ROWS, type CallPage, type CallRow, type OrgCallFilters } from '@switchboard/contract/calls';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, EXACT_COUNT_CAP, plannerEstimate, type CountResult } from '../../platform/db/paging';
import { badRequest } from '../../platform/errors';
import { and, filterConditions } from './call-filters';

type Row = Omit<CallRow, 'id' | 'started_at' | 'ended_at' | 'deleted_at' | 'is_trial' | 'is_soft_deleted'> & {
  id: string | number;
  is_trial: number;
  started_at: Date | string;
  ended_at: Date | string | null;
  deleted_at: Date | string | null;
};

export const toCallRow = (r: Row): CallRow => ({
  ...r,
  id: Number(r.id),
  is_trial: r.is_trial === 1,
  started_at: toIso(r.started_at),
  ended_at: toIso(r.ended_at),
  deleted_at: toIso(r.deleted_at),
  is_soft_deleted: r.deleted_at !== null,
});

/** Names are joined after the page is cut, so they cost ten primary-key lookups. */
const withNames = (page: SQL) => sql`
  select p.id, p.switch_call_id, p.org_id, o.name as org_name, p.user_id,
         nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as agent_name,
         p.is_trial, p.source, p.call_type, p.status, p.from_number, p.to_number, p.duration,
         p.started_at, p.ended_at, p.recording_id, p.deleted_at
    from (${page}) p
    left join orgs o on o.id = p.org_id
    left join users u on u.id = p.user_id
   order by p.id desc`;

/**
 * The total of a list. A broad filter over millions of rows is answered from the planner's
 * estimate without counting (equality, range and prefix filters, with the correlated-columns
 * statistics, estimate well); a narrower one is counted exactly up to the cap, from an index.
 */
async function countCalls(db: DbOrTx, fromWhere: SQL): Promise<CountResult> {
  const estimate = await plannerEstimate(db, fromWhere);
  if (estimate > 5 * EXACT_COUNT_CAP) return { total_items: estimate, total_is_estimate: true };
  return cappedCount(db, fromWhere);
}

/**
 * One page of calls, newest first. `scope` narrows the table (trial calls, one org, dialer
 * calls) and matches a partial or leading index column; filters add their conditions.
 * With a cursor the page starts below that id (keyset); without one, OFFSET up to a bound.
 */
export async function listCalls(db: DbOrTx, scope: SQL[], f: Partial<OrgCallFilters> & { page: number; page_size: number }): Promise<CallPage> {
  const conditions = [...scope, ...filterConditions(f)];
  const skip = f.cursor ? 0 : f.page * f.page_size;
  if (skip > MAX_OFFSET_ROWS) {
    throw badRequest(`Pages past row ${MAX_OFFSET_ROWS} need the cursor of the page before`, [{ field: 'cursor', message: 'required for deep pages' }]);
  }
  const pageWhere = and(f.cursor ? [...conditions, sql`c.id < ${f.cursor}`] : conditions);
  const rows = await rowsOf<Row>(
    db,
    withNames(sql`select * from call_history c where ${pageWhere} order by c.id desc limit ${f.page_size + 1} offset ${skip}`),
  );
  // The last page reached by offset tells the exact total for free; otherwise count.
  const complete = !f.cursor && rows.length <= f.page_size && (rows.length > 0 || skip === 0);
  const count: CountResult = complete
    ? { total_items: skip + rows.length, total_is_estimate: false }
    : await countCalls(db, sql`from call_history c where ${and(conditions)}`);
  const page = rows.slice(0, f.page_size).map(toCallRow);
  const last = page.at(-1);
  return {
    rows: page,
    ...count,
    page: f.page,
    page_size: f.page_size,
    next_cursor: rows.length > f.page_size && last ? last.id : null,
  };
}

export async function findCall(db: DbOrTx, id: number): Promise<CallRow | null> {
  const [row] = await rowsOf<Row>(db, withNames(sql`select * from call_history c where c.id = ${id}`));
  return row ? toCallRow(row) : null;
}
