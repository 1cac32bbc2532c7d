import { Select } from '@mantine/core';
import { internalLeadSources, internalLeadStages } from '@switchboard/contract/internal-leads';
import { useTranslation } from 'react-i18next';
import { useStaffMembersQuery } from '../../lib/api/staff-api';
import { FilterBar } from '../../ui/filter-bar';
import { IndiaDateInput } from '../../ui/india-dates';
import { SearchInput } from '../../ui/search-input';
import { UNOWNED, type LeadFilterName, type LeadFilterValues } from './lead-filters';

/** The leads' search and their stage, source, owner and date filters. */
export function LeadFilterBar({
  filters,
  onFilterChange,
  onReset,
}: {
  filters: LeadFilterValues;
  onFilterChange: (name: LeadFilterName, value: string) => void;
  onReset?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { data: staff = [] } = useStaffMembersQuery();
  return (
    <FilterBar onReset={onReset}>
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
  );
}
