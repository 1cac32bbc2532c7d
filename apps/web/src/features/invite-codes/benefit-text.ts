import { formatNumber } from '@switchboard/contract/format';
import type { InviteCode } from '@switchboard/contract/invite-codes';
import type { TFunction } from 'i18next';

/** What a code gives, in the staff member's language. */
export const benefitText = (
  t: TFunction,
  code: Pick<InviteCode, 'benefit' | 'benefit_value' | 'plan_name'>,
): string =>
  t(`invite-codes.benefitText.${code.benefit}`, {
    value: formatNumber(code.benefit_value ?? 0),
    plan: code.plan_name ?? '',
  });

/** "3 / 10": uses against the limit. */
export const usesText = (code: Pick<InviteCode, 'redemptions' | 'max_redemptions'>) =>
  `${formatNumber(code.redemptions)} / ${formatNumber(code.max_redemptions)}`;
