import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntegrationOrgOptionsQuery, useIntegrationOrgQuery } from './api';

/** Spec section 9: searches typed by staff wait 300 ms before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

type OrgLike = { id: number; name: string; product_number: string | null };
const optionOf = (org: OrgLike) => ({
  value: String(org.id),
  label: [org.name, org.product_number, `#${org.id}`].filter(Boolean).join(' · '),
});

/** Finds an org by name or number (GET /org/search) and reports the one picked. */
export function OrgSearch({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (orgId: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The picked org (from the URL) is fetched by id, so it stays named after a reload, and
  // its label, shown in the box, is not searched for.
  const { data: chosen } = useIntegrationOrgQuery(value ?? 0, { skip: value === null });
  const chosenOption = chosen ? optionOf(chosen) : null;
  const { data, isFetching } = useIntegrationOrgOptionsQuery(
    debounced === chosenOption?.label ? '' : debounced,
  );
  const found = (data?.rows ?? []).map(optionOf);
  const options =
    chosenOption && !found.some((o) => o.value === chosenOption.value)
      ? [chosenOption, ...found]
      : found;
  return (
    <Select
      label={t('integrations.org')}
      placeholder={t('integrations.orgPlaceholder')}
      searchable
      maw={520}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? t('integrations.searching') : t('integrations.noOrgs')}
      data-testid="integrations-org-search"
    />
  );
}
