import { sql } from 'drizzle-orm';
import { creditLedger } from '../../db/schema/subscriptions';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** The team's credit in paise: the sum of its append-only ledger. */
export async function creditBalance(db: DbOrTx, orgId: number): Promise<number> {
  const [row] = await rowsOf<{ total: number | string | null }>(
    db,
    sql`select coalesce(sum(delta_paise), 0) as total from credit_ledger where org_id = ${orgId}`,
  );
  return Number(row?.total ?? 0);
}

/** Appends one entry to the team's credit ledger. */
export async function addCreditEntry(
  db: DbOrTx,
  entry: typeof creditLedger.$inferInsert,
): Promise<void> {
  await db.insert(creditLedger).values(entry);
}
