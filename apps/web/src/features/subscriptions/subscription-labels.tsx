import { Badge } from '@mantine/core';
import i18n from '../../lib/i18n';

const statusColor: Record<string, string> = { active: 'green', expired: 'orange', ended: 'gray' };

export function StatusBadge({ status }: { status: string }) {
  // Badges cut their text to fit; a status is short, so it keeps its whole width instead.
  return (
    <Badge
      color={statusColor[status] ?? 'gray'}
      variant="light"
      style={{ minWidth: 'max-content' }}
    >
      {i18n.t(`subscriptions.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const paymentKeys: Record<string, string> = { RAZORPAY: 'razorpay', BANK_TRANSFER: 'bankTransfer' };

/** RAZORPAY and BANK_TRANSFER as staff read them; no payment type (not collected) is a dash. */
export function paymentTypeLabel(type: string | null): string {
  if (!type) return '—';
  const key = paymentKeys[type];
  return key ? i18n.t(`subscriptions.payment.${key}`) : type;
}
