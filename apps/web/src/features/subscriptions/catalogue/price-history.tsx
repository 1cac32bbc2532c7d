import { Divider, List, Stack, Text } from '@mantine/core';
import type { PriceVersion } from '@switchboard/contract/catalogue';
import { formatDateTime } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import { useTranslation } from 'react-i18next';

/** A price's versions under their heading, newest first: from when, and who set it. */
export function PriceHistory({ prices }: { prices: PriceVersion[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Divider />
      <Text size="sm" fw={500}>
        {t('subscriptions.catalogue.priceHistory')}
      </Text>
      <Versions prices={prices} />
    </Stack>
  );
}

function Versions({ prices }: { prices: PriceVersion[] }) {
  const { t } = useTranslation();
  if (prices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('subscriptions.catalogue.neverChanged')}
      </Text>
    );
  return (
    <List size="sm" spacing={4} data-testid="price-history">
      {prices.map((p, i) => (
        <List.Item key={i}>
          <Text span fw={i === 0 ? 600 : 400} size="sm">
            {formatInr(p.amount)}
            {p.revenue_duration
              ? ` / ${t('subscriptions.catalogue.days', { n: p.revenue_duration })}`
              : ''}
          </Text>
          <Text span c="dimmed" size="sm">
            {' · '}
            {p.valid_from
              ? t('subscriptions.catalogue.since', {
                  when: formatDateTime(p.valid_from),
                  who: p.changed_by ?? t('subscriptions.catalogue.system'),
                })
              : t('subscriptions.catalogue.firstPrice')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
