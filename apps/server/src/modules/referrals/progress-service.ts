import type { RewardTrigger } from '@switchboard/contract/referrals';
import type { Tx } from '../../platform/db/client';
import type { OrgEvents } from '../../platform/events/org-events';
import { addEvent, lockReferrer, referralOfOrg, updateReferral } from './repository';
import { insertReward, monthlyCount, rulesFor } from './rewards-repository';

type ReferralRow = NonNullable<Awaited<ReturnType<typeof referralOfOrg>>>;

/**
 * The rewards a referral earns on reaching `trigger`: one PENDING reward per active rule (and
 * beneficiary), unless the referrer already has the rule's monthly cap. The referrer's row is
 * locked first, so two of their referrals moving at once count one after the other; the
 * unique (rule, referral, beneficiary) makes a repeated event earn nothing twice.
 */
async function earn(tx: Tx, referral: ReferralRow, trigger: RewardTrigger, amount: number) {
  await lockReferrer(tx, referral.referrer_user_id);
  for (const rule of await rulesFor(tx, trigger, amount)) {
    const base = {
      referralId: referral.id,
      ruleId: rule.id,
      referrerUserId: referral.referrer_user_id,
    };
    if ((await monthlyCount(tx, rule.id, referral.referrer_user_id)) >= rule.monthly_cap) {
      await addEvent(tx, referral.id, trigger, { rule: rule.name, capped: rule.monthly_cap });
      continue;
    }
    if (referral.referrer_org_id)
      await insertReward(tx, {
        ...base,
        beneficiary: 'REFERRER',
        orgId: referral.referrer_org_id,
        kind: rule.kind,
        value: rule.referrer_value,
      });
    if (rule.referred_value)
      await insertReward(tx, {
        ...base,
        beneficiary: 'REFERRED',
        orgId: referral.referred_org_id,
        kind: rule.kind,
        value: rule.referred_value,
      });
  }
}

/** The status a referral reaches: the furthest stage, never back (INVALID and REWARDED stay). */
const STAGES = ['SIGNED_UP', 'KYC_APPROVED', 'PAID', 'REWARDED'];
const furthest = (current: string, reached: string) =>
  STAGES.indexOf(reached) > STAGES.indexOf(current) ? reached : current;

/**
 * The referrals area listening to teams: a referred team's KYC approval and first paid
 * subscription move its referral on and earn the rules' rewards, in the transaction of the
 * approval or the sale. An INVALID referral earns nothing.
 */
export const referralProgress: OrgEvents = {
  async kycApproved(tx, orgId) {
    const referral = await referralOfOrg(tx, orgId, true);
    if (!referral || referral.status === 'INVALID' || referral.kyc_approved_at) return;
    await updateReferral(tx, referral.id, {
      status: furthest(referral.status, 'KYC_APPROVED'),
      kycApprovedAt: new Date(),
    });
    await addEvent(tx, referral.id, 'KYC_APPROVED');
    await earn(tx, referral, 'KYC_APPROVED', 0);
  },

  /** The approval moved this team's referral on (and may have earned rewards): not to be undone. */
  async kycApprovalFollowed(tx, orgId, since) {
    const referral = await referralOfOrg(tx, orgId);
    return Boolean(
      referral?.kyc_approved_at && new Date(referral.kyc_approved_at).getTime() >= since.getTime(),
    );
  },

  async subscriptionPaid(tx, orgId, sale) {
    const referral = await referralOfOrg(tx, orgId, true);
    // Only the first paid subscription counts: a renewal is not a referral's doing.
    if (!referral || referral.status === 'INVALID' || referral.paid_at) return;
    await updateReferral(tx, referral.id, {
      status: furthest(referral.status, 'PAID'),
      paidAt: new Date(),
    });
    await addEvent(tx, referral.id, 'PAID', {
      subscription_id: sale.subscriptionId,
      amount: sale.amount,
    });
    await earn(tx, referral, 'PAID', sale.amount);
  },
};
