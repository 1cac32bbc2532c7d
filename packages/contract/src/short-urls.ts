import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import { CUSTOM_SLUG_PATTERN, isReservedSlug } from './rules/short-url-slug';
import type { AreaOperations } from './operation-name';
import { instant as answeredInstant } from './answer-formats';

/**
 * Short URLs (menu "Short URL"): `/s/{slug}` on this server (or at SHORT_URL_BASE) redirects to
 * the target. Modelled on Shlink and Dub: tags, valid since/until, max visits, QR codes, and
 * visit analytics with bots left out.
 */

/**
 * Derived, never stored: DISABLED (deleted), SCHEDULED (before valid_since), EXPIRED (after
 * valid_until), EXHAUSTED (max_visits reached), else ACTIVE.
 */
export const shortUrlStatuses = [
  'ACTIVE',
  'SCHEDULED',
  'EXPIRED',
  'EXHAUSTED',
  'DISABLED',
] as const;
export type ShortUrlStatus = (typeof shortUrlStatuses)[number];

export const MAX_TAGS = 10;
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const instant = z.iso.datetime({ offset: true });

/** Only http and https targets: a `javascript:` or `data:` target would run in our name. */
export const targetUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, message: 'must be an http or https URL' }))
  .meta({
    format: 'uri',
    pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://',
    example: 'https://example.in/offers/diwali',
  });

export const slugInput = z
  .string()
  .trim()
  .regex(
    CUSTOM_SLUG_PATTERN,
    'must be 2-64 letters, digits, - or _, starting and ending with a letter or digit',
  )
  .refine((s) => !isReservedSlug(s), 'is a reserved word');

/** A tag: lower case words, so 'Diwali' and 'diwali' are one tag. */
export const tagInput = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]{0,39}$/u, 'must be 1-40 letters, digits, spaces, - or _');

const tagsInput = z
  .array(tagInput)
  .max(MAX_TAGS)
  .transform((tags) => [...new Set(tags)]);

const validityIsOrdered = (b: { valid_since?: string | null; valid_until?: string | null }) =>
  !b.valid_since || !b.valid_until || Date.parse(b.valid_until) > Date.parse(b.valid_since);
const validityIssue = { message: 'must be after valid_since', path: ['valid_until'] };

/** POST /admin/short-urls: a slug is generated when none is given. */
export const createShortUrlBody = z
  .object({
    target_url: targetUrl,
    slug: slugInput.optional(),
    title: z.string().trim().max(200).optional(),
    tags: tagsInput.default([]),
    org_id: z.number().int().positive().optional(),
    valid_since: instant.optional(),
    valid_until: instant.optional(),
    max_visits: z.number().int().min(1).max(100_000_000).optional(),
    forward_query: z.boolean().default(false),
  })
  .refine(validityIsOrdered, validityIssue);
export type CreateShortUrlBody = z.input<typeof createShortUrlBody>;

/**
 * PUT /admin/short-urls/{id}: any of the fields; `null` clears an optional one. The slug never
 * changes (printed links and QR codes carry it).
 */
export const updateShortUrlBody = z
  .object({
    target_url: targetUrl.optional(),
    title: z.string().trim().max(200).nullable().optional(),
    tags: tagsInput.optional(),
    org_id: z.number().int().positive().nullable().optional(),
    valid_since: instant.nullable().optional(),
    valid_until: instant.nullable().optional(),
    max_visits: z.number().int().min(1).max(100_000_000).nullable().optional(),
    forward_query: z.boolean().optional(),
  })
  .refine(validityIsOrdered, validityIssue);
export type UpdateShortUrlBody = z.input<typeof updateShortUrlBody>;

export const shortUrlSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The link to hand out: SHORT_URL_BASE (or this server) + /s/{slug}. */
  short_url: z.string(),
  target_url: z.string(),
  title: z.string().nullable(),
  tags: z.array(z.string()),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  valid_since: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_visits: z.number().int().nullable(),
  forward_query: z.boolean(),
  /** Human visits so far (bots are not counted against max_visits). */
  visit_count: z.number().int(),
  status: z.enum(shortUrlStatuses),
  disabled_at: answeredInstant.nullable(),
  created_by_name: z.string().nullable(),
  created_at: answeredInstant,
  updated_at: answeredInstant,
});
export type ShortUrl = z.infer<typeof shortUrlSchema>;

/** GET /admin/short-urls ?page, page_size, text (slug, title or target), tag, org_id: newest first. */
export const shortUrlListQuery = pageQuery.extend({
  text: z.string().trim().min(1).max(100).optional(),
  tag: tagInput.optional(),
  org_id: z.coerce.number().int().positive().optional(),
});
export type ShortUrlListQuery = z.input<typeof shortUrlListQuery>;
export type ShortUrlSearch = z.output<typeof shortUrlListQuery>;
/** GET /admin/short-urls/export: the list's filters, every matching link (no paging). */
export const shortUrlExportQuery = shortUrlListQuery.omit({ page: true, page_size: true });
export const shortUrlPageSchema = pageOf(shortUrlSchema);

const isoDate = z.iso.date();
/** GET /admin/short-urls/{id}/visits ?from, to (IST days, default the last 30), include_bots. */
export const shortUrlVisitsQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  include_bots: flag.default(false),
});
export type ShortUrlVisitsQuery = z.input<typeof shortUrlVisitsQuery>;
export type ShortUrlVisitsSearch = z.output<typeof shortUrlVisitsQuery>;

export const deviceClasses = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

const visits = z.number().int();

export const shortUrlVisitStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  include_bots: z.boolean(),
  total: z.number().int(),
  unique_visitors: z.number().int(),
  /** Bot visits in the range: left out of every other figure unless include_bots. */
  bots: z.number().int(),
  /** One entry per IST day of the range, zero days included. */
  per_day: z.array(z.object({ day: z.string(), visits: z.number().int() })),
  /** `host` null: no referrer (typed, an app, a QR scan). */
  referrers: z.array(z.object({ host: z.string().nullable(), visits })),
  devices: z.array(z.object({ device: z.string(), visits })),
  browsers: z.array(z.object({ browser: z.string().nullable(), visits })),
  countries: z.array(z.object({ country: z.string().nullable(), visits })),
});
export type ShortUrlVisitStats = z.infer<typeof shortUrlVisitStatsSchema>;

/** GET /admin/short-urls/{id}/qr ?format, size (pixels), download (as an attachment). */
export const shortUrlQrQuery = z.object({
  format: z.enum(['svg', 'png']).default('svg'),
  size: z.coerce.number().int().min(64).max(2048).default(256),
  download: flag.default(false),
});
export type ShortUrlQrQuery = z.input<typeof shortUrlQrQuery>;

/** `/s/{slug}`: any text; a slug that cannot exist is a 404 like an unknown one. */
export const shortUrlSlugParam = z.object({ slug: z.string().max(200) });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const shortUrlsOperations = {
  'GET /api/admin/short-urls': ['listShortUrls', 'Search short URLs'],
  'GET /api/admin/short-urls/export': [
    'exportShortUrls',
    'The filtered short URLs as CSV (streamed, audited)',
  ],
  'POST /api/admin/short-urls': ['createShortUrl', 'Create a short URL'],
  'GET /api/admin/short-urls/:id': ['getShortUrl', 'A short URL'],
  'PUT /api/admin/short-urls/:id': ['updateShortUrl', 'Change a short URL'],
  'DELETE /api/admin/short-urls/:id': ['disableShortUrl', 'Disable a short URL'],
  'GET /api/admin/short-urls/:id/visits': ['getShortUrlVisits', "A short URL's visit figures"],
  'GET /api/admin/short-urls/:id/qr': ['getShortUrlQr', "A short URL's QR code (SVG or PNG)"],
  'GET /s/:slug': ['followShortUrl', 'Follow a short link: 302 to its target, 404 or 410'],
} as const satisfies AreaOperations;
