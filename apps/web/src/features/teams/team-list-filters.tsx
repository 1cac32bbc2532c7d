import { Group, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { orgStatusFilters } from '@switchboard/contract/teams';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../app/config-api';
import { ORG_SEARCH_DEBOUNCE_MS, type TeamFilters } from './team-filters';

type Props = { filters: TeamFilters; onChange: (change: Partial<TeamFilters>) => void };

/** Search box (debounced 1000 ms, spec section 9), status and "assigned to me". */
export function TeamListFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const product = useProduct();
  const [text, setText] = useState(filters.text);
  const [debounced] = useDebouncedValue(text.trim(), ORG_SEARCH_DEBOUNCE_MS);
  // A URL change (back button, link) shows in the box.
  useEffect(() => setText(filters.text), [filters.text]);
  useEffect(() => {
    if (debounced !== filters.text) onChange({ text: debounced });
    // Only a settled keystroke searches; filters.text follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Group justify="space-between" wrap="wrap">
      <TextInput
        data-testid="team-search"
        aria-label={t('teams.search')}
        placeholder={t('teams.searchPlaceholder', { product: product.name })}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && onChange({ text: text.trim() })}
        w={{ base: '100%', sm: 380 }}
      />
      <Group>
        <SegmentedControl
          aria-label={t('teams.statusFilter')}
          data-testid="team-status"
          value={filters.status ?? 'ALL'}
          onChange={(value) => onChange({ status: value === 'ALL' ? null : (value as TeamFilters['status']) })}
          data={['ALL', ...orgStatusFilters].map((s) => ({ value: s, label: t(`teams.status.${s}`) }))}
        />
        <Switch
          data-testid="team-assigned"
          label={t('teams.assignedToMe')}
          checked={filters.assigned}
          onChange={(e) => onChange({ assigned: e.currentTarget.checked })}
        />
      </Group>
    </Group>
  );
}
