import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindOrgsQuery } from '../api';

/** Spec section 9: org search waits 1000 ms after typing. */
const ORG_SEARCH_DEBOUNCE_MS = 1000;

type Props = {
  value: number | null;
  selectedName: string | null;
  onChange: (orgId: number | null) => void;
  disabled?: boolean;
  'data-testid'?: string;
};

/** Picks the team by name, email, number or id (the teams area's GET /org/search). */
export function OrgPicker({ value, selectedName, onChange, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, ORG_SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useFindOrgsQuery(debounced, { skip: disabled });
  const options = (data?.rows ?? []).map((org) => ({
    value: String(org.id),
    label: `${org.name} (#${org.id})`,
  }));
  if (value && selectedName && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: `${selectedName} (#${value})` });
  }
  return (
    <Select
      label={t('subscriptions.team')}
      placeholder={t('subscriptions.searchTeam')}
      searchable
      clearable={!disabled}
      disabled={disabled}
      data={options}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? t('subscriptions.searching') : t('subscriptions.noTeams')}
      data-testid={rest['data-testid'] ?? 'org-picker'}
    />
  );
}
