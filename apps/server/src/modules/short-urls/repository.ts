import { eq, sql, type SQL } from 'drizzle-orm';
import type { ShortUrlSearch, ShortUrlStatus } from '@switchboard/contract/short-urls';
import type { shortUrlVisits } from '../../db/schema/short-urls';
import { shortUrls } from '../../db/schema/short-urls';
import { rowsOf, toIso, type Db, type DbOrTx } from '../../platform/db/client';
import { copyLine, copyRows } from '../../platform/db/copy-rows';
import { containsText, idIn, pageOfIds, walkById } from '../../platform/db/paging';

/** A short URL as stored, before its short link is spelled out (the base depends on the request). */
export type ShortUrlRecord = {
  id: number;
  slug: string;
  target_url: string;
  title: string | null;
  tags: string[];
  org_id: number | null;
  org_name: string | null;
  valid_since: string | null;
  valid_until: string | null;
  max_visits: number | null;
  forward_query: boolean;
  visit_count: number;
  status: ShortUrlStatus;
  disabled_at: string | null;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
};

type Row = Omit<
  ShortUrlRecord,
  'valid_since' | 'valid_until' | 'disabled_at' | 'created_at' | 'updated_at' | 'visit_count'
> & {
  valid_since: Date | string | null;
  valid_until: Date | string | null;
  disabled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  visit_count: number | string;
};

const statusOf = sql`case
  when u.disabled_at is not null then 'DISABLED'
  when u.valid_since is not null and u.valid_since > now() then 'SCHEDULED'
  when u.valid_until is not null and u.valid_until <= now() then 'EXPIRED'
  when u.max_visits is not null and u.visit_count >= u.max_visits then 'EXHAUSTED'
  else 'ACTIVE' end`;

const selectUrls = sql`select u.id, u.slug, u.target_url, u.title, u.tags, u.org_id, o.name as org_name,
       u.valid_since, u.valid_until, u.max_visits, u.forward_query, u.visit_count, ${statusOf} as status,
       u.disabled_at, nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as created_by_name,
       u.created_at, u.updated_at
  from short_urls u
  left join orgs o on o.id = u.org_id
  left join users c on c.id = u.created_by_id`;

const toRecord = (r: Row): ShortUrlRecord => ({
  ...r,
  tags: r.tags ?? [],
  visit_count: Number(r.visit_count),
  valid_since: toIso(r.valid_since),
  valid_until: toIso(r.valid_until),
  disabled_at: toIso(r.disabled_at),
  created_at: toIso(r.created_at),
  updated_at: toIso(r.updated_at),
});

type ShortUrlFilters = Omit<ShortUrlSearch, 'page' | 'page_size'>;

/** The list's filters as conditions on `u`, the text apart (it picks the search's plan). */
function shortUrlFilters(query: ShortUrlFilters) {
  const where: SQL[] = [sql`true`];
  if (query.org_id) where.push(sql`u.org_id = ${query.org_id}`);
  if (query.tag) where.push(sql`u.tags @> array[${query.tag}]::text[]`);
  const text = query.text ? containsText(sql`u.search_text`, query.text) : null;
  return { where, text };
}

export async function listShortUrls(db: DbOrTx, query: ShortUrlSearch) {
  const { where, text } = shortUrlFilters(query);
  const { ids, count } = await pageOfIds(db, {
    table: 'short_urls',
    alias: 'u',
    filters: where,
    text,
    page: query.page,
    pageSize: query.page_size,
  });
  const rows =
    ids.length === 0
      ? []
      : await rowsOf<Row>(db, sql`${selectUrls} where ${idIn(sql`u.id`, ids)} order by u.id desc`);
  return { rows: rows.map(toRecord), ...count, page: query.page, page_size: query.page_size };
}

/** Every short URL the list's filters pick, newest first, a page at a time (CSV export). */
export async function* walkShortUrls(db: DbOrTx, query: ShortUrlFilters) {
  const { where, text } = shortUrlFilters(query);
  for await (const page of walkById<Row>(db, {
    select: selectUrls,
    id: sql`u.id`,
    filters: text ? [...where, text] : where,
  }))
    yield page.map(toRecord);
}

export async function findShortUrl(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<ShortUrlRecord | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`${selectUrls} where u.id = ${id} ${lock ? sql`for update of u` : sql``}`,
  );
  return row ? toRecord(row) : null;
}

/** Inserts a short URL; null when its slug (whatever its case) is taken. */
export async function insertShortUrl(
  tx: DbOrTx,
  values: typeof shortUrls.$inferInsert,
): Promise<number | null> {
  const [row] = await tx
    .insert(shortUrls)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: shortUrls.id });
  return row?.id ?? null;
}

/**
 * Inserts many short URLs in one statement (a campaign round's recipients); those whose slug was
 * taken are left out of the answer, so the caller tries them again with new slugs.
 */
export async function insertManyShortUrls(
  tx: DbOrTx,
  rows: { slug: string; target_url: string; title: string; tags: string[]; org_id: number }[],
): Promise<{ id: number; slug: string }[]> {
  if (rows.length === 0) return [];
  return rowsOf<{ id: number; slug: string }>(
    tx,
    sql`insert into short_urls (slug, target_url, title, tags, org_id)
        select v.slug, v.target_url, v.title, array(select json_array_elements_text(v.tags)), v.org_id
          from json_to_recordset(${JSON.stringify(rows)}::json)
               as v(slug text, target_url text, title text, tags json, org_id integer)
        on conflict do nothing
        returning id, slug`,
  );
}

export async function updateShortUrl(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof shortUrls.$inferInsert>,
): Promise<void> {
  await tx.update(shortUrls).set(values).where(eq(shortUrls.id, id));
}

/** What the redirect needs of a slug: one lookup on the slug's unique index. */
/** A short URL's id and human visits by its slug (short_urls_slug_key, on lower(slug)). */
export async function visitsOfSlug(
  db: DbOrTx,
  slug: string,
): Promise<{ id: number; visit_count: number } | null> {
  const [row] = await rowsOf<{ id: number; visit_count: number | string }>(
    db,
    sql`select id, visit_count from short_urls where lower(slug) = lower(${slug})`,
  );
  return row ? { id: row.id, visit_count: Number(row.visit_count) } : null;
}

export type RedirectTarget = {
  id: number;
  slug: string;
  target_url: string;
  forward_query: boolean;
  valid_since: number | null;
  valid_until: number | null;
  max_visits: number | null;
  visit_count: number;
  disabled: boolean;
};

export async function findRedirectTarget(db: DbOrTx, slug: string): Promise<RedirectTarget | null> {
  const [row] = await rowsOf<{
    id: number;
    slug: string;
    target_url: string;
    forward_query: boolean;
    valid_since: Date | string | null;
    valid_until: Date | string | null;
    max_visits: number | null;
    visit_count: number | string;
    disabled: boolean;
  }>(
    db,
    sql`select id, slug, target_url, forward_query, valid_since, valid_until, max_visits, visit_count,
               disabled_at is not null as disabled
          from short_urls where lower(slug) = lower(${slug})`,
  );
  if (!row) return null;
  const time = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());
  return {
    ...row,
    visit_count: Number(row.visit_count),
    valid_since: time(row.valid_since),
    valid_until: time(row.valid_until),
  };
}

/**
 * Counts one visit of a link with a limit, only while it is under the limit: the row's update
 * serialises concurrent visits, so the limit holds across requests and server instances.
 * Returns the new count, or null when the limit was already reached.
 */
export async function countLimitedVisit(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await rowsOf<{ visit_count: number | string }>(
    db,
    sql`update short_urls set visit_count = visit_count + 1
         where id = ${id} and disabled_at is null and (max_visits is null or visit_count < max_visits)
         returning visit_count`,
  );
  return row ? Number(row.visit_count) : null;
}

/** A visit as stored, every column given (visit-details.ts works it out from the request). */
export type VisitRow = Required<Omit<typeof shortUrlVisits.$inferInsert, 'visitedAt'>> & {
  /** ISO 8601. */
  visitedAt: string;
};

const VISIT_COLUMNS = [
  'short_url_id',
  'visited_at',
  'referrer_host',
  'device',
  'browser',
  'os',
  'country',
  'is_bot',
  'visitor_hash',
] as const;

/** A visit as one line of COPY's text, in VISIT_COLUMNS' order. */
export const visitLine = (v: VisitRow): string =>
  copyLine([
    v.shortUrlId,
    v.visitedAt,
    v.referrerHost,
    v.device,
    v.browser,
    v.os,
    v.country,
    v.isBot,
    v.visitorHash,
  ]);

/**
 * Writes a batch of visits and adds the human ones not counted yet to their links' counts, in
 * one transaction. The visits go in by COPY: under a stream of redirects the database's work
 * per visit is what the server competes with for its cores (copy-rows.ts has the figures).
 */
export async function writeVisits(
  db: Db,
  lines: Uint8Array,
  uncounted: ReadonlyMap<number, number>,
): Promise<void> {
  // One statement for every link of the batch, whatever their number.
  const counts = JSON.stringify([...uncounted].map(([id, n]) => ({ id, n })));
  await copyRows(
    db,
    { table: 'short_url_visits', columns: VISIT_COLUMNS },
    lines,
    uncounted.size === 0
      ? undefined
      : {
          text: `update short_urls u set visit_count = u.visit_count + c.n
                   from json_to_recordset($1::json) as c(id int, n int)
                  where u.id = c.id`,
          values: [counts],
        },
  );
}
