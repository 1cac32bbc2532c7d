import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import {
  countLimitedVisit,
  findRedirectTarget,
  insertVisits,
  type RedirectTarget,
  type VisitRow,
} from './repository';
import { isBotAgent, visitDetails, type RawVisit } from './visit-details';

/**
 * The redirect's hot path. A slug's row is cached for a few seconds (unknown slugs too, so a
 * scan of made-up slugs does not reach the database), and a change on this server drops it at
 * once. Visits wait in memory and are written in batches: every second, at 5,000 waiting, and
 * when the app closes. A crash loses at most that last second of visits, never a redirect.
 */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;
const FLUSH_EVERY_MS = 1_000;
/** Enough to keep the database's share small under load: a few statements per thousand visits. */
const FLUSH_AT = 5_000;
/** Past this many waiting visits (the database is down), the oldest are dropped, and logged. */
const BUFFER_MAX = 100_000;
const INSERT_CHUNK = 5_000;

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
  private buffer: RawVisit[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly visitorKey: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  forget(slug: string): void {
    this.cache.delete(slug.toLowerCase());
  }

  private async lookup(slug: string, now: number): Promise<RedirectTarget | null> {
    const key = slug.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.target;
    const target = await findRedirectTarget(this.db, slug);
    if (this.cache.size >= CACHE_MAX) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(key, { target, expires: now + CACHE_TTL_MS });
    return target;
  }

  async resolve(visit: VisitRequest): Promise<RedirectOutcome> {
    const now = Date.now();
    const target = await this.lookup(visit.slug, now);
    if (!target) return { kind: 'missing' };
    if (
      target.disabled ||
      (target.valid_since !== null && target.valid_since > now) ||
      (target.valid_until !== null && target.valid_until <= now)
    )
      return { kind: 'gone' };
    let counted = false;
    let bot: boolean | undefined;
    if (target.max_visits !== null) {
      if (target.visit_count >= target.max_visits) return { kind: 'gone' };
      // Bots (link previews, crawlers) are let through but never use up a limited link.
      bot = isBotAgent(visit.userAgent);
      if (!bot) {
        const count = await countLimitedVisit(this.db, target.id);
        if (count === null) {
          target.visit_count = target.max_visits;
          return { kind: 'gone' };
        }
        target.visit_count = count;
        counted = true;
      }
    }
    this.record({
      shortUrlId: target.id,
      at: new Date(now),
      ip: visit.ip,
      userAgent: visit.userAgent,
      referrer: visit.referrer,
      country: visit.country,
      counted,
      bot,
    });
    return { kind: 'redirect', location: locationOf(target, visit.query) };
  }

  private record(visit: RawVisit): void {
    if (this.buffer.length >= BUFFER_MAX) {
      this.buffer.shift();
      this.dropped += 1;
    }
    this.buffer.push(visit);
    if (this.buffer.length === FLUSH_AT) void this.flush();
  }

  /** Writes the waiting visits; flushes run one after another, never two at once. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeBatch());
    return this.writing;
  }

  private async writeBatch(): Promise<void> {
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'short URL visits dropped: buffer full');
      this.dropped = 0;
    }
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    const rows: VisitRow[] = batch.map((v) => visitDetails(v, this.visitorKey));
    const uncounted = new Map<number, number>();
    rows.forEach((row, i) => {
      if (!row.isBot && !batch[i]?.counted)
        uncounted.set(row.shortUrlId, (uncounted.get(row.shortUrlId) ?? 0) + 1);
    });
    try {
      await this.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await insertVisits(tx, rows.slice(i, i + INSERT_CHUNK), new Map());
        }
        await insertVisits(tx, [], uncounted);
      });
    } catch (error) {
      this.log.error(
        { err: error, visits: batch.length },
        'short URL visits not written; retrying',
      );
      this.buffer = [...batch, ...this.buffer].slice(-BUFFER_MAX);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
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
): { resolve: (visit: VisitRequest) => Promise<RedirectOutcome>; stop: () => Promise<void> } {
  const redirects = new Redirects(db, options.visitorKey, options.log);
  byDatabase.set(db, redirects);
  return {
    resolve: (visit) => redirects.resolve(visit),
    stop: async () => {
      await redirects.stop();
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
  await byDatabase.get(db)?.flush();
}
