import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallAgentsQuery } from './api';

type Props = { orgId: number; value: string; onChange: (userId: string) => void };

/**
 * The agent filter of a team's calls: typing searches the team's members on the server (any
 * of them, however large the team), showing the first matches by name. The chosen agent is
 * asked for by id too, so it keeps its name after a reload or from a link.
 */
export function AgentSelect({ orgId, value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useCallAgentsQuery({ orgId, text: '', userId: value });
  const chosenLabel = data?.rows.find((a) => String(a.id) === value)?.name;
  // The box shows the chosen agent's name: that is not a search.
  const typed = search === chosenLabel ? '' : search.trim();
  const [text] = useDebouncedValue(typed, 250);
  const matches = useCallAgentsQuery({ orgId, text, userId: value }, { skip: text === '' });
  const rows = (text ? matches.data?.rows : data?.rows) ?? [];
  const options = rows.map((a) => ({ value: String(a.id), label: a.name }));
  // An agent picked from a link who has left the team: still shown, by id.
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: `#${value}` });
  const searching = isFetching || matches.isFetching || typed !== text;
  return (
    <Select
      data-testid="filter-user_id"
      label={t('calls.filters.user_id')}
      placeholder={t('calls.filters.searchAgents')}
      data={options}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text (name, email, phone or id): show what it found.
      filter={({ options: found }) => found}
      nothingFoundMessage={searching ? t('calls.filters.searching') : t('calls.filters.noAgents')}
      clearable
      w={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
