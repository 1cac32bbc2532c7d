import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { indiaDayEnd, indiaDayOf, indiaDayStart } from '../../platform/db/india-days';

export type VisitRange = { shortUrlId: number; from: string; to: string; includeBots: boolean };

/** Visits of one link between two IST days (both included), on the (link, time) index. */
function visitsIn(range: VisitRange): SQL {
  return sql`from short_url_visits v
   where v.short_url_id = ${range.shortUrlId}
     and v.visited_at >= ${indiaDayStart(range.from)} and v.visited_at < ${indiaDayEnd(range.to)}
     ${range.includeBots ? sql`` : sql`and not v.is_bot`}`;
}

type Counted = { key: string | null; visits: number | string };
const counts = (rows: Counted[]) => rows.map((r) => ({ key: r.key, visits: Number(r.visits) }));

/** The figures of the visits page: totals, per IST day, and the top of each breakdown. */
export async function visitFigures(db: DbOrTx, range: VisitRange) {
  const from = visitsIn(range);
  const top = (column: SQL, limit = 10) =>
    rowsOf<Counted>(
      db,
      sql`select ${column} as key, count(*) as visits ${from} group by 1 order by 2 desc, 1 limit ${limit}`,
    );
  const [totals, bots, days, referrers, devices, browsers, countries] = await Promise.all([
    rowsOf<{ total: number | string; unique_visitors: number | string }>(
      db,
      sql`select count(*) as total, count(distinct v.visitor_hash) as unique_visitors ${from}`,
    ),
    rowsOf<{ bots: number | string }>(
      db,
      sql`select count(*) as bots ${visitsIn({ ...range, includeBots: true })} and v.is_bot`,
    ),
    top(indiaDayOf(sql`v.visited_at`), 400),
    top(sql`v.referrer_host`),
    top(sql`v.device`),
    top(sql`v.browser`),
    top(sql`v.country`),
  ]);
  return {
    total: Number(totals[0]?.total ?? 0),
    uniqueVisitors: Number(totals[0]?.unique_visitors ?? 0),
    bots: Number(bots[0]?.bots ?? 0),
    days: counts(days),
    referrers: counts(referrers),
    devices: counts(devices),
    browsers: counts(browsers),
    countries: counts(countries),
  };
}
