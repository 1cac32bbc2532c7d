import { Stack } from '@mantine/core';
import type { CallPage, CallRow } from '@switchboard/contract/calls';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/data-table/data-table';
import { callColumns } from './call-columns';
import { CallDetailDrawer } from './call-detail-drawer';
import { CallFilters, type AgentOption } from './call-filters';
import { EditCdrModal } from './edit-cdr-modal';
import type { useCallParams } from './use-call-params';

type Props = {
  params: ReturnType<typeof useCallParams>;
  data: CallPage | undefined;
  loading: boolean;
  orgFilters?: boolean;
  agents?: AgentOption[];
  /** Shown above the filters: the list's title and anything that switches lists. */
  header?: ReactNode;
  testId: string;
};

/** A call list with its filters, details drawer and CDR editor: the trial list and the team tab share it. */
export function CallList({ params, data, loading, orgFilters = false, agents, header, testId }: Props) {
  const { t } = useTranslation();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<CallRow | null>(null);
  const columns = useMemo(
    () => callColumns(t, { onDetails: (c) => setDetailId(c.id), onEdit: setEditing, showOrg: !orgFilters }),
    [t, orgFilters],
  );
  return (
    <Stack>
      <DataTable
        data-testid={testId}
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        page={params.page}
        pageSize={params.pageSize}
        total={data?.total_items ?? 0}
        totalIsEstimate={data?.total_is_estimate ?? false}
        onPageChange={(page) => params.setPage(page, data?.next_cursor ?? null)}
        onPageSizeChange={params.setPageSize}
        filters={
          <Stack gap="sm">
            {header}
            <CallFilters values={params.values} onChange={params.setFilter} orgFilters={orgFilters} {...(agents ? { agents } : {})} />
          </Stack>
        }
        loading={loading}
        emptyText={t('calls.empty')}
        onRowClick={(row) => setDetailId(row.id)}
      />
      <CallDetailDrawer callId={detailId} onClose={() => setDetailId(null)} />
      <EditCdrModal call={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
