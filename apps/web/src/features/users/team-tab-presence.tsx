import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { useOrgPresenceQuery } from './api';
import { timeAgo, usePresenceStream } from './use-presence-stream';

const presenceColor = { AVAILABLE: 'green', BUSY: 'red', AWAY: 'yellow', OFFLINE: 'gray' } as const;

/** Who in the team is available right now, as their softphones report it. */
export default function TeamTabPresence({ orgId }: TeamTabProps) {
  const { t, i18n } = useTranslation();
  // Changes arrive as they happen; the slow poll only covers a stream that could not connect.
  const { data, error, isLoading, refetch } = useOrgPresenceQuery(orgId, {
    pollingInterval: 120_000,
  });
  usePresenceStream(orgId, () => void refetch());
  if (isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" data-testid="tab-load-error">
        {errorMessage(error)}
      </Alert>
    );
  if (!data?.length)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="presence-empty">
        {t('users.noMembers')}
      </Text>
    );
  return (
    <Table striped data-testid="presence-tab">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('users.columns.name')}</Table.Th>
          <Table.Th>{t('users.presence')}</Table.Th>
          <Table.Th>{t('users.presenceSince')}</Table.Th>
          <Table.Th>{t('users.softphone')}</Table.Th>
          <Table.Th>{t('users.lastSeen')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row) => (
          <Table.Tr key={row.user_id} data-testid="presence-row">
            <Table.Td>{`${row.first_name} ${row.last_name}`.trim()}</Table.Td>
            <Table.Td>
              <Badge
                color={presenceColor[row.presence]}
                variant="light"
                style={{ minWidth: 'fit-content' }}
              >
                {t(`users.presenceState.${row.presence}`)}
              </Badge>
            </Table.Td>
            <Table.Td data-testid="presence-since">
              {row.presence_since ? timeAgo(row.presence_since, i18n.language) : '–'}
            </Table.Td>
            <Table.Td>
              {row.softphone_status
                ? t(`users.softphoneStatus.${row.softphone_status}`)
                : t('users.noSoftphone')}
            </Table.Td>
            <Table.Td>{row.last_seen_at ? formatDateTime(row.last_seen_at) : '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
