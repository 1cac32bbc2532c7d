import { formatMessage } from '@switchboard/contract/messages';
import {
  CRM_TRIAL_PLAN_ID,
  PRODUCT_TRIAL_DAYS,
  trialPlanFor,
} from '@switchboard/contract/rules/trials';
import type { Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { addCrmProduct, updateOrgRecord } from './org-repository';
import type { LockedOrg } from './service';
import {
  endSubscription,
  insertTrialSubscription,
  latestPlanId,
  runningSubscriptions,
} from './trial-repository';

const DAY_MS = 86_400_000;

/**
 * Starts a trial subscription: PRODUCT (the phone product, 7 days, on the org's last plan) or
 * CRM (CRM Trial plan). A running trial of the same kind is ended first; an org that is paying
 * for a running plan gets no trial (409), so a trial never hides a paid subscription.
 */
export async function startTrial(tx: Tx, org: LockedOrg, kind: 'PRODUCT' | 'CRM', crmDays = 14) {
  const now = new Date();
  const running = await runningSubscriptions(tx, org.id, now);
  if (running.some((s) => s.orderType !== 'TRIAL')) {
    throw conflict(formatMessage('orgHasPaidPlan'));
  }
  const latest = await latestPlanId(tx, org.id);
  const planId = kind === 'CRM' ? CRM_TRIAL_PLAN_ID : trialPlanFor(org.isLite, latest);
  const sameKind = running.filter((s) => (s.planId === CRM_TRIAL_PLAN_ID) === (kind === 'CRM'));
  for (const old of sameKind) await endSubscription(tx, old.id, now);
  const days = kind === 'CRM' ? crmDays : PRODUCT_TRIAL_DAYS;
  const created = await insertTrialSubscription(tx, {
    orgId: org.id,
    planId,
    startDate: now,
    validTill: new Date(now.getTime() + days * DAY_MS),
  });
  if (!created) throw new Error('trial subscription not created');
  if (kind === 'PRODUCT') await updateOrgRecord(tx, org.id, { isTrial: true });
  if (kind === 'CRM' && !org.products.includes('crm')) await addCrmProduct(tx, org.id);
  return {
    subscription_id: created.id,
    plan_id: planId,
    valid_till: created.validTill.toISOString(),
    ended_trials: sameKind.map((s) => s.id),
  };
}
