import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { wabaPlanOf } from './repository';
import { indiaDayOf, indiaDayStart } from '../../platform/db/india-days';

/**
 * The org's conversations of one India month per day and category (from the
 * (org_id, started_at) index), and its current WABA plan.
 */
export async function usageOf(db: DbOrTx, orgId: number, month: string) {
  const start = indiaDayStart(`${month}-01`);
  const end = indiaDayStart(sql`(${`${month}-01`}::date + interval '1 month')`);
  const [days, plans] = await Promise.all([
    rowsOf<{ day: string; category: string; n: number | string }>(
      db,
      sql`select ${indiaDayOf(sql`started_at`)} as day, category,
                 count(*) as n
            from whatsapp_conversations
           where org_id = ${orgId} and started_at >= ${start} and started_at < ${end}
           group by 1, 2`,
    ),
    rowsOf<{ name: string; products: string[] }>(db, wabaPlanOf(sql`${orgId}::int`)),
  ]);
  return { plan: plans[0] ?? null, days: days.map((d) => ({ ...d, n: Number(d.n) })) };
}
