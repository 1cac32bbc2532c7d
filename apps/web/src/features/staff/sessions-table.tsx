import { Badge, Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { StaffSession } from '@switchboard/contract/staff';
import { useTranslation } from 'react-i18next';
import { deviceOf } from './device-of';

/**
 * Signed-in sessions: the device (its full user agent on hover), the address, when it began and
 * was last seen. The session of this very tab is marked and has no End button (signing out
 * ends it); every other one can be ended.
 */
export function SessionsTable({
  sessions,
  onEnd,
}: {
  sessions: StaffSession[];
  onEnd: (session: StaffSession) => void;
}) {
  const { t } = useTranslation();
  if (sessions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('staff.noSessions')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="sessions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.device')}</Table.Th>
            <Table.Th>{t('staff.address')}</Table.Th>
            <Table.Th>{t('staff.signedIn')}</Table.Th>
            <Table.Th>{t('staff.lastSeen')}</Table.Th>
            <Table.Th aria-label={t('staff.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((s) => (
            <Table.Tr key={s.id} data-testid={s.current ? 'session-current' : 'session-other'}>
              <Table.Td title={s.user_agent ?? undefined}>
                {deviceOf(s.user_agent) ?? t('staff.unknownDevice')}
              </Table.Td>
              <Table.Td>{s.ip ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
              <Table.Td>{formatDateTime(s.last_seen_at)}</Table.Td>
              <Table.Td ta="right">
                {s.current ? (
                  <Badge variant="light" color="green">
                    {t('staff.thisSession')}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onEnd(s)}
                    data-testid={`session-end-${s.id}`}
                  >
                    {t('staff.endSession')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
