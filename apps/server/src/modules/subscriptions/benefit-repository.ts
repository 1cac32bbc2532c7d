import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/subscriptions';
import type { DbOrTx } from '../../platform/db/client';

/** The team's running free trials, newest first. */
export async function runningTrials(tx: DbOrTx, orgId: number, now: Date) {
  return tx
    .select({
      id: subscriptions.id,
      planId: subscriptions.planId,
      validTill: subscriptions.validTill,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.orgId, orgId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.orderType, 'TRIAL'),
        gt(subscriptions.validTill, now),
      ),
    )
    .orderBy(desc(subscriptions.id));
}

/** The team's running paid (or free but not trial) plans, newest first. */
export async function runningPlans(tx: DbOrTx, orgId: number, now: Date) {
  return tx
    .select({ id: subscriptions.id, validTill: subscriptions.validTill })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.orgId, orgId),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.orderType, 'TRIAL'),
        gt(subscriptions.validTill, now),
      ),
    )
    .orderBy(desc(subscriptions.id));
}

export async function moveSubscriptionEnd(tx: DbOrTx, id: number, validTill: Date): Promise<void> {
  await tx.update(subscriptions).set({ validTill }).where(eq(subscriptions.id, id));
}
