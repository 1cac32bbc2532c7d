import { formatMessage } from '@switchboard/contract/messages';
import { audit, type Actor } from '../../platform/audit/audit';
import type { BillingBenefits } from '../../platform/billing/benefits';
import type { Db, Tx } from '../../platform/db/client';
import { lockLiveOrg } from '../../platform/db/org-lock';
import { requireTeamMember } from '../../platform/db/parent-rows';
import { AppError, conflict, notFound } from '../../platform/errors';
import {
  findInviteCodeByCode,
  findRedemption,
  insertRedemption,
  takeUse,
  type InviteCodeRecord,
} from './repository';
import { benefitLabel, refusalOf } from './service';

export type RedeemInput = { code: string; org_id: number; user_id?: number | undefined };

/** What applying a benefit did, kept on the redemption for staff to read. */
type Applied = Record<string, unknown>;

async function applyBenefit(
  tx: Tx,
  billing: BillingBenefits,
  actor: Actor,
  code: InviteCodeRecord,
  orgId: number,
): Promise<Applied> {
  const value = code.benefit_value ?? 0;
  switch (code.benefit) {
    case 'TRIAL_DAYS': {
      const extended = await billing.extendTrial(tx, orgId, value);
      if (!extended) throw conflict(formatMessage('inviteCodeNoTrial'));
      return extended;
    }
    case 'TALK_TIME_MINUTES':
      await billing.creditTalkTime(tx, orgId, value, `Invite code ${code.code}`, {
        type: 'invite_code',
        id: String(code.id),
      });
      return { talk_time_minutes: value };
    case 'DISCOUNT_PERCENT':
      // Recorded here; the Create Plan form shows it to the seller of the team's next sale.
      return { discount_percent: value };
    case 'PLAN': {
      const subscriptionId = await billing.sellFree(tx, actor, {
        orgId,
        planId: code.plan_id!,
        variantId: code.variant_id!,
        description: `Invite code ${code.code}`,
      });
      return { subscription_id: subscriptionId };
    }
  }
}

/**
 * POST /app/invite-codes/redeem. The team's row is locked first, so one team's repeats queue
 * and the second finds the first's redemption (and answers it again); then one use of the code
 * is taken by a conditional update that never lets it pass its limit, whatever the number of
 * redemptions at once on any number of instances; the benefit is applied in the same
 * transaction, so a use is never taken without its benefit or given twice.
 */
export async function redeemInviteCode(
  db: Db,
  billing: BillingBenefits,
  actor: Actor,
  input: RedeemInput,
) {
  return db.transaction(async (tx) => {
    const org = await lockLiveOrg(tx, input.org_id);
    if (!org) throw notFound('Org');
    // The redemption names who redeemed: one of the team's own members, never anyone.
    if (input.user_id !== undefined) await requireTeamMember(tx, org.id, input.user_id);
    const code = await findInviteCodeByCode(tx, input.code);
    if (!code)
      throw new AppError(
        404,
        'NOT_FOUND',
        formatMessage('inviteCodeNotFound', { code: input.code }),
      );
    const earlier = await findRedemption(tx, code.id, org.id);
    if (earlier)
      return { code: code.code, org_id: org.id, benefit: earlier.benefit, repeated: true };
    const refusal = refusalOf(code);
    if (refusal) throw refusal;
    if (!(await takeUse(tx, code.id))) {
      // Used up (or paused) between the read and the update: say what it is now.
      const now = await findInviteCodeByCode(tx, input.code);
      throw (now && refusalOf(now)) ?? conflict(formatMessage('inviteCodeExhausted'));
    }
    const detail = await applyBenefit(tx, billing, actor, code, org.id);
    const benefit = benefitLabel(code);
    const redemptionId = await insertRedemption(tx, {
      inviteCodeId: code.id,
      orgId: org.id,
      userId: input.user_id ?? null,
      benefit,
      detail,
    });
    await audit(tx, actor, {
      action: 'invite_code.redeem',
      subjectType: 'InviteCode',
      subjectId: code.id,
      orgId: org.id,
      summary: { code: code.code, redemption_id: redemptionId, benefit, ...detail },
    });
    return { code: code.code, org_id: org.id, benefit, repeated: false };
  });
}
