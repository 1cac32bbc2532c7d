import { sql } from 'drizzle-orm';
import type { TalkTime } from '@switchboard/contract/subscriptions';
import { talkTimeLedger } from '../../db/schema/subscriptions';
import { rowsOf, toIso, type DbOrTx, type Tx } from '../../platform/db/client';

type LedgerRow = Omit<TalkTime['talk_time_ledger'][number], 'created_at' | 'id'> & {
  id: number | string;
  created_at: Date | string;
};

/** The balance is the sum of the append-only ledger; the newest 100 entries come with it. */
export async function talkTimeOf(db: DbOrTx, orgId: number): Promise<TalkTime> {
  const [sum] = await rowsOf<{ total: number | string | null }>(
    db,
    sql`select coalesce(sum(delta_minutes), 0) as total from talk_time_ledger where org_id = ${orgId}`,
  );
  const rows = await rowsOf<LedgerRow>(
    db,
    sql`select l.id, l.delta_minutes, l.reason, l.ref_type, l.ref_id, l.created_at,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by
          from talk_time_ledger l left join users u on u.id = l.created_by_id
         where l.org_id = ${orgId} order by l.id desc limit 100`,
  );
  return {
    talk_time: Number(sum?.total ?? 0),
    talk_time_ledger: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      created_at: toIso(r.created_at),
    })),
  };
}

/** Appends one entry to the org's talk-time ledger. */
export async function addLedgerEntry(
  tx: Tx,
  entry: typeof talkTimeLedger.$inferInsert,
): Promise<void> {
  await tx.insert(talkTimeLedger).values(entry);
}

/** Locks the org's row for this transaction (as POST /subscription/talk-time does). */
export async function lockOrgRow(tx: Tx, orgId: number): Promise<void> {
  await tx.execute(sql`select id from orgs where id = ${orgId} for update`);
}
