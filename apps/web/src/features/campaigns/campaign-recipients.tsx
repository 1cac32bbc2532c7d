import { Anchor, Group, Pagination, SegmentedControl, Table, Text, Title } from '@mantine/core';
import {
  recipientStatuses,
  type Campaign,
  type RecipientStatus,
} from '@switchboard/contract/campaigns';
import { formatDateTime } from '@switchboard/contract/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecipientsQuery } from './api';
import { useAdaptivePolling } from '../../lib/polling';

const PAGE_SIZE = 20;

/** A campaign's recipients, a page at a time, by status, as they are sent. */
export function CampaignRecipients({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RecipientStatus | 'ALL'>('ALL');
  const [page, setPage] = useState(1);
  const [pollingInterval, answered] = useAdaptivePolling(3000);
  const { data: recipients, fulfilledTimeStamp } = useRecipientsQuery(
    { id: campaign.id, page, page_size: PAGE_SIZE, status: status === 'ALL' ? undefined : status },
    { pollingInterval, skipPollingIfUnfocused: true },
  );
  useEffect(
    () => answered(recipients, fulfilledTimeStamp),
    [answered, recipients, fulfilledTimeStamp],
  );
  return (
    <>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('campaigns.recipients')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as RecipientStatus | 'ALL');
            setPage(1);
          }}
          data={['ALL', ...recipientStatuses].map((s) => ({
            value: s,
            label: t(`campaigns.recipientStatus.${s}`),
          }))}
          data-testid="recipient-status"
        />
      </Group>
      {recipients && recipients.rows.length > 0 ? (
        <Table striped withTableBorder data-testid="recipient-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('campaigns.person')}</Table.Th>
              <Table.Th>{t('campaigns.team')}</Table.Th>
              <Table.Th>{t(`campaigns.addressOf.${campaign.channel}`)}</Table.Th>
              <Table.Th>{t('campaigns.statusLabel')}</Table.Th>
              <Table.Th>{t('campaigns.sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipients.rows.map((r) => (
              <Table.Tr key={r.id} data-testid="recipient-row">
                <Table.Td>
                  <Anchor component={Link} to={`/teams/users/${r.user_id}`} size="sm">
                    {r.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/teams/${r.org_id}`} size="sm">
                    {r.org_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.address}</Table.Td>
                <Table.Td>
                  {t(`campaigns.recipientStatus.${r.status}`)}
                  {r.reason && (
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{r.sent_at ? formatDateTime(r.sent_at) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" size="sm">
          {campaign.status === 'DRAFT' || campaign.status === 'SCHEDULED'
            ? t('campaigns.noRecipientsYet')
            : t('campaigns.noRecipients')}
        </Text>
      )}
      {recipients && recipients.total_items > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(recipients.total_items / PAGE_SIZE)}
          value={page}
          onChange={setPage}
        />
      )}
    </>
  );
}
