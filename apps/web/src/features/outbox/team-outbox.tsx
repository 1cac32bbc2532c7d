import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SidePanel } from '../../ui/side-panel';
import { useOutboxQuery } from './api';
import { OutboxStatus, payloadHeadline } from './columns';

const RECENT = 5;

/**
 * What was sent for this org (SMS, webhooks, switch requests), newest first, beside its
 * activity: the audit log says who changed what, this says what went out because of it.
 */
export default function TeamOutbox({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useOutboxQuery({
    page: 1,
    pageSize: RECENT,
    channel: null,
    status: null,
    orgId,
    from: '',
    to: '',
  });
  return (
    <SidePanel
      icon={<IconSend size={18} />}
      title={t('outbox.teamTitle')}
      testId="team-outbox"
      action={
        <Anchor
          component={Link}
          to={`/outbox?org_id=${orgId}`}
          size="sm"
          data-testid="team-outbox-all"
        >
          {t('outbox.seeAll')}
        </Anchor>
      }
    >
      {isLoading ? <Loader size="sm" /> : null}
      {data && data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('outbox.teamEmpty')}
        </Text>
      ) : null}
      <Stack gap="sm">
        {data?.rows.map((entry) => (
          <Group
            key={entry.id}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            data-testid="team-outbox-item"
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Badge variant="outline" size="sm" style={{ flexShrink: 0 }}>
                  {t(`outbox.channels.${entry.channel}`, { defaultValue: entry.channel })}
                </Badge>
                <Text size="sm" truncate>
                  {payloadHeadline(entry.payload) ?? entry.recipient}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {entry.recipient} · {formatDateTime(entry.created_at)}
              </Text>
            </Stack>
            <OutboxStatus entry={entry} />
          </Group>
        ))}
      </Stack>
    </SidePanel>
  );
}
