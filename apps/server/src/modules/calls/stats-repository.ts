import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { onReplica } from '../../platform/db/read-handle';
import { indiaDayEnd, indiaDayOf, indiaDayStart } from '../../platform/db/india-days';

export type DayRow = {
  day: string;
  calls: number;
  seconds: number;
  answered: number;
  missed: number;
};

/**
 * Calls and seconds per India day for one org between two India dates (both included),
 * soft-deleted calls left out, read through the (org_id, started_at) index. Days without
 * calls have no row.
 */
export function callsPerDay(
  handle: DbOrTx,
  orgId: number,
  from: string,
  to: string,
): Promise<DayRow[]> {
  return onReplica(handle, (db) => callsPerDayOn(db, orgId, from, to));
}

async function callsPerDayOn(
  db: DbOrTx,
  orgId: number,
  from: string,
  to: string,
): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    db,
    sql`select ${indiaDayOf(sql`started_at`)} as day,
               count(*)::int as calls, coalesce(sum(duration), 0)::int as seconds,
               (count(*) filter (where status = 'ANSWERED'))::int as answered,
               (count(*) filter (where status = 'MISSED'))::int as missed
          from call_history
         where org_id = ${orgId} and deleted_at is null
           and started_at >= ${indiaDayStart(from)} and started_at < ${indiaDayEnd(to)}
         group by 1`,
  );
}
