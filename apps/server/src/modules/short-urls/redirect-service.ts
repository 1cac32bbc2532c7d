import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import {
  countLimitedVisit,
  findRedirectTarget,
  type RedirectTarget,
  visitLine,
  writeVisits,
} from './repository';
import { isBotAgent, visitDetails, type RawVisit } from './visit-details';
import { VisitWriter } from './visit-writer';
import { normalisedTarget } from './target';

/**
 * The redirect's hot path. A slug's row is cached for a few seconds (unknown slugs too, so a
 * scan of made-up slugs does not reach the database), and a change on this server drops it at
 * once. Visits are written in batches (visit-writer.ts).
 */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

export type RedirectOutcome =
  { kind: 'redirect'; location: string } | { kind: 'missing' } | { kind: 'gone' };

export type VisitRequest = {
  slug: string;
  query: string;
  ip: string;
  userAgent: string;
  referrer: string | undefined;
  country: string | undefined;
};

type Cached = { target: RedirectTarget | null; expires: number };

class Redirects {
  private readonly cache = new Map<string, Cached>();
  readonly visits: VisitWriter;

  constructor(
    private readonly db: Db,
    private readonly visitorKey: string,
    log: FastifyBaseLogger,
  ) {
    this.visits = new VisitWriter((lines, uncounted) => writeVisits(db, lines, uncounted), log);
  }

  forget(slug: string): void {
    this.cache.delete(slug.toLowerCase());
  }

  /** The slug's row: from the cache when it is fresh (no promise), else from the database. */
  private lookup(
    slug: string,
    now: number,
  ): RedirectTarget | null | Promise<RedirectTarget | null> {
    const key = slug.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.target;
    return findRedirectTarget(this.db, slug).then((found) => {
      // Targets are normalised when saved; a row stored before that (a raw non-ASCII host or
      // path) is sent in its normalised spelling, so no visit fails on its Location header,
      // and one that is not an http(s) URL at all leads nowhere.
      const href = found && normalisedTarget(found.target_url);
      const target = found && (href ? { ...found, target_url: href } : null);
      if (this.cache.size >= CACHE_MAX) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
      this.cache.set(key, { target, expires: now + CACHE_TTL_MS });
      return target;
    });
  }

  /**
   * What the visit gets. A cached link with no visit limit is answered at once, without a
   * promise: that is nearly every redirect, and each promise layer costs on the hot path.
   */
  resolve(visit: VisitRequest): RedirectOutcome | Promise<RedirectOutcome> {
    const now = Date.now();
    const target = this.lookup(visit.slug, now);
    return target instanceof Promise
      ? target.then((found) => this.decide(found, visit, now))
      : this.decide(target, visit, now);
  }

  private decide(
    target: RedirectTarget | null,
    visit: VisitRequest,
    now: number,
  ): RedirectOutcome | Promise<RedirectOutcome> {
    if (!target) return { kind: 'missing' };
    if (
      target.disabled ||
      (target.valid_since !== null && target.valid_since > now) ||
      (target.valid_until !== null && target.valid_until <= now)
    )
      return { kind: 'gone' };
    if (target.max_visits !== null)
      return this.countThenDecide(target, target.max_visits, visit, now);
    this.record(target, visit, now, false);
    return { kind: 'redirect', location: locationOf(target, visit.query) };
  }

  /** A link with max_visits counts the visit in the database before it redirects. */
  private async countThenDecide(
    target: RedirectTarget,
    maxVisits: number,
    visit: VisitRequest,
    now: number,
  ): Promise<RedirectOutcome> {
    if (target.visit_count >= maxVisits) return { kind: 'gone' };
    // Bots (link previews, crawlers) are let through but never use up a limited link.
    const bot = isBotAgent(visit.userAgent);
    if (!bot) {
      const count = await countLimitedVisit(this.db, target.id);
      if (count === null) {
        target.visit_count = maxVisits;
        return { kind: 'gone' };
      }
      target.visit_count = count;
    }
    this.record(target, visit, now, !bot, bot);
    return { kind: 'redirect', location: locationOf(target, visit.query) };
  }

  private record(
    target: RedirectTarget,
    visit: VisitRequest,
    now: number,
    counted: boolean,
    bot?: boolean,
  ): void {
    const { ip, userAgent, referrer, country } = visit;
    this.keep({ shortUrlId: target.id, at: now, ip, userAgent, referrer, country, bot }, counted);
  }

  /**
   * The visit, reduced to what is stored, goes to the writer at once: nothing of it waits.
   * `counted`: already added to its link's visit_count (a link with max_visits counts first).
   */
  keep(visit: RawVisit, counted: boolean): void {
    const row = visitDetails(visit, this.visitorKey);
    this.visits.add(visitLine(row), visit.shortUrlId, !row.isBot && !counted);
  }
}

/** The target, with the visit's query parameters added when the link forwards them (theirs win). */
function locationOf(target: RedirectTarget, query: string): string {
  if (!target.forward_query || query === '') return target.target_url;
  const url = new URL(target.target_url);
  const incoming = new URLSearchParams(query);
  for (const key of new Set(incoming.keys())) url.searchParams.delete(key);
  for (const [key, value] of incoming) url.searchParams.append(key, value);
  return url.toString();
}

/** One redirect state per database, so an app, and each test's app, has its own. */
const byDatabase = new WeakMap<Db, Redirects>();

export function startRedirects(
  db: Db,
  options: { visitorKey: string; log: FastifyBaseLogger },
): {
  resolve: (visit: VisitRequest) => RedirectOutcome | Promise<RedirectOutcome>;
  stop: () => Promise<void>;
} {
  const redirects = new Redirects(db, options.visitorKey, options.log);
  byDatabase.set(db, redirects);
  return {
    resolve: (visit) => redirects.resolve(visit),
    stop: async () => {
      await redirects.visits.stop();
      if (byDatabase.get(db) === redirects) byDatabase.delete(db);
    },
  };
}

/** A short URL changed: this server forgets its cached row at once. */
export function forgetRedirect(db: Db, slug: string): void {
  byDatabase.get(db)?.forget(slug);
}

/** Writes the visits waiting in memory now (tests, and anything that must read them at once). */
export async function flushVisits(db: Db): Promise<void> {
  await byDatabase.get(db)?.visits.flush();
}

/**
 * Visits known all at once (the demo's month of them), recorded by this database's redirect as
 * it records its own, and written before this returns.
 */
export async function recordVisits(db: Db, visits: RawVisit[]): Promise<void> {
  const redirects = byDatabase.get(db);
  if (!redirects) throw new Error('recordVisits: no redirect runs on this database');
  for (const visit of visits) redirects.keep(visit, false);
  await redirects.visits.flush();
}
