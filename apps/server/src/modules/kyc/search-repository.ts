import { sql, type SQL } from 'drizzle-orm';
import type { KycRow } from '@switchboard/contract/kyc';
import type { KycStatus, QueueStatus } from '@switchboard/contract/rules/kyc';
import { rowsOf, type Db } from '../../platform/db/client';
import { onReplica, readerOf } from '../../platform/db/read-handle';
import { containsText, offsetOf, plannerEstimate, WALK_PAGE_ROWS } from '../../platform/db/paging';
import { namesOf } from './assign-repository';

export type Filters = {
  status?: QueueStatus | undefined;
  text?: string | undefined;
  trial?: boolean | undefined;
  user_kyc_status?: KycStatus | undefined;
  business_kyc_status?: KycStatus | undefined;
  /** "Assigned to", with `me` already resolved to the asking staff member's id. */
  assignee?: number | 'anyone' | 'unassigned' | undefined;
};

/**
 * A text matching at most this many orgs is resolved to their ids first, so the queue reads
 * only their KYC rows and counts them exactly; a broader text's totals are estimates (flagged
 * as such), and its page is read from all its matches or, when it is expected to match many
 * times this, looked for along the queue order first.
 */
const TEXT_IDS_CAP = 1000;

/** The filters other than text, as conditions on kyc (`k`) or on kyc_queue_counts (`c`). */
function filterConditions(filters: Filters, alias: 'k' | 'c'): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = alias === 'k' ? [sql`not k.org_deleted`] : [];
  if (filters.trial !== undefined)
    conditions.push(sql`${column('org_is_trial')} = ${filters.trial}`);
  if (filters.status) conditions.push(sql`${column('review_status')} = ${filters.status}`);
  if (filters.user_kyc_status)
    conditions.push(sql`${column('status')} = ${filters.user_kyc_status}`);
  if (filters.business_kyc_status) {
    const bv = alias === 'k' ? sql`coalesce(k.bv_status, 'NOT_SUBMITTED')` : sql`c.bv_key`;
    conditions.push(sql`${bv} = ${filters.business_kyc_status}`);
  }
  // The counters have no assignee: totals under this filter count kyc itself (assignedTotals).
  if (alias === 'k' && filters.assignee !== undefined) {
    if (filters.assignee === 'anyone') conditions.push(sql`k.assignee_id is not null`);
    else if (filters.assignee === 'unassigned') conditions.push(sql`k.assignee_id is null`);
    else conditions.push(sql`k.assignee_id = ${filters.assignee}`);
  }
  return conditions;
}

/** The queue row's own columns (the org's are added by withOrgColumns). */
const queueColumns = sql`k.org_id, k.kyc_template, k.review_status, k.status, k.bv_status, k.is_biz_kyc_required, k.submitted_at, k.version, k.assignee_id`;

const and = (conditions: SQL[]) =>
  conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

const orgText = (text: string) =>
  sql`o.deleted_at is null and ${containsText(sql`o.search_text`, text)}`;

export type TextMatches = { ids: number[] | null; expected: number };

/**
 * The live orgs a text matches: their ids when it is selective, else null (broad), with the
 * planner's estimate of how many there are. A text expected to match more than twice the cap
 * is broad without its matches being listed.
 */
export function textMatches(handle: Db, text: string): Promise<TextMatches> {
  return onReplica(handle, (db) => textMatchesOn(db, text));
}

async function textMatchesOn(db: Db, text: string): Promise<TextMatches> {
  const expected = await plannerEstimate(db, sql`from orgs o where ${orgText(text)}`);
  if (expected > 2 * TEXT_IDS_CAP) return { ids: null, expected };
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select o.id from orgs o where ${orgText(text)} limit ${TEXT_IDS_CAP + 1}`,
  );
  return { ids: rows.length > TEXT_IDS_CAP ? null : rows.map((r) => r.id), expected };
}

const idsIn = (ids: number[]) => sql`k.org_id = any(${`{${ids.join(',')}}`}::int[])`;

/** `from ... where ...` of the queue over live orgs, narrowed to the given orgs when known. */
function fromWhere(filters: Filters, matchedIds: number[] | null): SQL {
  const conditions = filterConditions(filters, 'k');
  if (matchedIds) conditions.push(idsIn(matchedIds));
  return sql`from kyc k where ${and(conditions)}`;
}

/**
 * A broad text's page is first looked for among the queue's first rows in its order (cheap
 * when matches are common there); when they do not fill the page, every matching org is
 * taken from the trigram index and sorted. The work is bounded either way, whatever way the
 * matches are spread along the queue.
 */
const BROAD_TEXT_WINDOW = 2000;

function broadTextPage(
  filters: Filters,
  text: string,
  limit: number,
  offset: number,
  withinWindow: boolean,
): SQL {
  const order = sql`order by k.submitted_at desc nulls last, k.org_id desc nulls last`;
  if (withinWindow) {
    return sql`select ${queueColumns} from (select k.* from kyc k where ${and(filterConditions(filters, 'k'))} ${order} limit ${BROAD_TEXT_WINDOW}) k
                join orgs o on o.id = k.org_id where ${orgText(text)} ${order} limit ${limit} offset ${offset}`;
  }
  // The matches go in as one array: kyc is read by primary key for them alone.
  return sql`select ${queueColumns} from kyc k
              where k.org_id = any(array(select o.id from orgs o where ${orgText(text)})) and ${and(filterConditions(filters, 'k'))}
              ${order} limit ${limit} offset ${offset}`;
}

/** Queue totals per review status under the filters, exact, from the trigger-kept counters. */
async function countedTotals(db: Db, filters: Filters): Promise<Map<string, number>> {
  const rows = await rowsOf<{ review_status: string; n: number }>(
    db,
    sql`select c.review_status, sum(c.n)::float8 as n from kyc_queue_counts c where ${and(filterConditions(filters, 'c'))} group by c.review_status`,
  );
  return new Map(rows.map((r) => [r.review_status, Number(r.n)]));
}

/** Totals per review status of the KYC rows of the given orgs under the filters, exact. */
async function matchedTotals(
  db: Db,
  filters: Filters,
  ids: number[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ review_status: string; n: number }>(
    db,
    sql`select k.review_status, count(*)::int as n from kyc k where ${and([...filterConditions(filters, 'k'), idsIn(ids)])} group by k.review_status`,
  );
  return new Map(rows.map((r) => [r.review_status, r.n]));
}

/**
 * Totals per review status under an "Assigned to" filter, exact. The assigned rows are counted
 * on the assignee index (a reviewer's share of the queue); the unassigned ones are the counters
 * less every assigned row, so they never mean counting the whole queue.
 */
async function assignedTotals(db: Db, filters: Filters): Promise<Map<string, number>> {
  const countAssigned = async (assigned: Filters) => {
    const rows = await rowsOf<{ review_status: string; n: number }>(
      db,
      sql`select k.review_status, count(*)::int as n from kyc k where ${and(filterConditions(assigned, 'k'))} group by k.review_status`,
    );
    return new Map(rows.map((r) => [r.review_status, r.n]));
  };
  if (filters.assignee !== 'unassigned') return countAssigned(filters);
  const [all, assigned] = await Promise.all([
    countedTotals(db, filters),
    countAssigned({ ...filters, assignee: 'anyone' }),
  ]);
  return new Map([...all].map(([status, n]) => [status, n - (assigned.get(status) ?? 0)]));
}

/** Totals per review status under the filters but text, exact. */
const exactTotals = (db: Db, filters: Filters) =>
  filters.assignee === undefined ? countedTotals(db, filters) : assignedTotals(db, filters);

/**
 * Totals per review status and whether they are estimates. A broad text scales the exact
 * counters by the share of live orgs the planner expects the text to match.
 */
export function totalsByStatus(handle: Db, filters: Filters, text: TextMatches | null) {
  return onReplica(handle, (db) => totalsByStatusOn(db, filters, text));
}

async function totalsByStatusOn(db: Db, filters: Filters, text: TextMatches | null) {
  if (!text) return { totals: await exactTotals(db, filters), estimate: false };
  if (text.ids) return { totals: await matchedTotals(db, filters, text.ids), estimate: false };
  const [counted, allRows] = await Promise.all([
    exactTotals(db, filters),
    plannerEstimate(db, sql`from orgs o where o.deleted_at is null`),
  ]);
  const share = Math.min(1, text.expected / Math.max(1, allRows));
  const totals = new Map([...counted].map(([status, n]) => [status, Math.round(n * share)]));
  return { totals, estimate: true };
}

type Raw = Omit<KycRow, 'submitted_at'> & { submitted_at: Date | string | null };

/** The page's KYC rows (without the org's columns), newest submission first. */
export function pageRows(
  handle: Db,
  query: Filters & { page: number; page_size: number },
  text: TextMatches | null,
) {
  return onReplica(handle, (db) => pageRowsOn(db, query, text));
}

async function pageRowsOn(
  db: Db,
  query: Filters & { page: number; page_size: number },
  text: TextMatches | null,
) {
  const offset = offsetOf(query.page, query.page_size);
  const order = sql`order by k.submitted_at desc nulls last, k.org_id desc nulls last`;
  if (!query.text || !text || text.ids) {
    return rowsOf<KycPageRow>(
      db,
      sql`select ${queueColumns}
            ${fromWhere(query, text?.ids ?? null)} ${order} limit ${query.page_size} offset ${offset}`,
    );
  }
  // A few thousand matches are read and sorted at once faster than a window is walked and joined.
  if (text.expected > 2 * TEXT_IDS_CAP && offset + query.page_size <= BROAD_TEXT_WINDOW) {
    const windowed = await rowsOf<KycPageRow>(
      db,
      broadTextPage(query, query.text, query.page_size, offset, true),
    );
    if (windowed.length === query.page_size) return windowed;
  }
  return rowsOf<KycPageRow>(db, broadTextPage(query, query.text, query.page_size, offset, false));
}

type KycPageRow = Pick<
  Raw,
  | 'org_id'
  | 'kyc_template'
  | 'review_status'
  | 'status'
  | 'bv_status'
  | 'is_biz_kyc_required'
  | 'submitted_at'
  | 'version'
> & { assignee_id: number | null };

/** Adds each row's org name, number, trial flag, current plan and assignee's name. */
export function withOrgColumns(handle: Db, page: KycPageRow[]): Promise<Raw[]> {
  return onReplica(handle, (db) => withOrgColumnsOn(db, page));
}

async function withOrgColumnsOn(db: Db, page: KycPageRow[]): Promise<Raw[]> {
  if (page.length === 0) return [];
  const assigneeIds = [...new Set(page.flatMap((r) => (r.assignee_id ? [r.assignee_id] : [])))];
  const [names, extra] = await Promise.all([namesOf(db, assigneeIds), orgColumns(db, page)]);
  const byOrg = new Map(extra.map((e) => [e.org_id, e]));
  return page.map(({ assignee_id: assigneeId, ...r }) => ({
    ...r,
    ...byOrg.get(r.org_id)!,
    assignee: assigneeId ? { id: assigneeId, name: names.get(assigneeId) ?? '' } : null,
  }));
}

function orgColumns(db: Db, page: KycPageRow[]) {
  return rowsOf<{
    org_id: number;
    org_name: string;
    product_number: string | null;
    is_trial: boolean;
    plan_name: string | null;
  }>(
    db,
    sql`select o.id as org_id, o.name as org_name, o.product_number, o.is_trial, plan.name as plan_name
          from orgs o
          left join lateral (select p.name from subscriptions s join plans p on p.id = s.plan_id
                              where s.org_id = o.id order by s.id desc limit 1) plan on true
         where o.id = any(${`{${page.map((r) => r.org_id).join(',')}}`}::int[])`,
  );
}

/** Up to `limit` org ids of the queue rows the filters pick, in queue order (a bulk select-all). */
export async function kycIdsMatching(db: Db, filters: Filters, limit: number): Promise<number[]> {
  const conditions = filterConditions(filters, 'k');
  if (filters.text)
    conditions.push(sql`k.org_id in (select o.id from orgs o where ${orgText(filters.text)})`);
  const rows = await rowsOf<{ org_id: number | string }>(
    db,
    sql`select k.org_id from kyc k where ${and(conditions)}
         order by k.submitted_at desc nulls last, k.org_id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.org_id));
}

/**
 * Every KYC row the queue's filters pick, in the queue's order (newest submission first, the
 * never submitted last), a page at a time with each org's columns: for the CSV export. Pages
 * follow the queue's own index by keyset: the submitted rows by (submitted_at, org_id), then
 * the never-submitted by org_id; a text is the orgs it matches, as a broad text's page reads
 * them.
 */
export async function* walkKyc(handle: Db, filters: Filters) {
  // An export's pages, all from one handle: a replica when the caller allows it.
  const db = await readerOf(handle);
  const conditions = filterConditions(filters, 'k');
  if (filters.text)
    conditions.push(
      sql`k.org_id = any(array(select o.id from orgs o where ${orgText(filters.text)}))`,
    );
  type Keyed = KycPageRow & { submitted_key: string | null };
  // The timestamp as text keeps its microseconds, which a JS Date would round off.
  const pageAfter = (after: SQL) =>
    rowsOf<Keyed>(
      db,
      sql`select ${queueColumns}, k.submitted_at::text as submitted_key from kyc k
           where ${and([...conditions, after])}
           order by k.submitted_at desc nulls last, k.org_id desc nulls last limit ${WALK_PAGE_ROWS}`,
    );
  const phases = [
    {
      start: sql`k.submitted_at is not null`,
      next: (last: Keyed) =>
        sql`(k.submitted_at, k.org_id) < (${last.submitted_key}::timestamptz, ${last.org_id})`,
    },
    {
      start: sql`k.submitted_at is null`,
      next: (last: Keyed) => sql`k.submitted_at is null and k.org_id < ${last.org_id}`,
    },
  ];
  for (const phase of phases) {
    let after = phase.start;
    for (;;) {
      const rows = await pageAfter(after);
      if (rows.length > 0)
        yield await withOrgColumns(
          db,
          rows.map(({ submitted_key: _key, ...row }) => row),
        );
      if (rows.length < WALK_PAGE_ROWS) break;
      after = phase.next(rows.at(-1)!);
    }
  }
}
