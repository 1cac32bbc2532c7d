import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<string, string> = {
  created: 'blue',
  pending: 'yellow',
  active: 'green',
  paid: 'green',
  CAPTURED: 'green',
  paused: 'orange',
  PARTIALLY_REFUNDED: 'orange',
  REFUNDED: 'gray',
  cancelled: 'gray',
  expired: 'gray',
  failed: 'red',
};

/** A payment, link or mandate status, translated, coloured by what it means for the money. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    // Never truncated: the whole status must stay readable in narrow tables.
    <Badge
      color={colors[status] ?? 'gray'}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="status-badge"
    >
      {t(`payments.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
