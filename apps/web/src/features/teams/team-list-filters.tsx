import { Group, SegmentedControl, Select, Switch } from '@mantine/core';
import { orgStatusFilters } from '@switchboard/contract/teams';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import { FilterBar } from '../../ui/filter-bar';
import { DayRangeBadge, formatDayRange } from '../../ui/day-range-badge';
import { SearchInput } from '../../ui/search-input';
import { ORG_SEARCH_DEBOUNCE_MS, type TeamFilters } from './team-filters';

type Props = { filters: TeamFilters; onChange: (change: Partial<TeamFilters>) => void };

/**
 * Search box (debounced 1000 ms, spec section 9), status, trial or paying, "assigned to me",
 * and the days the teams were created (set by a dashboard link, cleared here).
 */
export function TeamListFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const product = useProduct();

  return (
    <FilterBar
      actions={
        <Group>
          <SegmentedControl
            aria-label={t('teams.statusFilter')}
            data-testid="team-status"
            value={filters.status ?? 'ALL'}
            onChange={(value) =>
              onChange({ status: value === 'ALL' ? null : (value as TeamFilters['status']) })
            }
            data={['ALL', ...orgStatusFilters].map((s) => ({
              value: s,
              label: t(`teams.status.${s}`),
            }))}
          />
          <Switch
            data-testid="team-assigned"
            label={t('teams.assignedToMe')}
            checked={filters.assigned}
            onChange={(e) => onChange({ assigned: e.currentTarget.checked })}
          />
        </Group>
      }
    >
      <SearchInput
        data-testid="team-search"
        aria-label={t('teams.search')}
        placeholder={t('teams.searchPlaceholder', { product: product.name })}
        value={filters.text}
        onSearch={(text) => onChange({ text })}
        delay={ORG_SEARCH_DEBOUNCE_MS}
        w={{ base: '100%', sm: 380 }}
      />
      <Select
        data-testid="team-trial"
        aria-label={t('teams.trialFilter')}
        placeholder={t('teams.trialAny')}
        clearable
        w={150}
        value={filters.trial === null ? null : String(filters.trial)}
        onChange={(v) => onChange({ trial: v === null ? null : v === 'true' })}
        data={[
          { value: 'true', label: t('teams.onTrial') },
          { value: 'false', label: t('teams.paying') },
        ]}
      />
      {(filters.createdFrom || filters.createdTo) && (
        <DayRangeBadge
          text={t('teams.createdDays', {
            dates: formatDayRange(filters.createdFrom, filters.createdTo),
          })}
          clearLabel={t('teams.anyCreated')}
          onClear={() => onChange({ createdFrom: '', createdTo: '' })}
          testId="team-created"
        />
      )}
    </FilterBar>
  );
}
