import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgOptionsQuery } from '../lib/api/org-options-api';

/** Spec section 9: searches typed by staff wait 300 ms before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface OrgPickerProps {
  value?: number | null;
  onChange: (orgId: number | null) => void;
  label: string;
  error?: ReactNode;
  required?: boolean;
  'data-testid'?: string;
}

/** Picks a team by name, email, number or id, searched on the server. */
export function OrgPicker({
  value = null,
  onChange,
  error,
  required,
  label,
  ...rest
}: OrgPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useOrgOptionsQuery(debounced);
  const options = (data?.rows ?? []).map((org) => ({
    value: String(org.id),
    label: `${org.name} (#${org.id})`,
  }));
  return (
    <Select
      label={label}
      placeholder={t('orgPicker.placeholder')}
      searchable
      clearable
      required={required}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? t('orgPicker.searching') : t('orgPicker.none')}
      error={error}
      data-testid={rest['data-testid']}
    />
  );
}
