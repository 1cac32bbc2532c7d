import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from './client';

/**
 * Locks a live (not deleted) team's row for the rest of the transaction; null when there is no
 * such team. What the product's app does for one team (redeem a code, record a referral) waits
 * here for the same team's earlier request, which then finds its result.
 */
export async function lockLiveOrg(tx: DbOrTx, id: number): Promise<{ id: number } | null> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from orgs where id = ${id} and deleted_at is null for update`,
  );
  return row ?? null;
}
