import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { PriceSummary as Summary } from '@switchboard/contract/rules/addon-pricing';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';

/** Base, add-ons, 18% GST on add-ons, total: always visible, updated as staff choose. */
export function PriceSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const line = (label: string, paise: number, testId: string, strong = false) => (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        <Money paise={paise} />
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" data-testid="price-summary">
      <Stack gap={4}>
        {line(t('subscriptions.price.base'), summary.base, 'price-base')}
        {line(t('subscriptions.price.addons'), summary.addons, 'price-addons')}
        {line(t('subscriptions.price.gst'), summary.gst, 'price-gst')}
        <Divider />
        {line(t('subscriptions.price.total'), summary.total, 'price-total', true)}
      </Stack>
    </Paper>
  );
}
