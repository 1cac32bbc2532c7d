import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { useOrgPresenceQuery } from './api';

const presenceColor = { AVAILABLE: 'green', BUSY: 'red', AWAY: 'yellow', OFFLINE: 'gray' } as const;

/** Who in the team is available right now, as their softphones report it. */
export default function TeamTabPresence({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useOrgPresenceQuery(orgId, { pollingInterval: 30_000 });
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
          <Table.Th>{t('users.softphone')}</Table.Th>
          <Table.Th>{t('users.lastSeen')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row) => (
          <Table.Tr key={row.user_id}>
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
