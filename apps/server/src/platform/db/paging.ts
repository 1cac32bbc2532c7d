import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from './client';

/**
 * Counting stops here: past it the total is an estimate, flagged as such (DESIGN.md 7). Staff
 * page through hundreds, not thousands; counting further would cost every list request more
 * than its page (measured with `npm run bench`), while the planner's estimate of an equality
 * or range filter is close.
 */
export const EXACT_COUNT_CAP = 1_000;

export type CountResult = { total_items: number; total_is_estimate: boolean };

/**
 * The total of a filtered list, exact up to `cap` rows, and beyond it the planner's estimate,
 * so counting never dominates a request on millions of rows.
 *
 * `fromWhere` is the list query's `from ... where ...` part (no order, no limit).
 */
export async function cappedCount(
  db: DbOrTx,
  fromWhere: SQL,
  cap = EXACT_COUNT_CAP,
): Promise<CountResult> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 ${fromWhere} limit ${cap + 1}) capped`,
  );
  const exact = Number(row?.n ?? 0);
  if (exact <= cap) return { total_items: exact, total_is_estimate: false };
  return {
    total_items: Math.max(await plannerEstimate(db, fromWhere), cap + 1),
    total_is_estimate: true,
  };
}

/** The row count the planner expects for `select 1 {fromWhere}`: cheap and roughly right. */
export async function plannerEstimate(db: DbOrTx, fromWhere: SQL): Promise<number> {
  const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 ${fromWhere}`,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** `offset` for a one-based page. Lists that go deep use keyset conditions instead. */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** Escapes LIKE wildcards: `%text%`. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `ILIKE '%text%'` on a lower-cased, trigram-indexed column; escapes LIKE wildcards.
 *
 * Text of several words is looked up in the index word by word and the whole text is then
 * checked on the rows found: pg_trgm turns the spaces and dots inside a pattern into
 * word-boundary trigrams ('  i' of 'kavya iyer', '  e' of 'bench.example') that nearly every
 * row has (the '.in' of an email), and reading those from the index cost more than the
 * search (5 ms instead of 1 ms on 300k users, measured with `npm run bench`).
 */
export function containsText(column: SQL, text: string): SQL {
  const lower = text.toLowerCase();
  // Words as pg_trgm splits them; shorter than 3 characters they have no trigram of their own.
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  if (words.length === 0 || (words.length === 1 && words[0] === lower))
    return sql`${column} like ${likeContaining(lower)}`;
  // strpos is not an index condition, and the planner takes it as true for nearly every row,
  // so the words' estimate stands (textSearchPage plans by it).
  const indexed = words.map((w) => sql`${column} like ${likeContaining(w)}`);
  return sql`(${sql.join(indexed, sql` and `)} and strpos(${column}, ${lower}) <> 0)`;
}

type TextSearch = {
  /** The listed table and its alias, constants of the code (never input): 'payments', 'p'. Lists are ordered by `{alias}.id`. */
  table: string;
  alias: string;
  /** Conditions other than the text, on the alias's columns. */
  filters: SQL[];
  /** The text condition (containsText on a trigram-indexed column of the alias). */
  text: SQL;
  page: number;
  pageSize: number;
  /** Oldest first instead of newest first. */
  ascending?: boolean;
};

/** Past this many expected matches a text's total is the planner's estimate, flagged. */
export const TEXT_EXACT_CAP = EXACT_COUNT_CAP;
/** How many rows in list order a common text's page is looked for in, before its index is used. */
const TEXT_WALK_WINDOW = 5_000;

/**
 * The ids of one page of a text search and its total, at a cost bounded by the page or by the
 * matches, never by the table. The planner's estimate picks the plan:
 * - a text expected to match few rows has all its matching ids fetched through the trigram
 *   index and sorted (`+ 0` keeps the planner from walking the id index, which reads the whole
 *   table when the matches sit at its far end, as numbers given out in order do): the page and
 *   an exact total from one scan;
 * - a common text is looked for along the list's order within a window of rows, where it is
 *   dense, and its total is the estimate, flagged; if the window does not fill the page (the
 *   matches sit elsewhere), all matches are fetched as above, and when they are expected to be
 *   far more than the cap only the page is kept of their sort.
 */
export async function textSearchPage(
  db: DbOrTx,
  search: TextSearch,
): Promise<{ ids: number[]; count: CountResult }> {
  const direction = search.ascending ? sql`asc` : sql`desc`;
  const offset = offsetOf(search.page, search.pageSize);
  const table = sql.raw(`${search.table} ${search.alias}`);
  const id = sql.raw(`${search.alias}.id`);
  const filters = search.filters.length ? sql.join(search.filters, sql` and `) : sql`true`;
  const fromWhere = sql`from ${table} where ${filters} and ${search.text}`;
  const idsOf = async (query: SQL) =>
    (await rowsOf<{ id: number }>(db, query)).map((r) => Number(r.id));
  const estimate = await plannerEstimate(db, fromWhere);

  if (estimate > TEXT_EXACT_CAP && offset + search.pageSize <= TEXT_WALK_WINDOW) {
    const windowed = await idsOf(
      sql`select ${id} as id
            from (select * from ${table} where ${filters} order by ${id} ${direction} limit ${TEXT_WALK_WINDOW}) ${sql.raw(search.alias)}
           where ${search.text} order by ${id} ${direction} limit ${search.pageSize} offset ${offset}`,
    );
    if (windowed.length === search.pageSize) {
      return {
        ids: windowed,
        count: {
          total_items: Math.max(estimate, offset + windowed.length),
          total_is_estimate: true,
        },
      };
    }
  }
  // The page alone, sorted from all the matches.
  const sortedPage = () =>
    idsOf(
      sql`select ${id} as id ${fromWhere} order by ${id} + 0 ${direction} limit ${search.pageSize} offset ${offset}`,
    );
  if (estimate > 5 * TEXT_EXACT_CAP) {
    // Far past the cap the total is the estimate anyway: sort the matches for the page only.
    const ids = await sortedPage();
    return {
      ids,
      count: { total_items: Math.max(estimate, offset + ids.length), total_is_estimate: true },
    };
  }
  // The first cap + 1 matches in order, of which only the page and their number come back.
  const paged = await rowsOf<{ id: number; matched: number }>(
    db,
    sql`select id, count(*) over ()::int as matched
          from (select ${id} as id ${fromWhere} order by ${id} + 0 ${direction} limit ${EXACT_COUNT_CAP + 1}) m
         order by id ${direction} limit ${search.pageSize} offset ${offset}`,
  );
  const matched =
    paged[0]?.matched ?? (offset === 0 ? 0 : (await cappedCount(db, fromWhere)).total_items);
  const pageIds = paged.map((r) => Number(r.id));
  if (matched <= EXACT_COUNT_CAP)
    return { ids: pageIds, count: { total_items: matched, total_is_estimate: false } };
  const ids = offset + search.pageSize <= EXACT_COUNT_CAP ? pageIds : await sortedPage();
  return {
    ids,
    count: { total_items: Math.max(estimate, EXACT_COUNT_CAP + 1), total_is_estimate: true },
  };
}

/**
 * The ids of one page of a list ordered by id, and its total: a text search through
 * textSearchPage; other filters walk their index for the page and count up to the cap.
 */
export async function pageOfIds(
  db: DbOrTx,
  list: Omit<TextSearch, 'text'> & { text: SQL | null },
): Promise<{ ids: number[]; count: CountResult }> {
  if (list.text) return textSearchPage(db, { ...list, text: list.text });
  const direction = list.ascending ? sql`asc` : sql`desc`;
  const id = sql.raw(`${list.alias}.id`);
  const fromWhere = sql`from ${sql.raw(`${list.table} ${list.alias}`)} where ${list.filters.length ? sql.join(list.filters, sql` and `) : sql`true`}`;
  const [rows, count] = await Promise.all([
    rowsOf<{ id: number }>(
      db,
      sql`select ${id} as id ${fromWhere} order by ${id} ${direction} limit ${list.pageSize} offset ${offsetOf(list.page, list.pageSize)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { ids: rows.map((r) => Number(r.id)), count };
}

/** `id = any(...)` for a list of integer ids, as one array parameter. */
export const idIn = (column: SQL, ids: number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** How many rows a keyset walk reads at once: an export holds one such page in memory. */
export const WALK_PAGE_ROWS = 1_000;

type Walk = {
  /** The list's `select ... from ... joins` (no where), its rows carrying `id`. */
  select: SQL;
  /** The id column the list is ordered by: `p.id`. */
  id: SQL;
  /** The list's own filter conditions (the same builder as its page). */
  filters: SQL[];
  /** Oldest first instead of newest first. */
  ascending?: boolean;
  size?: number;
};

/**
 * Every row a list's filters pick, in its id order, a page at a time: each page one indexed
 * read past the last id seen (keyset, never an offset), so the last page of a million-row
 * export costs what the first did and only one page is ever in memory. What CSV exports
 * stream.
 */
export async function* walkById<R extends { id: number | string }>(
  db: DbOrTx,
  walk: Walk,
): AsyncGenerator<R[]> {
  const size = walk.size ?? WALK_PAGE_ROWS;
  const direction = walk.ascending ? sql`asc` : sql`desc`;
  let last: number | null = null;
  for (;;) {
    const after: SQL[] =
      last === null ? [] : [walk.ascending ? sql`${walk.id} > ${last}` : sql`${walk.id} < ${last}`];
    const conditions = [...walk.filters, ...after];
    const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    const rows: R[] = await rowsOf<R>(
      db,
      sql`${walk.select} where ${where} order by ${walk.id} ${direction} limit ${size}`,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = Number(rows.at(-1)!.id);
  }
}
