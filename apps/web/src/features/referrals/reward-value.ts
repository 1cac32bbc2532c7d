import { formatNumber } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import type { RewardAmounts, RewardKind } from '@switchboard/contract/referrals';
import type { TFunction } from 'i18next';

/** A reward's value as staff read it: "500 minutes", "30 days", "₹500.00 credit". */
export function rewardValue(t: TFunction, kind: RewardKind, value: number): string {
  return kind === 'CREDIT_PAISE'
    ? t('referrals.value.CREDIT_PAISE', { amount: formatInr(value) })
    : t(`referrals.value.${kind}`, { n: formatNumber(value) });
}

/** Several kinds' totals, the ones given only: "600 minutes, ₹500.00 credit". */
export function rewardAmounts(t: TFunction, totals: RewardAmounts): string {
  const parts = (Object.keys(totals) as RewardKind[])
    .filter((kind) => totals[kind] > 0)
    .map((kind) => rewardValue(t, kind, totals[kind]));
  return parts.length > 0 ? parts.join(', ') : '0';
}

export function totalsOf(rewards: { kind: RewardKind; value: number }[]): RewardAmounts {
  const totals: RewardAmounts = { TALK_TIME_MINUTES: 0, VALIDITY_DAYS: 0, CREDIT_PAISE: 0 };
  for (const r of rewards) totals[r.kind] += r.value;
  return totals;
}
