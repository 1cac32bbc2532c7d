import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** SQL the payments sub-areas share: the org money is taken from, and the row lock of a gateway object. */

export type PayingOrg = { id: number; name: string; email: string | null };

/** A live (not deleted) org, with the email its gateway links go to. */
export async function orgExists(db: DbOrTx, orgId: number): Promise<PayingOrg | null> {
  const [row] = await rowsOf<PayingOrg>(
    db,
    sql`select id, name, email from orgs where id = ${orgId} and deleted_at is null`,
  );
  return row ?? null;
}

/**
 * `for update of <alias>` when the caller is about to change the row (a payment link or a
 * mandate the webhook or staff move on), nothing otherwise.
 */
export const lockedIf = (lock: boolean, alias: 'l' | 'm') =>
  lock ? sql`for update of ${sql.raw(alias)}` : sql``;
