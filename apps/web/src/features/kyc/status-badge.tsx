import { Badge } from '@mantine/core';
import type { KycStatus } from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';

const colors: Record<KycStatus, string> = {
  NOT_SUBMITTED: 'gray',
  PENDING: 'yellow',
  APPROVED: 'green',
  INCOMPLETE: 'orange',
  REJECTED: 'red',
};

export function KycStatusBadge({ status, testId }: { status: KycStatus | null; testId?: string }) {
  const { t } = useTranslation();
  const value = status ?? 'NOT_SUBMITTED';
  return (
    <Badge color={colors[value]} variant="light" data-testid={testId} data-status={value}>
      {t(`kyc.status.${value}`)}
    </Badge>
  );
}
