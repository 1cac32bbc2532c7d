import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { CRM_TRIAL_PLAN_ID, PRODUCT_TRIAL_DAYS, trialPlanFor } from '@switchboard/contract/rules/trials';
import { subscriptions } from '../../db/schema/subscriptions';
import { orgs } from '../../db/schema/teams';
import type { Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import type { LockedOrg } from './org-lock';

const DAY_MS = 86_400_000;

/**
 * Starts a trial subscription: PRODUCT (the phone product, 7 days, on the org's last plan) or
 * CRM (CRM Trial plan). A running trial of the same kind is ended first; an org that is paying
 * for a running plan gets no trial (409), so a trial never hides a paid subscription.
 */
export async function startTrial(tx: Tx, org: LockedOrg, kind: 'PRODUCT' | 'CRM', crmDays = 14) {
  const now = new Date();
  const running = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, org.id), eq(subscriptions.status, 'active'), gt(subscriptions.validTill, now)))
    .orderBy(desc(subscriptions.id));
  if (running.some((s) => s.orderType !== 'TRIAL')) {
    throw conflict('This org has a running paid plan; end it before starting a trial');
  }
  const [latest] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.orgId, org.id), ne(subscriptions.planId, CRM_TRIAL_PLAN_ID)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  const planId = kind === 'CRM' ? CRM_TRIAL_PLAN_ID : trialPlanFor(org.isLite, latest?.planId);
  const sameKind = running.filter((s) => (s.planId === CRM_TRIAL_PLAN_ID) === (kind === 'CRM'));
  for (const old of sameKind) {
    await tx.update(subscriptions).set({ status: 'ended', endedAt: now }).where(eq(subscriptions.id, old.id));
  }
  const days = kind === 'CRM' ? crmDays : PRODUCT_TRIAL_DAYS;
  const [created] = await tx
    .insert(subscriptions)
    .values({
      orgId: org.id,
      planId,
      status: 'active',
      orderType: 'TRIAL',
      startDate: now,
      validTill: new Date(now.getTime() + days * DAY_MS),
      amount: 0,
    })
    .returning({ id: subscriptions.id, validTill: subscriptions.validTill });
  if (!created) throw new Error('trial subscription not created');
  if (kind === 'PRODUCT') await tx.update(orgs).set({ isTrial: true }).where(eq(orgs.id, org.id));
  if (kind === 'CRM' && !org.products.includes('crm')) {
    await tx.update(orgs).set({ products: sql`array_append(${orgs.products}, 'crm')` }).where(eq(orgs.id, org.id));
  }
  return {
    subscription_id: created.id,
    plan_id: planId,
    valid_till: created.validTill.toISOString(),
    ended_trials: sameKind.map((s) => s.id),
  };
}
