import { Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { VoipHistoryRow } from '@switchboard/contract/numbers';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTabProps } from '../../app/team-tabs';
import { DataTable } from '../../ui/data-table/data-table';
import { usePaging } from '../../ui/data-table/use-paging';
import { useOrgVoipHistoryQuery, useOrgVoipNumbersQuery } from './api';

const column = createColumnHelper<VoipHistoryRow>();
const actionColor = { ASSIGNED: 'green', RELEASED: 'red', CHANGED: 'blue' } as const;

/** The team's VoIP numbers, and what happened to them over time. */
export default function TeamTabVoip({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const numbers = useOrgVoipNumbersQuery(orgId);
  const paging = usePaging();
  const history = useOrgVoipHistoryQuery({ orgId, page: paging.page, pageSize: paging.pageSize });
  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: t('numbers.when'), cell: (c) => formatDateTime(c.getValue()) }),
      column.accessor('number', { header: t('numbers.number') }),
      column.accessor('action', { header: t('numbers.action'), cell: (c) => <Badge color={actionColor[c.getValue()]} variant="light">{t(`numbers.actions.${c.getValue()}`)}</Badge> }),
      column.accessor('actor_name', { header: t('numbers.by'), cell: (c) => c.getValue() ?? t('numbers.system') }),
    ],
    [t],
  );

  return (
    <Stack data-testid="voip-tab">
      <Title order={2} size="h5">{t('numbers.numbers')}</Title>
      {numbers.isLoading ? <Center><Loader size="sm" /></Center> : !numbers.data?.length ? (
        <Text c="dimmed" size="sm">{t('numbers.noNumbers')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('numbers.number')}</Table.Th>
              <Table.Th>{t('numbers.provider')}</Table.Th>
              <Table.Th>{t('numbers.status')}</Table.Th>
              <Table.Th>{t('numbers.assigned')}</Table.Th>
              <Table.Th>{t('numbers.released')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {numbers.data.map((n) => (
              <Table.Tr key={n.id}>
                <Table.Td>{n.number}</Table.Td>
                <Table.Td>{n.provider}</Table.Td>
                <Table.Td><Badge color={n.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">{t(`numbers.statuses.${n.status}`)}</Badge></Table.Td>
                <Table.Td>{formatDateTime(n.assigned_at)}</Table.Td>
                <Table.Td>{n.released_at ? formatDateTime(n.released_at) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={2} size="h5">{t('numbers.history')}</Title>
      <DataTable
        data-testid="voip-history"
        columns={columns}
        {...paging.pagingProps(history.data)}
        getRowId={(row) => String(row.id)}
        loading={history.isFetching}
        emptyText={t('numbers.noHistory')}
      />
    </Stack>
  );
}
