import { Stack } from '@mantine/core';
import { MAX_OFFSET_ROWS, type CallPage, type CallRow } from '@switchboard/contract/calls';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { selectColumn, useRowSelection } from '../../ui/data-table/row-selection';
import { callColumns } from './call-columns';
import { CallDetailDrawer } from './call-detail-drawer';
import { CallFilters } from './call-filters';
import { callBulkFilter, CallsBulkBar } from './calls-bulk';
import { EditCdrDialog } from './edit-cdr-dialog';
import type { useCallParams } from './use-call-params';

/** The trial list keeps its hidden columns in the URL and has saved views; a team's tab does not. */
type ListTools = Pick<
  DataTableProps<CallRow>,
  'hiddenColumns' | 'onHiddenColumnsChange' | 'savedViews'
>;

type Props = ListTools & {
  params: ReturnType<typeof useCallParams>;
  /** The last page answered (kept on screen while the next one loads). */
  data: CallPage | undefined;
  /** The answer to the URL's own query, once it has arrived. */
  current: CallPage | undefined;
  loading: boolean;
  /** A team's list: its agent and number filters, and no team column. */
  orgId?: number;
  /** Shown above the filters: the list's title and anything that switches lists. */
  header?: ReactNode;
  testId: string;
};

/** A call list with its filters, details drawer and CDR editor: the trial list and the team tab share it. */
export function CallList({
  params,
  data,
  current,
  loading,
  orgId,
  header,
  testId,
  ...listTools
}: Props) {
  const { t } = useTranslation();
  // `?call=` (a call the command palette found) opens its details with the list.
  const [search] = useSearchParams();
  const linked = Number(search.get('call')) || null;
  const [detailId, setDetailId] = useState<number | null>(linked);
  useEffect(() => {
    if (linked) setDetailId(linked);
  }, [linked]);
  const [editing, setEditing] = useState<CallRow | null>(null);
  const showOrg = orgId === undefined;
  const bulkFilter = callBulkFilter(params.wire, orgId);
  const selection = useRowSelection(
    data?.rows.map((c) => c.id) ?? [],
    data?.total_items ?? 0,
    JSON.stringify(bulkFilter),
  );
  const columns = useMemo(
    () => [
      selectColumn<CallRow>(selection, (c) => c.id),
      ...callColumns(t, { onDetails: (c) => setDetailId(c.id), onEdit: setEditing, showOrg }),
    ],
    [t, showOrg, selection],
  );
  const { followServerPage } = params;
  useEffect(() => followServerPage(current), [current, followServerPage]);
  return (
    <Stack>
      <CallsBulkBar
        selection={selection}
        filter={bulkFilter}
        total={data?.total_items ?? 0}
        pageSize={params.pageSize}
      />
      <DataTable
        data-testid={testId}
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        page={params.page}
        pageSize={params.pageSize}
        total={data?.total_items ?? 0}
        totalIsEstimate={data?.total_is_estimate ?? false}
        // Numbered pages inside the server's offset limit; past it, next and previous by keyset.
        onPageChange={(page) => params.setPage(page, data)}
        onPageSizeChange={params.setPageSize}
        maxOffsetRows={MAX_OFFSET_ROWS}
        {...listTools}
        {...(data ? { hasNextPage: data.next_cursor !== null } : {})}
        filters={
          <Stack gap="sm">
            {header}
            <CallFilters
              values={params.values}
              onChange={params.setFilter}
              orgId={orgId}
              onReset={params.filtered ? params.resetFilters : undefined}
              onDates={(from, to) => params.setFilters({ from, to })}
            />
          </Stack>
        }
        loading={loading}
        emptyText={t('calls.empty')}
        onRowClick={(row) => setDetailId(row.id)}
      />
      <CallDetailDrawer callId={detailId} onClose={() => setDetailId(null)} />
      <EditCdrDialog call={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
