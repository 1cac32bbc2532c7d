import { Alert, Badge, Stack, Title } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { VoipHistoryRow } from '@switchboard/contract/numbers';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { usePaging } from '../../ui/data-table/use-paging';
import { useOrgVoipHistoryQuery, useOrgVoipNumbersQuery } from './api';
import { NumberDrawer, useNumberDrawer } from './number-drawer';
import { useVoipNumberColumns } from './voip-number-columns';

const column = createColumnHelper<VoipHistoryRow>();
const actionColor = { ASSIGNED: 'green', RELEASED: 'red', CHANGED: 'blue' } as const;

/** The team's VoIP numbers, and what happened to them over time. */
export default function TeamTabVoip({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const numbers = useOrgVoipNumbersQuery(orgId);
  const drawer = useNumberDrawer();
  const numberColumns = useVoipNumberColumns({ onOpen: drawer.open });
  const numberRows = numbers.data ?? [];
  const paging = usePaging();
  const history = useOrgVoipHistoryQuery({ orgId, page: paging.page, pageSize: paging.pageSize });
  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: t('numbers.when'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.accessor('number', { header: t('numbers.number') }),
      column.accessor('action', {
        header: t('numbers.action'),
        cell: (c) => (
          <Badge color={actionColor[c.getValue()]} variant="light">
            {t(`numbers.actions.${c.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('actor_name', {
        header: t('numbers.by'),
        cell: (c) => c.getValue() ?? t('numbers.system'),
      }),
    ],
    [t],
  );

  return (
    <Stack data-testid="voip-tab">
      <Title order={2} size="h5">
        {t('numbers.numbers')}
      </Title>
      {numbers.error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(numbers.error)}
        </Alert>
      ) : null}
      {/* An org holds a handful of numbers: one page, all of them. */}
      <DataTable
        data-testid="voip-numbers"
        columns={numberColumns}
        rows={numberRows}
        page={1}
        pageSize={Math.max(numberRows.length, 1)}
        total={numberRows.length}
        onPageChange={() => undefined}
        getRowId={(row) => String(row.id)}
        loading={numbers.isFetching}
        emptyText={t('numbers.noNumbers')}
        onRowClick={(row) => drawer.open(row.number)}
      />
      <NumberDrawer />
      <Title order={2} size="h5">
        {t('numbers.history')}
      </Title>
      {history.error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(history.error)}
        </Alert>
      ) : null}
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
