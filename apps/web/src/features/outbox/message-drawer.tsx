import { Anchor, Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { ObjectDrawer } from '../../ui/object-drawer';
import { runAction } from '../../ui/run-action';
import { useCancelMessageMutation, useOutboxMessageQuery, useRetryMessageMutation } from './api';
import { OutboxStatus } from './columns';

/** Staff's two moves on a message: send a failed one again, or stop it. */
function MessageActions({
  id,
  status,
  recipient,
}: {
  id: number;
  status: string;
  recipient: string;
}) {
  const { t } = useTranslation();
  const [retry, retrying] = useRetryMessageMutation();
  const [cancel, cancelling] = useCancelMessageMutation();
  const canRetry = status === 'FAILED';
  const canCancel = status === 'FAILED' || status === 'PENDING';
  if (!useAppAbility().can('update', 'Outbox') || (!canRetry && !canCancel)) return null;
  return (
    <Group>
      {canRetry ? (
        <Button
          loading={retrying.isLoading}
          data-testid="outbox-retry"
          onClick={() =>
            void runAction({
              confirm: {
                title: t('outbox.retryTitle', { id }),
                message: t('outbox.retryConfirm', { recipient }),
                confirmLabel: t('outbox.retry'),
              },
              run: () => retry(id),
              success: t('messages.outboxRetried', { id }),
            })
          }
        >
          {t('outbox.retry')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          variant="light"
          color="red"
          loading={cancelling.isLoading}
          data-testid="outbox-cancel"
          onClick={() =>
            void runAction({
              confirm: {
                title: t('outbox.cancelTitle', { id }),
                message: t('outbox.cancelConfirm', { recipient }),
                confirmLabel: t('outbox.cancel'),
                danger: true,
              },
              run: () => cancel(id),
              success: t('messages.outboxCancelled', { id }),
            })
          }
        >
          {t('outbox.cancel')}
        </Button>
      ) : null}
    </Group>
  );
}

/** One message: where it went, what it said (secrets masked), and every try with the provider's answer. */
export function MessageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useOutboxMessageQuery(id ?? 0, { skip: id === null });
  return (
    <ObjectDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('outbox.detailTitle', { id: id ?? '' })}
      testId="outbox-detail"
      query={query}
    >
      {(data) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Badge variant="outline">
                {t(`outbox.channels.${data.channel}`, { defaultValue: data.channel })}
              </Badge>
              <Text size="sm">
                {t('outbox.columns.recipient')}: {data.recipient}
              </Text>
              {data.org ? (
                <Text size="sm">
                  {t('outbox.columns.org')}:{' '}
                  <Anchor component={Link} to={`/teams/${data.org.id}/subscriptions`}>
                    {data.org.name}
                  </Anchor>
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('outbox.provider')}: {data.provider ?? '—'}
                {data.provider_ref ? ` · ${data.provider_ref}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {t('outbox.columns.created')}: {formatDateTime(data.created_at)}
                {data.delivered_at
                  ? ` · ${t('outbox.deliveredAt')}: ${formatDateTime(data.delivered_at)}`
                  : ''}
              </Text>
            </Stack>
            <OutboxStatus entry={data} />
          </Group>
          <MessageActions id={data.id} status={data.status} recipient={data.recipient} />
          <Title order={3} size="h6">
            {t('outbox.payload')}
          </Title>
          <Code block data-testid="outbox-payload">
            {JSON.stringify(data.payload, null, 2)}
          </Code>
          <Title order={3} size="h6">
            {t('outbox.tries')}
          </Title>
          {data.attempts_log.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('outbox.noTries')}
            </Text>
          ) : (
            <Table data-testid="outbox-attempts" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outbox.when')}</Table.Th>
                  <Table.Th>{t('outbox.outcome')}</Table.Th>
                  <Table.Th>{t('outbox.answer')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.attempts_log.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.at)}</Table.Td>
                    <Table.Td>
                      {t(`outbox.outcomes.${a.outcome}`, { defaultValue: a.outcome })}
                      {a.http_status ? ` · HTTP ${a.http_status}` : ''}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {a.answer}
                      {a.duration_ms !== null ? (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({t('outbox.ms', { n: formatNumber(a.duration_ms) })})
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </ObjectDrawer>
  );
}
