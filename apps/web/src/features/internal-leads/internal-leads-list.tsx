import { Alert, Stack } from '@mantine/core';
import type { InternalLead } from '@switchboard/contract/internal-leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { useRowSelection } from '../../ui/data-table/row-selection';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { useLeadColumns } from './lead-columns';
import { LeadDialog } from './lead-dialog';
import { LeadDrawer, useLeadDrawer } from './lead-drawer';
import { LeadFilterBar } from './lead-filter-bar';
import {
  isFiltered,
  leadSearchQuery,
  type LeadFilterName,
  type LeadFilterValues,
} from './lead-filters';
import { LeadsBulkBar } from './leads-bulk';

type Paging = Pick<
  DataTableProps<InternalLead>,
  'rows' | 'page' | 'pageSize' | 'total' | 'totalIsEstimate' | 'onPageChange' | 'onPageSizeChange'
>;

/** The menu page's list keeps its hidden columns in the URL and has saved views; a team's tab does not. */
type ListTools = Pick<
  DataTableProps<InternalLead>,
  'hiddenColumns' | 'onHiddenColumnsChange' | 'savedViews'
>;

export type InternalLeadsListProps = ListTools & {
  filters: LeadFilterValues;
  onFilterChange: (name: LeadFilterName, value: string) => void;
  /** Clears every filter; given while one is set. */
  onReset?: (() => void) | undefined;
  /** One page of leads as DataTable takes it (from the URL on the page, from state in a tab). */
  paging: Paging;
  loading: boolean;
  error: unknown;
  /** Every org's leads: show which org each belongs to, linked to its team tab. */
  showOrg?: boolean;
  /** A team's leads: a bulk select-all picks from this team only. */
  orgId?: number;
  /** Shown when nothing is filtered and there are no leads. */
  emptyText: string;
  'data-testid'?: string;
};

/** Internal leads with their search and stage and source filters: the menu page and the team tab. */
export function InternalLeadsList(props: InternalLeadsListProps) {
  const { t } = useTranslation();
  const { filters, onFilterChange, showOrg = false } = props;
  const ability = useAppAbility();
  const canEdit = ability.can('update', 'Lead');
  const canConvert = ability.can('create', 'Onboarding');
  const [editing, setEditing] = useState<InternalLead | null>(null);
  const [converting, setConverting] = useState<InternalLead | null>(null);
  const drawer = useLeadDrawer();
  const openLead = drawer.open;

  const bulkFilter = { ...leadSearchQuery(filters), org_id: props.orgId };
  const selection = useRowSelection(
    props.paging.rows.map((lead) => lead.id),
    props.paging.total,
    JSON.stringify(bulkFilter),
  );

  const columns = useLeadColumns({
    showOrg,
    selection,
    openLead,
    canEdit,
    canConvert,
    onEdit: setEditing,
    onConvert: setConverting,
  });

  const filtered = isFiltered(filters);
  const emptyText = filters.text
    ? t('internal-leads.noMatch', { text: filters.text })
    : filtered
      ? t('internal-leads.noMatchFilters')
      : props.emptyText;

  return (
    <Stack data-testid={props['data-testid']}>
      {props.error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(props.error)}
        </Alert>
      ) : null}
      {canEdit ? (
        <LeadsBulkBar
          selection={selection}
          filter={bulkFilter}
          total={props.paging.total}
          pageSize={props.paging.pageSize}
        />
      ) : null}
      <DataTable
        columns={columns}
        {...props.paging}
        getRowId={(row) => String(row.id)}
        hiddenColumns={props.hiddenColumns}
        onHiddenColumnsChange={props.onHiddenColumnsChange}
        savedViews={props.savedViews}
        loading={props.loading}
        emptyText={emptyText}
        onRowClick={(row) => openLead(row.id)}
        filters={
          <LeadFilterBar
            filters={filters}
            onFilterChange={onFilterChange}
            onReset={props.onReset}
          />
        }
      />
      {editing && <LeadDialog lead={editing} onClose={() => setEditing(null)} />}
      {converting && <ConvertLeadDialog lead={converting} onClose={() => setConverting(null)} />}
      <LeadDrawer />
    </Stack>
  );
}
