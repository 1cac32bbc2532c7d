import { Badge, Group } from '@mantine/core';
import type { ReferralFlag, ReferralStatus, RewardStatus } from '@switchboard/contract/referrals';
import { useTranslation } from 'react-i18next';

const referralColors: Record<ReferralStatus, string> = {
  SIGNED_UP: 'blue',
  KYC_APPROVED: 'cyan',
  PAID: 'teal',
  REWARDED: 'green',
  INVALID: 'gray',
};
const rewardColors: Record<RewardStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'cyan',
  ISSUED: 'green',
  REJECTED: 'gray',
  REVOKED: 'red',
};

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={referralColors[status]} variant="light" data-testid="referral-status">
      {t(`referrals.status.${status}`)}
    </Badge>
  );
}

export function RewardStatusBadge({ status }: { status: RewardStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={rewardColors[status]} variant="light" data-testid="reward-status">
      {t(`referrals.rewardStatus.${status}`)}
    </Badge>
  );
}

/** The fraud checks a referral matched: staff look at these before approving its rewards. */
export function FraudFlags({ flags }: { flags: readonly ReferralFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <Group gap={4} data-testid="referral-flags">
      {flags.map((flag) => (
        <Badge key={flag} color="red.9" variant="outline" size="sm">
          {t(`referrals.flag.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
