import { formatMessage } from '@switchboard/contract/messages';
import { sql, type SQL } from 'drizzle-orm';
import {
  MAX_OFFSET_ROWS,
  type CallPage,
  type CallRow,
  type OrgCallFilters,
} from '@switchboard/contract/calls';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { onReplica, readerOf } from '../../platform/db/read-handle';
import {
  cappedCount,
  EXACT_COUNT_CAP,
  plannerEstimate,
  type CountResult,
} from '../../platform/db/paging';
import { badRequest } from '../../platform/errors';
import { and, filterConditions } from './filters-repository';

type Row = Omit<
  CallRow,
  'id' | 'started_at' | 'ended_at' | 'deleted_at' | 'is_trial' | 'is_soft_deleted'
> & {
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
 * Between the two, a list in id order first looks at its newest rows: a filter that most of a
 * team's calls match (the team's own number) is over the cap there at once, where counting it
 * from the number index would gather every match first (the planner, which takes org and
 * number as independent, expects a thousandth of them).
 */
async function countCalls(db: DbOrTx, list: ListQuery): Promise<CountResult> {
  const fromWhere = sql`from call_history c where ${and(list.conditions)}`;
  const estimate = await plannerEstimate(db, fromWhere);
  if (estimate > 5 * EXACT_COUNT_CAP) return { total_items: estimate, total_is_estimate: true };
  if (!list.sorted && estimate >= EXACT_COUNT_CAP / 5) {
    const dense = await overCapAmongNewest(db, list);
    if (dense)
      return {
        total_items: Math.max(estimate, dense, EXACT_COUNT_CAP + 1),
        total_is_estimate: true,
      };
  }
  return cappedCount(db, fromWhere);
}

/** How many of a list's newest rows are looked at for the cap's worth of matches. */
const DENSE_PROBE_ROWS = 2 * EXACT_COUNT_CAP;

/**
 * When more than the cap match among the scope's newest DENSE_PROBE_ROWS rows (read along the
 * scope's id index), the list's size extrapolated from that density; otherwise null.
 */
async function overCapAmongNewest(db: DbOrTx, list: ListQuery): Promise<number | null> {
  const [probe] = await rowsOf<{ matched: number }>(
    db,
    sql`select count(*) filter (where ${and(list.filters)})::int as matched
          from (select * from call_history c where ${and(list.scope)} order by c.id desc limit ${DENSE_PROBE_ROWS}) c`,
  );
  if (!probe || probe.matched <= EXACT_COUNT_CAP) return null;
  const scopeSize = await plannerEstimate(db, sql`from call_history c where ${and(list.scope)}`);
  return Math.round((probe.matched / DENSE_PROBE_ROWS) * scopeSize);
}

export type ListArgs = Partial<OrgCallFilters> & { page: number; page_size: number };

/** Which calls a list is over: trial calls, one org's, or the dialer's (of one org or all). */
export type CallScope =
  | { kind: 'trial' }
  | { kind: 'org'; orgId: number }
  | { kind: 'dialer'; orgId?: number | undefined };

/** A scope's conditions: each leads an index of call_history. */
function scopeConditions(scope: CallScope): SQL[] {
  if (scope.kind === 'trial') return [sql`c.is_trial = 1`];
  if (scope.kind === 'org') return [sql`c.org_id = ${scope.orgId}`];
  return [sql`c.source = 'DIALER'`, ...(scope.orgId ? [sql`c.org_id = ${scope.orgId}`] : [])];
}

/**
 * The conditions of a list and the expression its rows are sorted by: `c.id`, which lets an
 * index on (scope, id) give the order; or `c.id + 0` (the same order), which makes PostgreSQL
 * find the rows first, by another index, and sort only them.
 */
type ListQuery = {
  scope: SQL[];
  filters: SQL[];
  conditions: SQL[];
  pageConditions: SQL[];
  sortKey: SQL;
  sorted: boolean;
};

/** Past this many rows in a date range, walking the list's own order is cheaper than sorting them. */
const SORT_DATE_RANGE_BELOW = 50_000;

/**
 * A date range matches calls that sit together in time but can lie deep in a large team's id
 * order: walking that order from the newest call passes every later call first (tens of ms on
 * a team with 100k+ calls). When the range holds few enough rows, they are read through the
 * (org_id, started_at) index and sorted. The planner, which assumes dates are spread evenly
 * along ids, cannot see this itself.
 */
async function planList(db: DbOrTx, scope: SQL[], f: ListArgs): Promise<ListQuery> {
  const filters = filterConditions(f);
  const conditions = [...scope, ...filters];
  const inOrder = {
    scope,
    filters,
    conditions,
    pageConditions: [...scope, ...filterConditions(f, true)],
    sortKey: sql`c.id`,
    sorted: false,
  };
  if (!f.from && !f.to) return inOrder;
  const inRange = await plannerEstimate(db, sql`from call_history c where ${and(conditions)}`);
  return inRange < SORT_DATE_RANGE_BELOW
    ? { ...inOrder, pageConditions: conditions, sortKey: sql`c.id + 0`, sorted: true }
    : inOrder;
}

/**
 * Rows of call_history matching the list and `extra`, in `order`, at most `limit`, with their
 * names. A list sorted apart from its index (a date range) picks its page's ids first, from the
 * covering (org_id, started_at) index alone, and reads only those rows.
 */
const callRows = (
  db: DbOrTx,
  list: ListQuery,
  extra: SQL[],
  order: 'asc' | 'desc',
  limit: number,
  offset = 0,
) => {
  const picked = sql`from call_history c where ${and([...list.pageConditions, ...extra])} order by ${list.sortKey} ${sql.raw(order)} limit ${limit} offset ${offset}`;
  const page = list.sorted
    ? sql`select * from call_history c where c.id = any(array(select c.id ${picked}))`
    : sql`select * ${picked}`;
  return rowsOf<Row>(db, withNames(page));
};

/**
 * One page of calls, newest first. `scope` narrows the table (trial calls, one org, dialer
 * calls) and matches a partial or leading index column; filters add their conditions.
 * Deep pages are read by keyset both ways, never by skipping rows: `cursor` (the next page)
 * reads below that id, `before` (the previous page) above it. Without either, OFFSET up to a bound.
 */
export function listCalls(handle: DbOrTx, scope: CallScope, f: ListArgs): Promise<CallPage> {
  return onReplica(handle, (db) => listCallsOn(db, scope, f));
}

async function listCallsOn(db: DbOrTx, scope: CallScope, f: ListArgs): Promise<CallPage> {
  if (f.cursor && f.before) {
    throw badRequest(formatMessage('cursorOrBefore'), [
      { field: 'before', message: 'not together with cursor' },
    ]);
  }
  const list = await planList(db, scopeConditions(scope), f);
  if (f.before) {
    const previous = await previousPage(db, list, f, f.before);
    if (previous) return previous;
    // Nothing newer is left above this page: it is the start of the list.
    return offsetOrCursorPage(db, list, { ...f, page: 0, before: undefined });
  }
  return offsetOrCursorPage(db, list, f);
}

async function offsetOrCursorPage(db: DbOrTx, list: ListQuery, f: ListArgs): Promise<CallPage> {
  const skip = f.cursor ? 0 : f.page * f.page_size;
  if (skip > MAX_OFFSET_ROWS) {
    throw badRequest(formatMessage('deepPageNeedsCursor', { rows: MAX_OFFSET_ROWS }), [
      { field: 'cursor', message: 'required for deep pages' },
    ]);
  }
  const rows = await callRows(
    db,
    list,
    f.cursor ? [sql`c.id < ${f.cursor}`] : [],
    'desc',
    f.page_size + 1,
    skip,
  );
  // The last page reached by offset tells the exact total for free; otherwise count.
  const complete = !f.cursor && rows.length <= f.page_size && (rows.length > 0 || skip === 0);
  const count: CountResult = complete
    ? { total_items: skip + rows.length, total_is_estimate: false }
    : await countCalls(db, list);
  const page = rows.slice(0, f.page_size).map(toCallRow);
  // Rows come before this page when a cursor led here or rows were skipped. An empty page
  // past the end goes back from its own cursor.
  const prev = f.cursor ? (page[0]?.id ?? f.cursor) : skip > 0 ? (page[0]?.id ?? null) : null;
  return {
    rows: page,
    ...count,
    page: f.page,
    page_size: f.page_size,
    next_cursor: rows.length > f.page_size ? (page.at(-1)?.id ?? null) : null,
    prev_cursor: prev,
  };
}

/**
 * The page just above the id `before`: the page_size + 1 oldest rows newer than it, read up
 * the index (the extra row says more pages lie above). Null when fewer are left than a page:
 * that is the first page, answered in full from the top instead.
 */
async function previousPage(
  db: DbOrTx,
  list: ListQuery,
  f: ListArgs,
  before: number,
): Promise<CallPage | null> {
  const rows = await callRows(db, list, [sql`c.id > ${before}`], 'asc', f.page_size + 1);
  if (rows.length <= f.page_size) return null;
  // Named rows come back newest first: the first one is the extra row above the page.
  const page = rows.slice(1).map(toCallRow);
  return {
    rows: page,
    ...(await countCalls(db, list)),
    page: f.page,
    page_size: f.page_size,
    next_cursor: page.at(-1)?.id ?? null,
    prev_cursor: page[0]?.id ?? null,
  };
}

export async function findCall(db: DbOrTx, id: number): Promise<CallRow | null> {
  const [row] = await rowsOf<Row>(
    db,
    withNames(sql`select * from call_history c where c.id = ${id}`),
  );
  return row ? toCallRow(row) : null;
}

/**
 * Every call of a scope that the filters pick, newest first, 1,000 at a time by keyset (each
 * page one indexed read after the last id), for a streamed export in constant memory.
 */
export async function* walkCalls(handle: DbOrTx, scope: CallScope, f: Partial<OrgCallFilters>) {
  // An export's pages, all from one handle: a replica when the caller allows it.
  const db = await readerOf(handle);
  const conditions = [...scopeConditions(scope), ...filterConditions(f)];
  let before = 2_147_483_647;
  for (;;) {
    const rows = await rowsOf<Row>(
      db,
      withNames(
        sql`select c.* from call_history c where ${and(conditions)} and c.id < ${before}
             order by c.id desc limit 1000`,
      ),
    );
    if (rows.length === 0) return;
    yield rows.map(toCallRow);
    before = Number(rows.at(-1)!.id);
  }
}

/** Up to `limit` ids of a scope's calls the filters pick, newest first (a bulk select-all). */
export async function callIdsMatching(
  db: DbOrTx,
  scope: CallScope,
  f: Partial<OrgCallFilters>,
  limit: number,
): Promise<number[]> {
  const conditions = [...scopeConditions(scope), ...filterConditions(f)];
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`select c.id from call_history c where ${and(conditions)} order by c.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
