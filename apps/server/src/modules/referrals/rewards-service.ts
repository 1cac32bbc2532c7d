import { formatMessage } from '@switchboard/contract/messages';
import type { rewardRuleBody } from '@switchboard/contract/referrals';
import { ADMIN_APPROVAL_LIMIT_MINUTES } from '@switchboard/contract/referrals';
import type { z } from 'zod';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { BillingBenefits } from '../../platform/billing/benefits';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { addEvent, updateReferral } from './repository';
import {
  insertRule,
  lockPending,
  lockReward,
  ruleById,
  ruleList,
  rewardPage,
  setRewardStatus,
  updateRule,
  walkRewards,
  type RewardFilters,
} from './rewards-repository';

export const rewardRules = (db: Db, active?: 'true' | 'false') => ruleList(db, active);
export const rewardsPage = (db: Db, q: RewardFilters) => rewardPage(db, q);

/** The filtered rewards as CSV rows, for finance (streamed page by page). */
export async function* exportRewards(db: Db, q: Omit<RewardFilters, 'page' | 'page_size'>) {
  for await (const page of walkRewards(db, q)) yield* page;
}

export async function createRewardRule(
  db: Db,
  actor: Actor,
  body: z.output<typeof rewardRuleBody>,
) {
  return db.transaction(async (tx) => {
    const id = await insertRule(tx, body);
    await audit(tx, actor, {
      action: 'reward_rule.create',
      subjectType: 'RewardRule',
      subjectId: id,
      summary: { ...body },
    });
    return { message: formatMessage('rewardRuleSaved'), rule: (await ruleById(tx, id))! };
  });
}

export async function editRewardRule(
  db: Db,
  actor: Actor,
  id: number,
  body: Partial<z.output<typeof rewardRuleBody>>,
) {
  return db.transaction(async (tx) => {
    const before = await ruleById(tx, id, true);
    if (!before) throw notFound('Reward rule');
    const changes = diff(before as unknown as Record<string, unknown>, body);
    if (Object.keys(changes).length === 0) throw badRequest(formatMessage('nothingToChange'));
    await updateRule(tx, id, body);
    await audit(tx, actor, {
      action: 'reward_rule.update',
      subjectType: 'RewardRule',
      subjectId: id,
      summary: { changes },
    });
    return { message: formatMessage('rewardRuleSaved'), rule: (await ruleById(tx, id))! };
  });
}

export type Approver = Actor & { isSu: boolean };

/**
 * Approves pending rewards and issues them in the same transaction: each one's minutes go to
 * its team's talk-time ledger as its status becomes ISSUED, and its referral becomes REWARDED.
 * The rows are locked in id order and only PENDING ones are taken, and the minutes must be the
 * total the person confirmed: a second approval of the same set (a double click, another
 * instance) finds nothing pending and is refused, so a reward is issued once.
 */
export async function approveRewards(
  db: Db,
  billing: BillingBenefits,
  actor: Approver,
  body: { ids: number[]; total_minutes: number },
) {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, body.ids);
    const total = pending.reduce((sum, r) => sum + r.value, 0);
    if (pending.length !== new Set(body.ids).size || total !== body.total_minutes)
      throw conflict(formatMessage('rewardsChanged', { total, confirmed: body.total_minutes }));
    if (total > ADMIN_APPROVAL_LIMIT_MINUTES && !actor.isSu)
      throw forbidden(formatMessage('rewardsNeedSu', { limit: ADMIN_APPROVAL_LIMIT_MINUTES }));
    for (const reward of pending)
      await billing.creditTalkTime(
        tx,
        reward.org_id,
        reward.value,
        `Referral reward: ${reward.rule_name}`,
        {
          type: 'reward',
          id: String(reward.id),
        },
      );
    const ids = pending.map((r) => r.id);
    await setRewardStatus(tx, ids, {
      status: 'ISSUED',
      decidedById: actor.actorId,
      issuedAt: new Date(),
    });
    for (const referralId of new Set(pending.map((r) => r.referral_id))) {
      await updateReferral(tx, referralId, { status: 'REWARDED', rewardedAt: new Date() });
      await addEvent(tx, referralId, 'REWARDED', {
        rewards: pending.filter((r) => r.referral_id === referralId).map((r) => r.id),
      });
    }
    await audit(tx, actor, {
      action: 'rewards.approve',
      subjectType: 'Reward',
      summary: { ids, minutes: total },
    });
    return {
      message: formatMessage('rewardsIssued', { count: ids.length, minutes: total }),
      issued: ids.length,
      minutes: total,
    };
  });
}

/** A pending reward is rejected; an issued one is revoked and its minutes taken back. */
export async function rejectReward(
  db: Db,
  billing: BillingBenefits,
  actor: Actor,
  id: number,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const reward = await lockReward(tx, id);
    if (!reward) throw notFound('Reward');
    if (reward.status !== 'PENDING' && reward.status !== 'ISSUED')
      throw conflict(formatMessage('rewardNotPending', { id, status: reward.status }));
    const revoking = reward.status === 'ISSUED';
    if (revoking)
      await billing.creditTalkTime(
        tx,
        reward.org_id,
        -reward.value,
        `Referral reward revoked: ${reason}`,
        {
          type: 'reward',
          id: String(id),
        },
      );
    const status = revoking ? 'REVOKED' : 'REJECTED';
    await setRewardStatus(tx, [id], { status, reason, decidedById: actor.actorId });
    await audit(tx, actor, {
      action: revoking ? 'reward.revoke' : 'reward.reject',
      subjectType: 'Reward',
      subjectId: id,
      orgId: reward.org_id,
      summary: { status: { before: reward.status, after: status }, reason },
    });
    return { message: formatMessage(revoking ? 'rewardRevoked' : 'rewardRejected') };
  });
}
