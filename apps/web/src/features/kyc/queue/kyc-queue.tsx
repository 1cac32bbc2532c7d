import { Badge, Group, Kbd, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { KycRow } from '@switchboard/contract/kyc';
import { IconChevronRight } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table';
import { useUrlColumns } from '../../../ui/url-columns';
import { selectColumn, useRowSelection } from '../../../ui/data-table/row-selection';
import { kycBulkFilter, useKycRejectionMessagesQuery, useKycSearchQuery } from '../api';
import { ExportButton } from '../../../ui/export-button';
import { AssignMenu } from '../assign-menu';
import { KycStatusBadge } from '../status-badge';
import { useReviewActions } from '../use-review-actions';
import { useShortcuts } from '../use-shortcuts';
import { KycBulkBar } from './kyc-bulk';
import { KycFilters } from './kyc-filters';
import { toTableState } from './queue-filters';
import { useQueueFilters } from './use-queue-filters';

const column = createColumnHelper<KycRow>();

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

  const columns = useMemo(
    () => [
      selectColumn<KycRow>(selection, (r) => r.org_id),
      column.accessor('org_name', {
        header: t('kyc.queue.org'),
        cell: ({ row }) => (
          <Stack gap={0} data-org-id={row.original.org_id}>
            <Group gap={4} wrap="nowrap">
              {row.original.org_id === selected?.org_id && (
                <IconChevronRight
                  size={14}
                  aria-label={t('kyc.queue.selected')}
                  data-testid="row-cursor"
                />
              )}
              <Text size="sm" fw={500}>
                {row.original.org_name}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {row.original.product_number ?? t('kyc.noNumber')} · #{row.original.org_id}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('plan_name', {
        header: t('kyc.queue.plan'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor('kyc_template', {
        header: t('kyc.queue.template'),
        cell: (c) => t(`kyc.template.${c.getValue()}`),
      }),
      column.accessor('status', {
        header: t('kyc.queue.userKyc'),
        cell: (c) => <KycStatusBadge status={c.getValue()} />,
      }),
      column.accessor('bv_status', {
        header: t('kyc.queue.businessKyc'),
        cell: ({ row }) => (
          <Group gap={4}>
            <KycStatusBadge status={row.original.bv_status} />
            {row.original.is_biz_kyc_required && (
              <Badge size="xs" variant="outline" color="grape" title={t('kyc.queue.bizRequired')}>
                {t('kyc.queue.bizRequiredShort')}
              </Badge>
            )}
          </Group>
        ),
      }),
      column.accessor('submitted_at', {
        header: t('kyc.queue.submitted'),
        cell: (c) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {c.getValue() ? formatDateTime(c.getValue() as string) : t('kyc.queue.notSubmitted')}
          </Text>
        ),
      }),
      column.accessor('is_trial', {
        header: t('kyc.queue.trial'),
        cell: (c) => (c.getValue() ? t('kyc.queue.trialOnly') : t('kyc.queue.paidOnly')),
      }),
      column.accessor('assignee', {
        header: t('kyc.assign.column'),
        cell: ({ row }) => (
          <AssignMenu
            orgId={row.original.org_id}
            orgName={row.original.org_name}
            assignee={row.original.assignee}
          />
        ),
      }),
    ],
    [selected?.org_id, t, selection],
  );

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
