import { Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { EventAction } from '@switchboard/contract/event-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { useOrgEventActionsQuery } from './api';
import { EventActionDialog } from './event-action-dialog';
import { ActionsTh } from '../../ui/data-table/sort-header';

/** What the team's account does when something happens: list, add, edit. */
export default function TeamTabEventActions({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useOrgEventActionsQuery(orgId);
  const [editing, setEditing] = useState<EventAction | 'new' | null>(null);
  return (
    <Stack data-testid="event-actions-tab">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('event-actions.add')}
        </Button>
      </Group>
      {isLoading ? (
        <Center>
          <Loader size="sm" />
        </Center>
      ) : error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(error)}
        </Alert>
      ) : !data?.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('event-actions.empty')}
        </Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('event-actions.event')}</Table.Th>
              <Table.Th>{t('event-actions.action')}</Table.Th>
              <Table.Th>{t('event-actions.details')}</Table.Th>
              <Table.Th>{t('event-actions.state')}</Table.Th>
              <Table.Th>{t('event-actions.updated')}</Table.Th>
              <ActionsTh />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{t(`event-actions.events.${s.event}`)}</Table.Td>
                <Table.Td>{t(`event-actions.actions.${s.action}`)}</Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" truncate>
                    {Object.values(s.config).join(' · ') || '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    fw={500}
                    c={s.is_active ? 'green' : 'gray'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t(s.is_active ? 'event-actions.on' : 'event-actions.off')}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(s.updated_at)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => setEditing(s)}>
                    {t('event-actions.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== null && (
        <EventActionDialog
          orgId={orgId}
          existing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
