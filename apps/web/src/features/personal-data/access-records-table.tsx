import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { DataAccessRecord } from '@switchboard/contract/personal-data';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Who opened what of whose, when and from where; `compact` leaves out the person and team. */
export function AccessRecordsTable({
  rows,
  compact = false,
}: {
  rows: DataAccessRecord[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table striped verticalSpacing={4} data-testid="access-records">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('personal-data.columns.when')}</Table.Th>
          <Table.Th>{t('personal-data.columns.what')}</Table.Th>
          <Table.Th>{t('personal-data.columns.who')}</Table.Th>
          {compact ? null : <Table.Th>{t('personal-data.columns.whose')}</Table.Th>}
          <Table.Th>{t('personal-data.columns.ip')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid="access-record" data-kind={r.kind}>
            <Table.Td>
              <Text size="sm">{formatDateTime(r.created_at)}</Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light">{t(`personal-data.kinds.${r.kind}`)}</Badge>{' '}
              <Text span size="xs" c="dimmed">
                {r.kind === 'RECORDING' ? `#${r.target}` : r.target.split('/').pop()}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{r.actor_name ?? (r.actor_id ? `#${r.actor_id}` : '–')}</Text>
            </Table.Td>
            {compact ? null : (
              <Table.Td>
                {r.person_user_id ? (
                  <Anchor component={Link} to={`/teams/users/${r.person_user_id}`} size="sm">
                    {r.person_name ?? `#${r.person_user_id}`}
                  </Anchor>
                ) : null}
                {r.org_id ? (
                  <Text size="xs" c="dimmed">
                    <Anchor component={Link} to={`/teams/${r.org_id}/kyc`} size="xs">
                      {r.org_name ?? `#${r.org_id}`}
                    </Anchor>
                  </Text>
                ) : null}
              </Table.Td>
            )}
            <Table.Td>
              <Text size="sm" ff="monospace">
                {r.ip ?? '–'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
