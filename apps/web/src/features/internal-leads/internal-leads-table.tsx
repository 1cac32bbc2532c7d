import { ActionIcon, Alert, Anchor, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import {
  internalLeadSources,
  internalLeadStages,
  type InternalLead,
} from '@switchboard/contract/internal-leads';
import { IconPencil, IconUserCheck } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { errorMessage } from '../../lib/error-message';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { selectColumn, useRowSelection } from '../../ui/data-table/row-selection';
import { FilterBar } from '../../ui/filter-bar';
import { IndiaDateInput } from '../../ui/india-dates';
import { SearchInput } from '../../ui/search-input';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { LeadDrawer, useLeadDrawer } from './lead-drawer';
import { LeadForm } from './lead-form';
import {
  isFiltered,
  leadSearchQuery,
  UNOWNED,
  type LeadFilterName,
  type LeadFilterValues,
} from './lead-filters';
import { LeadsBulkBar } from './leads-bulk';

const column = createColumnHelper<InternalLead>();

type Paging = Pick<
  DataTableProps<InternalLead>,
  'rows' | 'page' | 'pageSize' | 'total' | 'totalIsEstimate' | 'onPageChange' | 'onPageSizeChange'
>;

/** The menu page's list keeps its hidden columns in the URL and has saved views; a team's tab does not. */
type ListTools = Pick<
  DataTableProps<InternalLead>,
  'hiddenColumns' | 'onHiddenColumnsChange' | 'savedViews'
>;

export type InternalLeadsTableProps = ListTools & {
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
export function InternalLeadsTable(props: InternalLeadsTableProps) {
  const { t } = useTranslation();
  const { filters, onFilterChange, showOrg = false } = props;
  const ability = useAppAbility();
  const canEdit = ability.can('update', 'Lead');
  const canConvert = ability.can('create', 'Onboarding');
  const [editing, setEditing] = useState<InternalLead | null>(null);
  const [converting, setConverting] = useState<InternalLead | null>(null);
  const { data: staff = [] } = useStaffMembersQuery();
  const drawer = useLeadDrawer();
  const openLead = drawer.open;

  const bulkFilter = { ...leadSearchQuery(filters), org_id: props.orgId };
  const selection = useRowSelection(
    props.paging.rows.map((lead) => lead.id),
    props.paging.total,
    JSON.stringify(bulkFilter),
  );

  const columns = useMemo(
    () => [
      ...(canEdit ? [selectColumn<InternalLead>(selection, (lead) => lead.id)] : []),
      // The name is the row's link to its drawer (the whole row opens it too, for the mouse).
      column.accessor('name', {
        header: t('internal-leads.name'),
        cell: (c) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              openLead(c.row.original.id);
            }}
            aria-label={t('internal-leads.drawer.open', { name: c.getValue() })}
          >
            {c.getValue()}
          </Anchor>
        ),
      }),
      ...(showOrg
        ? [
            column.accessor('org_name', {
              header: t('internal-leads.team'),
              cell: (c) => {
                const orgId = c.row.original.org_id;
                if (orgId === null)
                  return (
                    <Text size="sm" c="dimmed">
                      {t('internal-leads.noTeam')}
                    </Text>
                  );
                return (
                  <Anchor
                    component={Link}
                    to={`/teams/${orgId}/internal-leads`}
                    size="sm"
                    // Following the team is not a click on the row: it must not open the drawer.
                    onClick={(e) => e.stopPropagation()}
                    data-testid="lead-org-link"
                  >
                    {c.getValue() ?? `#${orgId}`}
                  </Anchor>
                );
              },
            }),
          ]
        : []),
      column.accessor('phone', { header: t('internal-leads.phone') }),
      column.accessor('email', {
        header: t('internal-leads.email'),
        cell: (c) => c.getValue() ?? '–',
      }),
      column.accessor('source', {
        header: t('internal-leads.source'),
        cell: (c) => t(`internal-leads.sources.${c.getValue()}`, c.getValue()),
      }),
      column.accessor('stage', {
        header: t('internal-leads.stage'),
        cell: (c) => (
          <Text size="sm" fw={500} c="blue">
            {t(`internal-leads.stages.${c.getValue()}`, c.getValue())}
          </Text>
        ),
      }),
      column.accessor('assigned_staff_name', {
        header: t('internal-leads.assigned'),
        cell: (c) => c.getValue() ?? t('internal-leads.unassigned'),
      }),
      column.accessor('created_at', {
        header: t('internal-leads.created'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: (c) => {
          const lead = c.row.original;
          // A won lead is a team now: its history stays as it is.
          if (lead.stage === 'WON') return null;
          return (
            <Group
              gap={4}
              wrap="nowrap"
              justify="flex-end"
              // An action is not a click on the row: it must not open the drawer.
              onClick={(e) => e.stopPropagation()}
            >
              {canEdit && (
                <Tooltip label={t('internal-leads.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('internal-leads.editTitle', { name: lead.name })}
                    onClick={() => setEditing(lead)}
                    data-testid="lead-edit"
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              {canConvert && lead.org_id === null && (
                <Tooltip label={t('internal-leads.convert')}>
                  <ActionIcon
                    variant="subtle"
                    color="green"
                    aria-label={t('internal-leads.convertTitle', { name: lead.name })}
                    onClick={() => setConverting(lead)}
                    data-testid="lead-convert"
                  >
                    <IconUserCheck size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      }),
    ],
    [t, showOrg, canEdit, canConvert, selection, openLead],
  );

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
          <FilterBar onReset={props.onReset}>
            <SearchInput
              label={t('internal-leads.searchLabel')}
              placeholder={t('internal-leads.search')}
              value={filters.text}
              onSearch={(text) => onFilterChange('text', text)}
              w={320}
              data-testid="leads-search"
            />
            <Select
              label={t('internal-leads.stage')}
              placeholder={t('internal-leads.allStages')}
              clearable
              value={filters.stage || null}
              onChange={(next) => onFilterChange('stage', next ?? '')}
              data={internalLeadStages.map((s) => ({
                value: s,
                label: t(`internal-leads.stages.${s}`),
              }))}
              w={180}
              data-testid="leads-stage-filter"
            />
            <Select
              label={t('internal-leads.source')}
              placeholder={t('internal-leads.allSources')}
              clearable
              value={filters.source || null}
              onChange={(next) => onFilterChange('source', next ?? '')}
              data={internalLeadSources.map((s) => ({
                value: s,
                label: t(`internal-leads.sources.${s}`),
              }))}
              w={180}
              data-testid="leads-source-filter"
            />
            <Select
              label={t('internal-leads.owner')}
              placeholder={t('internal-leads.anyOwner')}
              clearable
              searchable
              value={filters.owner || null}
              onChange={(next) => onFilterChange('owner', next ?? '')}
              data={[
                { value: UNOWNED, label: t('internal-leads.unassigned') },
                ...staff.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
              w={200}
              data-testid="leads-owner-filter"
            />
            <IndiaDateInput
              label={t('internal-leads.from')}
              value={filters.from}
              onChange={(day) => onFilterChange('from', day)}
              testId="leads-from"
            />
            <IndiaDateInput
              label={t('internal-leads.to')}
              value={filters.to}
              onChange={(day) => onFilterChange('to', day)}
              testId="leads-to"
            />
          </FilterBar>
        }
      />
      {editing && <LeadForm lead={editing} onClose={() => setEditing(null)} />}
      {converting && <ConvertLeadDialog lead={converting} onClose={() => setConverting(null)} />}
      <LeadDrawer />
    </Stack>
  );
}
