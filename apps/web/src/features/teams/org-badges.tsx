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
  if (!plan) return <Text size="sm" c="dimmed">{t('teams.noPlan')}</Text>;
  const running = isRunning(plan);
  return (
    <Stack gap={0}>
      <Text size="sm">{plan.plan_name}</Text>
      <Text size="xs" c={running ? 'dimmed' : 'red'}>
        {running ? t('teams.validTill', { date: formatDate(plan.valid_till) }) : t('teams.expiredOn', { date: formatDate(plan.valid_till) })}
      </Text>
    </Stack>
  );
}
