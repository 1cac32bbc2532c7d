import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '@switchboard/contract/format';
import type { OutboxEntry } from '@switchboard/contract/outbox';
import { payloadHeadline, payloadSummary } from '@switchboard/contract/outbox-message';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// Read the same way by the export (the server's CSV), so kept in the contract.
export { payloadHeadline, payloadSummary };

const column = createColumnHelper<OutboxEntry>();

const statusColors: Record<string, string> = {
  PENDING: 'yellow',
  SENT: 'blue',
  DELIVERED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};

/**
 * A message the sandbox took was recorded, not sent: it says so, never "Delivered" under the
 * banner saying the channel is not delivered.
 */
const sandboxed = (entry: OutboxEntry) =>
  entry.provider === 'sandbox' && (entry.status === 'SENT' || entry.status === 'DELIVERED');

export function OutboxStatus({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation();
  const status = entry.status;
  return (
    <Stack gap={2} align="flex-start" style={{ flexShrink: 0 }}>
      <Badge
        color={sandboxed(entry) ? 'orange' : (statusColors[status] ?? 'gray')}
        variant="light"
        style={{ overflow: 'visible' }}
        data-testid="outbox-status"
      >
        {sandboxed(entry)
          ? t('outbox.notSentSandbox')
          : t(`outbox.statuses.${status}`, { defaultValue: status })}
      </Badge>
      {entry.attempts > 0 ? (
        <Text size="xs" c="dimmed">
          {t('outbox.attempts', { n: entry.attempts })}
        </Text>
      ) : null}
      {entry.last_error ? (
        <Text size="xs" c="red">
          {entry.last_error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** When, which channel, to whom, for which org, what, and whether it went out. */
export function outboxColumns(t: TFunction, options: { withOrg: boolean }) {
  return [
    column.accessor('created_at', {
      header: t('outbox.columns.created'),
      cell: ({ getValue }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(getValue())}
        </Text>
      ),
    }),
    column.accessor('channel', {
      header: t('outbox.columns.channel'),
      cell: ({ getValue }) => (
        <Badge variant="outline" data-testid="outbox-channel">
          {t(`outbox.channels.${getValue()}`, { defaultValue: getValue() })}
        </Badge>
      ),
    }),
    column.accessor('recipient', {
      header: t('outbox.columns.recipient'),
      cell: ({ getValue }) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={260}>
          {getValue()}
        </Text>
      ),
    }),
    ...(options.withOrg
      ? [
          column.accessor('org', {
            header: t('outbox.columns.org'),
            cell: ({ getValue }) => {
              const org = getValue();
              return org ? (
                <Anchor component={Link} to={`/teams/${org.id}/subscriptions`} size="sm">
                  {org.name}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              );
            },
          }),
        ]
      : []),
    column.accessor('payload', {
      header: t('outbox.columns.message'),
      cell: ({ getValue }) => {
        const payload = getValue();
        const headline = payloadHeadline(payload);
        return (
          <Stack gap={0} maw={360}>
            {headline ? (
              <Text size="sm" fw={500}>
                {headline}
              </Text>
            ) : null}
            <Text
              size="xs"
              c="dimmed"
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="outbox-summary"
            >
              {payloadSummary(payload)}
            </Text>
          </Stack>
        );
      },
    }),
    column.accessor('status', {
      header: t('outbox.columns.status'),
      cell: ({ row }) => <OutboxStatus entry={row.original} />,
    }),
  ];
}
