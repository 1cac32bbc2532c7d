import { Alert, Anchor, Select, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import {
  internalLeadSources,
  internalLeadStages,
  type InternalLead,
} from '@switchboard/contract/internal-leads';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { DataTable, type DataTableProps } from '../../ui/data-table/data-table';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import type { LeadFilterName, LeadFilterValues } from './lead-filters';

const column = createColumnHelper<InternalLead>();

type Paging = Pick<
  DataTableProps<InternalLead>,
  'rows' | 'page' | 'pageSize' | 'total' | 'totalIsEstimate' | 'onPageChange' | 'onPageSizeChange'
>;

export type InternalLeadsTableProps = {
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
  /** Shown when nothing is filtered and there are no leads. */
  emptyText: string;
  'data-testid'?: string;
};

/** Internal leads with their search and stage and source filters: the menu page and the team tab. */
export function InternalLeadsTable(props: InternalLeadsTableProps) {
  const { t } = useTranslation();
  const { filters, onFilterChange, showOrg = false } = props;

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('internal-leads.name') }),
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
    ],
    [t, showOrg],
  );

  const filtered = Boolean(filters.text || filters.stage || filters.source);
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
      <DataTable
        columns={columns}
        {...props.paging}
        getRowId={(row) => String(row.id)}
        loading={props.loading}
        emptyText={emptyText}
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
          </FilterBar>
        }
      />
    </Stack>
  );
}
