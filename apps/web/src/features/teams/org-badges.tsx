import { Badge, Stack, Text } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import type { OrgRow } from '@switchboard/contract/teams';
import { useTranslation } from 'react-i18next';

const kycColors: Record<string, string> = {
  APPROVED: 'green',
  PENDING: 'yellow',
  INCOMPLETE: 'orange',
  REJECTED: 'red',
  NOT_SUBMITTED: 'gray',
};

export function KycBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  const value = status ?? 'NOT_SUBMITTED';
  return (
    <Badge color={kycColors[value] ?? 'gray'} variant="light">
      {t(`teams.kyc.${value}`, { defaultValue: value })}
    </Badge>
  );
}

/** A subscription runs until valid_till; past it, or ended, it no longer counts. */
export function isRunning(plan: OrgRow['plan'], now = Date.now()): boolean {
  return plan !== null && plan.status === 'active' && new Date(plan.valid_till).getTime() > now;
}

export function PlanValidity({ plan }: { plan: OrgRow['plan'] }) {
  const { t } = useTranslation();
  if (!plan)
    return (
      <Text size="sm" c="dimmed">
        {t('teams.noPlan')}
      </Text>
    );
  const running = isRunning(plan);
  const date = formatDate(plan.valid_till);
  // A plan ended by staff before its date did not expire: say which happened.
  const label = running
    ? 'teams.validTill'
    : plan.status === 'ended'
      ? 'teams.endedEarly'
      : 'teams.expiredOn';
  return (
    <Stack gap={0}>
      <Text size="sm">{plan.plan_name}</Text>
      <Text size="xs" c={running ? 'dimmed' : 'red'} data-testid="plan-validity">
        {t(label, { date })}
      </Text>
    </Stack>
  );
}
