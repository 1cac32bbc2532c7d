import { Group, Paper, Text } from '@mantine/core';
import type { OrgContext } from '@switchboard/contract/subscriptions';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';
import { GstField } from './gst-field';
import { PaymentFields, type PaymentState } from './payment-fields';

type Props = {
  estimate: number;
  /** How the estimate was reached, e.g. '1,000 minutes × ₹0.708 a minute'. */
  detail: string | null;
  org: OrgContext | null;
  gstin: string;
  onGstin: (value: string) => void;
  payment: PaymentState;
  onPayment: (next: PaymentState) => void;
};

/** The estimate, GST and payment of both top-up tabs. */
export function TopUpFooter({ estimate, detail, org, gstin, onGstin, payment, onPayment }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
        <Group justify="space-between" data-testid="estimate">
          <Text size="sm" fw={600}>
            {t('subscriptions.estimate')}
          </Text>
          <Text size="sm" fw={600}>
            <Money paise={estimate} />
          </Text>
        </Group>
        {detail && (
          <Text size="xs" c="dimmed" data-testid="estimate-detail">
            {detail}
          </Text>
        )}
      </Paper>
      <GstField orgGstin={org?.gstin ?? null} value={gstin} onChange={onGstin} />
      <PaymentFields state={payment} onChange={onPayment} duePaise={estimate} />
    </>
  );
}
