import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { PaymentGatewayEvent } from '@switchboard/contract/payments';
import { useTranslation } from 'react-i18next';

/** The outcomes staff see most, in their language; any other reads as the server wrote it. */
const knownOutcomes = new Set(['payment recorded', 'already recorded', 'ignored']);

/**
 * The gateway's webhook events about a payment, newest first: the event, when it arrived
 * (IST), its delivery id and what it came to; one the console refused to act on is flagged.
 */
export function GatewayEvents({ events }: { events: PaymentGatewayEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('payments.drawer.noGatewayEvents')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {events.map((e) => (
        <Group key={e.id} gap="xs" wrap="nowrap" align="baseline" data-testid="gateway-event">
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {e.event ?? '—'}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(e.received_at)}
          </Text>
          {e.flagged ? (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              {t('payments.drawer.flagged')}
            </Badge>
          ) : null}
          <Text size="sm" c={e.flagged ? 'red.8' : undefined}>
            {knownOutcomes.has(e.outcome)
              ? t(`payments.drawer.outcomes.${e.outcome.replace(/ /g, '_')}`)
              : e.outcome}
          </Text>
          {e.event_id && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {e.event_id}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
