import { Group, Kbd, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table';
import { useUrlColumns } from '../../../ui/url-columns';
import { useRowSelection } from '../../../ui/data-table/row-selection';
import { kycBulkFilter, useKycRejectionMessagesQuery, useKycSearchQuery } from '../api';
import { ExportButton } from '../../../ui/export-button';
import { useReviewActions } from '../use-review-actions';
import { useShortcuts } from '../use-shortcuts';
import { KycBulkBar } from './kyc-bulk';
import { useKycColumns } from './kyc-columns';
import { KycFilters } from './kyc-filters';
import { toTableState } from './queue-filters';
import { useQueueFilters } from './use-queue-filters';

/** The KYC queue: filter, pick a row with the keyboard, approve or reject without leaving it. */
export function KycQueue() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, update, pagingProps } = useQueueFilters();
  const columnProps = useUrlColumns();
  // Asked in the slice's form: the review's next and previous reuse the cached pages.
  const table = toTableState(filters);
  const { data, isFetching } = useKycSearchQuery(table);
  const { data: reasons = [] } = useKycRejectionMessagesQuery();
  const { approveKyc, rejectKyc } = useReviewActions();
  const rows = useMemo(() => data?.rows ?? [], [data]);
  // Nothing is selected until the reviewer picks a row with j/k: a/r never act on a row they did not choose.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selectedIndex = rows.findIndex((r) => r.org_id === selectedId);
  const selected = selectedIndex >= 0 ? rows[selectedIndex] : undefined;

  const move = (step: number) => {
    const target = selected
      ? rows[Math.min(rows.length - 1, Math.max(0, selectedIndex + step))]
      : rows[0];
    if (target) setSelectedId(target.org_id);
  };
  useShortcuts({
    j: () => move(1),
    ArrowDown: () => move(1),
    k: () => move(-1),
    ArrowUp: () => move(-1),
    Enter: selected ? () => navigate(`/kyc/${selected.org_id}`) : undefined,
    o: selected ? () => navigate(`/kyc/${selected.org_id}`) : undefined,
    a: selected ? () => void approveKyc(selected) : undefined,
    r: selected ? () => void rejectKyc(selected, reasons) : undefined,
  });

  const bulkFilter = kycBulkFilter(table);
  const selection = useRowSelection(
    rows.map((r) => r.org_id),
    data?.total_items ?? 0,
    JSON.stringify(bulkFilter),
  );

  const columns = useKycColumns(selection, selected?.org_id);

  return (
    <Stack data-testid="kyc-queue">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.kyc')}
        </Title>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            <Kbd>j</Kbd>/<Kbd>k</Kbd> {t('kyc.queue.keysMove')} · <Kbd>Enter</Kbd>{' '}
            {t('kyc.queue.keysOpen')} · <Kbd>a</Kbd> {t('kyc.actions.approve')} · <Kbd>r</Kbd>{' '}
            {t('kyc.actions.reject')}
          </Text>
          <ExportButton
            path="/api/org/kyc/export"
            filters={{
              status: table.status,
              text: table.text,
              // "Paid only" is trial=false: sent as text, not dropped as an unset flag.
              trial: table.trial === null ? null : String(table.trial),
              user_kyc_status: table.user_kyc_status,
              business_kyc_status: table.business_kyc_status,
              assignee: table.assignee,
            }}
            data-testid="kyc-export"
          />
        </Group>
      </Group>
      <KycBulkBar
        selection={selection}
        filter={bulkFilter}
        total={data?.total_items ?? 0}
        pageSize={filters.pageSize}
        reasons={reasons}
      />
      <DataTable
        data-testid="kyc-table"
        columns={columns}
        {...pagingProps(data)}
        {...columnProps}
        savedViews="kyc"
        getRowId={(row) => String(row.org_id)}
        filters={<KycFilters filters={filters} onChange={update} />}
        loading={isFetching}
        emptyText={t('kyc.queue.empty')}
        onRowClick={(row) => navigate(`/kyc/${row.org_id}`)}
      />
    </Stack>
  );
}
