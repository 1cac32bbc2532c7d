import { Button, Select } from '@mantine/core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Page } from '@switchboard/contract/paging';
import type { SavedViewList } from '@switchboard/contract/saved-views';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import type { ApiError } from '../../lib/api/base-query';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog, type ConfirmOptions } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table/data-table';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { toastError, toastSuccess } from '../../ui/toasts';
import { useListParams } from '../../ui/use-list-params';
import { OrgPicker } from '../../ui/org-picker';
import { StatusBadge } from './status-badge';

/** The list's filters as the URL holds them, and the query they mean. */
export function useGatewayList<S extends string>(statuses: readonly S[], withOrg = false) {
  const list = useListParams(['status', 'org_id', 'text'] as const);
  const status = statuses.find((s) => s === list.values.status);
  const orgId = withOrg ? Number(list.values.org_id) || undefined : undefined;
  const query = {
    page: list.page,
    page_size: list.pageSize,
    status,
    org_id: orgId,
    text: list.values.text || undefined,
  };
  return { ...list, statuses, status, orgId, withOrg, query };
}

type GatewayListProps<Row, S extends string> = {
  /** The area's strings (`payments.<kind>.…`) and test ids (`<kind>-search`). */
  kind: 'links' | 'mandates';
  /** The list's key for its "Views" menu. */
  savedViews: SavedViewList;
  /** Who may create one. */
  subject: 'PaymentLink' | 'Mandate';
  list: ReturnType<typeof useGatewayList<S>>;
  result: { data?: Page<Row> | undefined; isFetching: boolean };
  // TanStack types each column by its value; a list of mixed columns needs the wide form.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  /** Opens the row's drawer. */
  onRowClick?: (row: Row) => void;
  CreateModal: ComponentType<{ onClose: () => void }>;
  'data-testid': string;
};

/**
 * What the payment links and mandates lists share: rows the gateway holds for an org, with a
 * status it reports, searched by text, filtered by status (and org), paged in the URL, with a
 * create button and a confirmed change on a row (close a link, cancel a mandate).
 */
export function GatewayList<Row, S extends string>(props: GatewayListProps<Row, S>) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [creating, setCreating] = useState(false);
  const { kind, list, CreateModal } = props;
  return (
    <>
      <DataTable
        data-testid={props['data-testid']}
        columns={props.columns}
        getRowId={props.getRowId}
        savedViews={props.savedViews}
        onRowClick={props.onRowClick}
        {...list.tableProps(props.result.data, props.result.isFetching)}
        emptyText={t(`payments.${kind}.empty`)}
        filters={
          <FilterBar
            onReset={list.filtered ? list.reset : undefined}
            actions={
              ability.can('create', props.subject) && (
                <Button onClick={() => setCreating(true)}>{t(`payments.${kind}.create`)}</Button>
              )
            }
          >
            <SearchInput
              label={t('payments.search')}
              placeholder={t(`payments.${kind}.searchPlaceholder`)}
              value={list.values.text}
              onSearch={(text) => list.setFilter('text', text)}
              data-testid={`${kind}-search`}
            />
            {list.withOrg && (
              <OrgPicker
                label={t('payments.org')}
                value={list.orgId ?? null}
                onChange={(next) => list.setFilter('org_id', next ? String(next) : '')}
              />
            )}
            <Select
              label={t('payments.statusLabel')}
              placeholder={t('payments.allStatuses')}
              clearable
              value={list.status ?? null}
              onChange={(next) => list.setFilter('status', next ?? '')}
              data={list.statuses.map((s) => ({ value: s, label: t(`payments.status.${s}`) }))}
              data-testid={`${kind}-status-filter`}
            />
          </FilterBar>
        }
      />
      {creating && <CreateModal onClose={() => setCreating(false)} />}
    </>
  );
}

/** The org and status columns both lists show, as the payments area words them. */
export function gatewayColumns<Row extends { org_name: string | null; status: string }>(
  t: TFunction,
) {
  return {
    org: { id: 'org_name', header: t('payments.org'), accessorFn: (row) => row.org_name },
    status: {
      id: 'status',
      header: t('payments.statusLabel'),
      accessorFn: (row) => row.status,
      cell: (c) => <StatusBadge status={c.row.original.status} />,
    },
  } satisfies Record<string, ColumnDef<Row, unknown>>;
}

/** A change to a row the gateway holds: asked first, then a toast either way. */
export async function confirmChange(options: {
  confirm: ConfirmOptions;
  run: () => Promise<{ data: unknown } | { error: ApiError | SerializedError }>;
  done: string;
}): Promise<void> {
  if (!(await confirmDialog(options.confirm))) return;
  const result = await options.run();
  if ('error' in result) toastError(errorMessage(result.error));
  else toastSuccess(options.done);
}
