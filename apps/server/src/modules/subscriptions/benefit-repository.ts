import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/subscriptions';
import type { DbOrTx } from '../../platform/db/client';

/**
 * The team's running subscriptions (active, not past their end), newest first: its free trials,
 * or its plans that are not trials.
 */
export async function runningSubscriptions(
  tx: DbOrTx,
  orgId: number,
  now: Date,
  kind: 'trials' | 'plans',
) {
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
        kind === 'trials'
          ? eq(subscriptions.orderType, 'TRIAL')
          : ne(subscriptions.orderType, 'TRIAL'),
        gt(subscriptions.validTill, now),
      ),
    )
    .orderBy(desc(subscriptions.id));
}

export async function moveSubscriptionEnd(tx: DbOrTx, id: number, validTill: Date): Promise<void> {
  await tx.update(subscriptions).set({ validTill }).where(eq(subscriptions.id, id));
}
