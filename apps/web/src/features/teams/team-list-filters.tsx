import { Group, SegmentedControl, Switch } from '@mantine/core';
import { orgStatusFilters } from '@switchboard/contract/teams';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { ORG_SEARCH_DEBOUNCE_MS, type TeamFilters } from './team-filters';

type Props = { filters: TeamFilters; onChange: (change: Partial<TeamFilters>) => void };

/** Search box (debounced 1000 ms, spec section 9), status and "assigned to me". */
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
    </FilterBar>
  );
}
