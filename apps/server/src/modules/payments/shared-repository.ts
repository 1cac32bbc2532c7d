import { sql } from 'drizzle-orm';
import type { SubscriptionRef } from '@switchboard/contract/payments';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

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

/** A team's latest subscription (subscriptions_org_idx), for the drawers of its mandates and links. */
export async function latestSubscriptionOf(
  db: DbOrTx,
  orgId: number,
): Promise<SubscriptionRef | null> {
  const [row] = await rowsOf<Omit<SubscriptionRef, 'valid_till'> & { valid_till: Date | string }>(
    db,
    sql`select s.id, s.status, p.name as plan_name, s.valid_till
          from subscriptions s left join plans p on p.id = s.plan_id
         where s.org_id = ${orgId}
         order by s.id desc
         limit 1`,
  );
  return row ? { ...row, valid_till: toIso(row.valid_till) } : null;
}
