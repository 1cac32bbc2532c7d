import { eq, sql, type SQL } from 'drizzle-orm';
import type { TopUp } from '@switchboard/contract/subscriptions';
import { topUps } from '../../db/schema/subscriptions';
import { rowsOf, toIso, type DbOrTx, type Tx } from '../../platform/db/client';

type TopUpRow = Omit<TopUp, 'amount' | 'created_at' | 'expires_at'> & {
  amount: number | string;
  created_at: Date | string;
  expires_at: Date | string | null;
};
const topUpColumns = sql`id, org_id, type, name, minutes, start_date, end_date, expires_at, amount, payment_type, payment_id, created_at`;
const toTopUp = (r: TopUpRow): TopUp => ({
  ...r,
  amount: Number(r.amount),
  created_at: toIso(r.created_at),
  expires_at: toIso(r.expires_at),
});

async function findTopUp(db: DbOrTx, where: SQL): Promise<StoredTopUp | null> {
  const [row] = await rowsOf<TopUpRow & { idempotency_key: string | null }>(
    db,
    sql`select ${topUpColumns}, idempotency_key from top_ups where ${where}`,
  );
  return row ? { ...toTopUp(row), idempotency_key: row.idempotency_key } : null;
}

/** The org's daily talk-time top-ups, newest first. */
export async function listDailyTopUps(db: DbOrTx, orgId: number): Promise<TopUp[]> {
  const rows = await rowsOf<TopUpRow>(
    db,
    sql`select ${topUpColumns} from top_ups where org_id = ${orgId} and type <> 'PULSE' order by id desc limit 200`,
  );
  return rows.map(toTopUp);
}

export type StoredTopUp = TopUp & { idempotency_key: string | null };

export const findTopUpById = (db: DbOrTx, id: number): Promise<StoredTopUp | null> =>
  findTopUp(db, eq(topUps.id, id));

/** Inserts a top-up; returns its id. */
export async function insertTopUp(tx: Tx, values: typeof topUps.$inferInsert): Promise<number> {
  const [row] = await tx.insert(topUps).values(values).returning({ id: topUps.id });
  if (!row) throw new Error('top-up insert failed');
  return row.id;
}
