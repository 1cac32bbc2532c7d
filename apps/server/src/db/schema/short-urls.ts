import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchText, tstz, updatedAt } from './columns';
import { orgs } from './teams';

/**
 * Short URLs: `/s/{slug}` redirects to `target_url`. A row is never deleted (DELETE sets
 * `disabled_at`), so a slug, unique whatever its case, is never handed out twice.
 */
export const shortUrls = pgTable(
  'short_urls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    targetUrl: text('target_url').notNull(),
    title: text('title'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orgId: integer('org_id').references(() => orgs.id),
    validSince: tstz('valid_since'),
    validUntil: tstz('valid_until'),
    maxVisits: integer('max_visits'),
    forwardQuery: boolean('forward_query').notNull().default(false),
    /** Human visits; a link with max_visits counts each one before it redirects. */
    visitCount: bigint('visit_count', { mode: 'number' }).notNull().default(0),
    disabledAt: tstz('disabled_at'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchText(`slug || ' ' || coalesce(title, '') || ' ' || target_url`),
  },
  (t) => [
    uniqueIndex('short_urls_slug_key').on(sql`lower(${t.slug})`),
    index('short_urls_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('short_urls_tags_gin').using('gin', t.tags),
    index('short_urls_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/**
 * One row per visit of a short URL. No IP address is kept: `visitor_hash` is a keyed hash of
 * the address and user agent, enough to count unique visitors and nothing else.
 *
 * No id either: a visit is only ever read by link and time, through the index below, and is
 * never addressed on its own. An identity column and its primary key were a quarter of the
 * database's work per visit (COPY of 200,000 visits: 3.4 µs a row with them, 2.6 without).
 */
export const shortUrlVisits = pgTable(
  'short_url_visits',
  {
    // No foreign key: its check on every row was a third of the database's work while the
    // redirect records visits (`npm run bench`). A visit always names a link that exists, for
    // a short URL is never deleted, only disabled, and migration 0058's trigger refuses a
    // DELETE on short_urls, so the reference cannot break.
    shortUrlId: integer('short_url_id').notNull(),
    visitedAt: tstz('visited_at').notNull().defaultNow(),
    referrerHost: text('referrer_host'),
    /** desktop, mobile, tablet or other. */
    device: text('device').notNull(),
    browser: text('browser'),
    os: text('os'),
    /** ISO 3166 alpha-2, from a proxy's header (cf-ipcountry, x-country); null when none. */
    country: text('country'),
    isBot: boolean('is_bot').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [index('short_url_visits_url_time_idx').on(t.shortUrlId, t.visitedAt)],
);
