import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { CRM_TRIAL_PLAN_ID } from '@switchboard/contract/rules/trials';
import { subscriptions } from '../../db/schema/subscriptions';
import type { DbOrTx } from '../../platform/db/client';

/** The org's subscriptions that are active and not yet expired, newest first. */
export async function runningSubscriptions(tx: DbOrTx, orgId: number, now: Date) {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.orgId, orgId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.validTill, now),
      ),
    )
    .orderBy(desc(subscriptions.id));
}

/** The plan of the org's newest subscription that is not a CRM trial, if any. */
export async function latestPlanId(tx: DbOrTx, orgId: number): Promise<number | undefined> {
  const [latest] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, orgId), ne(subscriptions.planId, CRM_TRIAL_PLAN_ID)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return latest?.planId;
}

export async function endSubscription(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now })
    .where(eq(subscriptions.id, id));
}

/** A free trial subscription from `startDate` to `validTill`. */
export async function insertTrialSubscription(
  tx: DbOrTx,
  values: { orgId: number; planId: number; startDate: Date; validTill: Date },
) {
  const [created] = await tx
    .insert(subscriptions)
    .values({ ...values, status: 'active', orderType: 'TRIAL', amount: 0 })
    .returning({ id: subscriptions.id, validTill: subscriptions.validTill });
  return created ?? null;
}
