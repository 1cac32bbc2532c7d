import { addDays, indiaDate } from '@switchboard/contract/india-time';
import { formatMessage } from '@switchboard/contract/messages';
import type { ShortUrlVisitStats, ShortUrlVisitsSearch } from '@switchboard/contract/short-urls';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { findShortUrl } from './repository';
import { visitFigures } from './stats-repository';

const DAY_MS = 86_400_000;
/** The longest range one request may ask for: a year of days, and its series. */
const MAX_DAYS = 366;

/**
 * A link's visits between two IST days (default: the last 30), bots left out unless asked:
 * totals, unique visitors, one point per day (zero days included) and the top breakdowns.
 */
export async function visitStats(
  db: Db,
  id: number,
  query: ShortUrlVisitsSearch,
): Promise<ShortUrlVisitStats> {
  const to = query.to ?? indiaDate();
  const from = query.from ?? addDays(to, -29);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days < 1) {
    throw badRequest(formatMessage('toNotBeforeFrom'), [
      { field: 'to', message: 'must not be before from' },
    ]);
  }
  if (days > MAX_DAYS) {
    throw badRequest(formatMessage('atMostDaysAtATime', { days: MAX_DAYS }), [
      { field: 'from', message: `at most ${MAX_DAYS} days at a time` },
    ]);
  }
  if (!(await findShortUrl(db, id))) throw notFound('Short URL');
  const figures = await visitFigures(db, {
    shortUrlId: id,
    from,
    to,
    includeBots: query.include_bots,
  });
  const byDay = new Map(figures.days.map((d) => [d.key, d.visits]));
  return {
    from,
    to,
    include_bots: query.include_bots,
    total: figures.total,
    unique_visitors: figures.uniqueVisitors,
    bots: figures.bots,
    per_day: Array.from({ length: days }, (_, i) => {
      const day = addDays(from, i);
      return { day, visits: byDay.get(day) ?? 0 };
    }),
    referrers: figures.referrers.map((r) => ({ host: r.key, visits: r.visits })),
    devices: figures.devices.map((r) => ({ device: r.key ?? 'other', visits: r.visits })),
    browsers: figures.browsers.map((r) => ({ browser: r.key, visits: r.visits })),
    countries: figures.countries.map((r) => ({ country: r.key, visits: r.visits })),
  };
}
