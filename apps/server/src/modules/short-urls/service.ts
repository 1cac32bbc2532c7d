import { randomInt } from 'node:crypto';
import { formatMessage } from '@switchboard/contract/messages';
import {
  GENERATED_SLUG_LENGTH,
  SLUG_ALPHABET,
  isReservedSlug,
} from '@switchboard/contract/rules/short-url-slug';
import {
  createShortUrlBody,
  updateShortUrlBody,
  type CreateShortUrlBody,
  type ShortUrl,
  type ShortUrlListQuery,
  type UpdateShortUrlBody,
} from '@switchboard/contract/short-urls';
import { shortUrlListQuery } from '@switchboard/contract/short-urls';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { LinkShortener } from '../../platform/links/shortener';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { qrCode } from './qr-code';
import { isOwnRedirect, normalisedTarget } from './target';
import { forgetRedirect } from './redirect-service';
import {
  findShortUrl,
  insertManyShortUrls,
  insertShortUrl,
  listShortUrls,
  updateShortUrl,
  type ShortUrlRecord,
  visitsOfSlug,
} from './repository';

/**
 * Where short links live: `base` is SHORT_URL_BASE (or PUBLIC_URL), else the origin the request
 * came to; `ownOrigins` are the origins whose `/s/` paths are this server's redirects.
 */
export type ShortLinkPlace = { base: string; ownOrigins: string[] };

export const withLink = (record: ShortUrlRecord, place: ShortLinkPlace): ShortUrl => ({
  ...record,
  short_url: `${place.base}/s/${record.slug}`,
});

/** A generated slug: 7 base62 characters from the system's secure random source. */
export function generateSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i += 1) slug += SLUG_ALPHABET[randomInt(62)];
  return slug;
}

/**
 * The target as it is stored: normalised (punycode host, percent-encoded path), http or https
 * only. A target on one of this server's own origins under `/s/`, in any spelling, would
 * redirect to itself (or to another short link, a chain that hides the real target): refused.
 * Other pages of the same origin (the console's login page, say) are fine targets.
 */
function savedTarget(target: string, place: ShortLinkPlace): string {
  const href = normalisedTarget(target);
  if (href === null)
    throw badRequest('Invalid body: target_url', [
      { field: 'target_url', message: 'must be an http or https URL' },
    ]);
  if (isOwnRedirect(href, place.ownOrigins)) {
    throw badRequest(formatMessage('shortUrlLoop'), [
      { field: 'target_url', message: formatMessage('shortUrlLoop') },
    ]);
  }
  return href;
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function shortUrlsPage(db: Db, input: ShortUrlListQuery, place: ShortLinkPlace) {
  const page = await listShortUrls(db, shortUrlListQuery.parse(input));
  return { ...page, rows: page.rows.map((r) => withLink(r, place)) };
}

export async function getShortUrl(db: DbOrTx, id: number, place: ShortLinkPlace) {
  const record = await findShortUrl(db, id);
  if (!record) throw notFound('Short URL');
  return withLink(record, place);
}

/** Tries generated slugs until one is free: a collision is rare (62^7), so a few tries suffice. */
async function insertWithSlug(
  tx: DbOrTx,
  slug: string | undefined,
  values: Omit<Parameters<typeof insertShortUrl>[1], 'slug'>,
): Promise<{ id: number; slug: string }> {
  if (slug !== undefined) {
    const id = await insertShortUrl(tx, { ...values, slug });
    if (id === null) {
      throw conflict(formatMessage('shortUrlSlugTaken', { slug }));
    }
    return { id, slug };
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const generated = generateSlug();
    if (isReservedSlug(generated)) continue;
    const id = await insertShortUrl(tx, { ...values, slug: generated });
    if (id !== null) return { id, slug: generated };
  }
  throw new Error('no free short URL slug after 5 tries');
}

/** Creates a short URL in the caller's transaction, audited; for this area and for others. */
async function createInTx(
  tx: DbOrTx,
  actor: Actor,
  input: CreateShortUrlBody,
  place: ShortLinkPlace,
): Promise<ShortUrl> {
  const parsed = createShortUrlBody.parse(input);
  const body = { ...parsed, target_url: savedTarget(parsed.target_url, place) };
  const { id, slug } = await insertWithSlug(tx, body.slug, {
    targetUrl: body.target_url,
    title: body.title || null,
    tags: body.tags,
    orgId: body.org_id ?? null,
    validSince: toDate(body.valid_since) ?? null,
    validUntil: toDate(body.valid_until) ?? null,
    maxVisits: body.max_visits ?? null,
    forwardQuery: body.forward_query,
    createdById: actor.actorId,
  });
  await audit(tx, actor, {
    action: 'short_url.create',
    subjectType: 'ShortUrl',
    subjectId: id,
    orgId: body.org_id ?? null,
    summary: { slug, target_url: body.target_url, max_visits: body.max_visits ?? null },
  });
  return getShortUrl(tx, id, place);
}

/**
 * Each change drops the slug from this server's redirect cache once it has committed (a slug
 * looked up before it existed sits there as unknown); other instances see it within the
 * cache's few seconds.
 */
async function thenForget(db: Db, change: Promise<ShortUrl>): Promise<ShortUrl> {
  const result = await change;
  forgetRedirect(db, result.slug);
  return result;
}

export const createShortUrl = (
  db: Db,
  actor: Actor,
  input: CreateShortUrlBody,
  place: ShortLinkPlace,
) =>
  thenForget(
    db,
    db.transaction((tx) => createInTx(tx, actor, input, place)),
  );

/**
 * For other areas (payment links, mandate registration, KYC links): a short URL for a link the
 * product sends, in the caller's transaction, tagged so the growth team can tell them apart.
 */
export function productShortLinks(base: string): LinkShortener {
  return {
    base,
    async shorten(tx, actor, link, origin) {
      const place = { base: base || origin, ownOrigins: [base || origin, origin] };
      const made = await createInTx(
        tx,
        actor,
        {
          target_url: link.target_url,
          org_id: link.org_id,
          title: link.title,
          tags: ['product', link.tag],
        },
        place,
      );
      return made.short_url;
    },
    async clicksOf(db, shortUrl) {
      // Our short links read `{base}/s/{slug}`; any other address is not one of ours.
      const slug = /\/s\/([0-9A-Za-z_-]+)\/?$/.exec(shortUrl)?.[1];
      const found = slug ? await visitsOfSlug(db, slug) : null;
      return found ? { short_url_id: found.id, url: shortUrl, clicks: found.visit_count } : null;
    },
    async shortenMany(tx, links, linkBase) {
      // Made by the system for a campaign already audited when it was scheduled: one audit
      // entry per recipient's link would say nothing more.
      const made = new Map<number, { id: number; url: string }>();
      let pending = links.map((link, index) => ({ link, index }));
      for (let attempt = 0; attempt < 5 && pending.length > 0; attempt += 1) {
        const slugs = pending.map(() => {
          let slug = generateSlug();
          while (isReservedSlug(slug)) slug = generateSlug();
          return slug;
        });
        const inserted = new Map(
          (
            await insertManyShortUrls(
              tx,
              pending.map(({ link }, i) => ({
                slug: slugs[i]!,
                target_url: normalisedTarget(link.target_url) ?? link.target_url,
                title: link.title,
                tags: ['campaign', link.tag],
                org_id: link.org_id,
              })),
            )
          ).map((row) => [row.slug, row.id]),
        );
        pending = pending.filter(({ index }, i) => {
          const id = inserted.get(slugs[i]!);
          if (id === undefined) return true;
          made.set(index, { id, url: `${linkBase}/s/${slugs[i]!}` });
          return false;
        });
      }
      if (pending.length > 0) throw new Error('no free short URL slugs after 5 tries');
      return links.map((_, index) => made.get(index)!);
    },
  };
}

export async function editShortUrl(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateShortUrlBody,
  place: ShortLinkPlace,
): Promise<ShortUrl> {
  const parsed = updateShortUrlBody.parse(input);
  const body = {
    ...parsed,
    target_url: parsed.target_url && savedTarget(parsed.target_url, place),
  };
  const change = db.transaction(async (tx) => {
    const before = await findShortUrl(tx, id, true);
    if (!before) throw notFound('Short URL');
    if (before.disabled_at) throw conflict(formatMessage('shortUrlDisabled'));
    const since = body.valid_since === undefined ? before.valid_since : body.valid_since;
    const until = body.valid_until === undefined ? before.valid_until : body.valid_until;
    if (since && until && Date.parse(until) <= Date.parse(since)) {
      throw badRequest(formatMessage('validUntilAfterSince'), [
        { field: 'valid_until', message: 'must be after valid_since' },
      ]);
    }
    await updateShortUrl(tx, id, {
      targetUrl: body.target_url,
      title: body.title === undefined ? undefined : body.title || null,
      tags: body.tags,
      orgId: body.org_id,
      validSince: toDate(body.valid_since),
      validUntil: toDate(body.valid_until),
      maxVisits: body.max_visits,
      forwardQuery: body.forward_query,
    });
    const after = await getShortUrl(tx, id, place);
    await audit(tx, actor, {
      action: 'short_url.update',
      subjectType: 'ShortUrl',
      subjectId: id,
      orgId: after.org_id,
      summary: { slug: before.slug, ...diff(before, body) },
    });
    return after;
  });
  return thenForget(db, change);
}

/** DELETE disables: the row stays, so its slug is never handed out again. */
export async function disableShortUrl(
  db: Db,
  actor: Actor,
  id: number,
  place: ShortLinkPlace,
): Promise<ShortUrl> {
  const change = db.transaction(async (tx) => {
    const before = await findShortUrl(tx, id, true);
    if (!before) throw notFound('Short URL');
    if (!before.disabled_at) {
      await updateShortUrl(tx, id, { disabledAt: new Date() });
      await audit(tx, actor, {
        action: 'short_url.disable',
        subjectType: 'ShortUrl',
        subjectId: id,
        orgId: before.org_id,
        summary: { slug: before.slug, status: { before: before.status, after: 'DISABLED' } },
      });
    }
    return getShortUrl(tx, id, place);
  });
  return thenForget(db, change);
}

/** The QR code of a short URL's link, as SVG or PNG. */
export async function shortUrlQr(
  db: Db,
  id: number,
  format: 'svg' | 'png',
  size: number,
  place: ShortLinkPlace,
) {
  const url = await getShortUrl(db, id, place);
  return { slug: url.slug, ...(await qrCode(url.short_url, format, size)) };
}
