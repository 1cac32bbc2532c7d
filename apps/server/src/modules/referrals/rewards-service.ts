import { formatMessage } from '@switchboard/contract/messages';
import type { rewardRuleBody } from '@switchboard/contract/referrals';
import {
  ADMIN_APPROVAL_LIMITS,
  MAX_APPROVAL,
  rewardKinds,
  type RewardAmounts,
  type RewardKind,
} from '@switchboard/contract/referrals';
import { formatInr } from '@switchboard/contract/money';
import { formatNumber } from '@switchboard/contract/format';
import type { z } from 'zod';
import { auditedRows, audit, diff, type Actor } from '../../platform/audit/audit';
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

/**
 * The filtered rewards as CSV rows, for finance (streamed page by page); who exported which
 * rewards is audited before the first row goes out.
 */
export function exportRewards(db: Db, actor: Actor, q: Omit<RewardFilters, 'page' | 'page_size'>) {
  async function* rows() {
    for await (const page of walkRewards(db, q)) yield* page;
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'rewards.export',
      subjectType: 'Reward',
      summary: { filters: q },
    },
    rows(),
  );
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

/** Amounts by kind as the messages read them. */
const spelled = (a: RewardAmounts) => ({
  minutes: formatNumber(a.TALK_TIME_MINUTES),
  days: formatNumber(a.VALIDITY_DAYS),
  credit: formatInr(a.CREDIT_PAISE),
});

function totalsOf(rewards: { kind: RewardKind; value: number }[]): RewardAmounts {
  const totals: RewardAmounts = { TALK_TIME_MINUTES: 0, VALIDITY_DAYS: 0, CREDIT_PAISE: 0 };
  for (const r of rewards) totals[r.kind] += r.value;
  return totals;
}

type Issuable = { id: number; org_id: number; org_name: string; kind: RewardKind; value: number };

/** One reward's value into its team's account, by kind, in the caller's transaction. */
async function issue(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  billing: BillingBenefits,
  reward: Issuable & { rule_name: string },
) {
  const reason = `Referral reward: ${reward.rule_name}`;
  const ref = { type: 'reward', id: String(reward.id) };
  switch (reward.kind) {
    case 'TALK_TIME_MINUTES':
      return billing.creditTalkTime(tx, reward.org_id, reward.value, reason, ref);
    case 'CREDIT_PAISE':
      return billing.addCredit(tx, reward.org_id, reward.value, reason, ref);
    case 'VALIDITY_DAYS':
      if (!(await billing.extendValidity(tx, reward.org_id, reward.value)))
        throw conflict(
          formatMessage('rewardNothingRunning', { org: reward.org_name, days: reward.value }),
        );
  }
}

/**
 * Approves pending rewards and issues them in the same transaction: each one's minutes go to
 * its team's talk-time ledger, its days to the team's running plan, its credit to the team's
 * credit ledger, as its status becomes ISSUED, and its referral becomes REWARDED. The rows are
 * locked in id order and only PENDING ones are taken, and the totals by kind must be what the
 * person confirmed: a second approval of the same set (a double click, another instance) finds
 * nothing pending and is refused, so a reward is issued once.
 */
export async function approveRewards(
  db: Db,
  billing: BillingBenefits,
  actor: Approver,
  body: {
    ids?: number[] | undefined;
    filter?: Omit<RewardFilters, 'page' | 'page_size' | 'status'> | undefined;
    totals: RewardAmounts;
  },
) {
  return db.transaction(async (tx) => {
    // One more than allowed tells a set too large to approve at once from one just right.
    const pending = body.ids
      ? await lockPending(tx, body.ids)
      : await lockPending(tx, body.filter ?? {}, MAX_APPROVAL + 1);
    if (pending.length > MAX_APPROVAL)
      throw conflict(formatMessage('rewardsTooMany', { max: formatNumber(MAX_APPROVAL) }));
    const totals = totalsOf(pending);
    if (
      (body.ids ? pending.length !== new Set(body.ids).size : pending.length === 0) ||
      rewardKinds.some((k) => totals[k] !== body.totals[k])
    )
      throw conflict(formatMessage('rewardsChanged', spelled(totals)));
    if (!actor.isSu && rewardKinds.some((k) => totals[k] > ADMIN_APPROVAL_LIMITS[k]))
      throw forbidden(formatMessage('rewardsNeedSu', spelled(ADMIN_APPROVAL_LIMITS)));
    for (const reward of pending) await issue(tx, billing, reward);
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
      summary: { ids, totals },
    });
    return {
      message: formatMessage('rewardsIssued', { count: ids.length, ...spelled(totals) }),
      issued: ids.length,
      totals,
    };
  });
}

/**
 * What revoking an issued reward takes back: its minutes, its days, or its credit as far as
 * the team has not spent it on a sale (what was spent stays spent).
 */
async function takeBack(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  billing: BillingBenefits,
  reward: { id: number; org_id: number; kind: RewardKind; value: number },
  reason: string,
) {
  const why = `Referral reward revoked: ${reason}`;
  const ref = { type: 'reward', id: String(reward.id) };
  switch (reward.kind) {
    case 'TALK_TIME_MINUTES':
      await billing.creditTalkTime(tx, reward.org_id, -reward.value, why, ref);
      return reward.value;
    case 'CREDIT_PAISE': {
      const left = Math.min(reward.value, await billing.creditBalance(tx, reward.org_id));
      if (left > 0) await billing.addCredit(tx, reward.org_id, -left, why, ref);
      return left;
    }
    case 'VALIDITY_DAYS':
      await billing.extendValidity(tx, reward.org_id, -reward.value);
      return reward.value;
  }
}

/** A pending reward is rejected; an issued one is revoked and what it gave taken back. */
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
    const takenBack = revoking ? await takeBack(tx, billing, reward, reason) : 0;
    const status = revoking ? 'REVOKED' : 'REJECTED';
    await setRewardStatus(tx, [id], { status, reason, decidedById: actor.actorId });
    await audit(tx, actor, {
      action: revoking ? 'reward.revoke' : 'reward.reject',
      subjectType: 'Reward',
      subjectId: id,
      orgId: reward.org_id,
      summary: {
        status: { before: reward.status, after: status },
        reason,
        ...(revoking ? { kind: reward.kind, taken_back: takenBack } : {}),
      },
    });
    return { message: formatMessage(revoking ? 'rewardRevoked' : 'rewardRejected') };
  });
}
