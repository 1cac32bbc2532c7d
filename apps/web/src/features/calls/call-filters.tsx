import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { callStatuses, callTypes } from '@switchboard/contract/calls';
import { durationChoices } from '@switchboard/contract/rules/call-duration';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallFilterName } from './use-call-params';

export type AgentOption = { value: string; label: string };

type Props = {
  values: Record<CallFilterName, string>;
  onChange: (name: CallFilterName, value: string) => void;
  /** The team list adds the agent and a number (its date range sits above, shared with the stats). */
  orgFilters?: boolean;
  /** The team's members, for the agent filter. */
  agents?: AgentOption[];
};

/** Text applies 300 ms after typing stops and only from 3 characters (the server's minimum). */
function SearchBox({ value, onChange, label, testId }: { value: string; onChange: (v: string) => void; label: string; testId: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const apply = useDebouncedCallback((next: string) => {
    if (next.trim().length === 0 || next.trim().length >= 3) onChange(next.trim());
  }, 300);
  return (
    <TextInput
      data-testid={testId}
      label={label}
      value={draft}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      w={180}
    />
  );
}

export function CallFilters({ values, onChange, orgFilters = false, agents = [] }: Props) {
  const { t } = useTranslation();
  const select = (name: CallFilterName, options: { value: string; label: string }[], width = 150) => (
    <Select
      data-testid={`filter-${name}`}
      label={t(`calls.filters.${name}`)}
      placeholder={t('calls.filters.any')}
      data={options}
      value={values[name] || null}
      onChange={(v) => onChange(name, v ?? '')}
      clearable
      searchable={name === 'user_id'}
      w={width}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <SearchBox testId="filter-text" label={t('calls.filters.text')} value={values.text} onChange={(v) => onChange('text', v)} />
      {select('status', callStatuses.map((s) => ({ value: s, label: t(`calls.statuses.${s}`) })))}
      {select('call_type', callTypes.map((s) => ({ value: s, label: t(`calls.types.${s}`) })))}
      {select('duration', durationChoices.map((d) => ({ value: d, label: t(`calls.durations.${d}`) })), 170)}
      {orgFilters && (
        <>
          <SearchBox testId="filter-number" label={t('calls.filters.number')} value={values.number} onChange={(v) => onChange('number', v.replace(/[^\d+]/g, ''))} />
          {select(
            'user_id',
            // An agent picked from a link may have left the team: still shown, by id.
            values.user_id && !agents.some((a) => a.value === values.user_id) ? [...agents, { value: values.user_id, label: `#${values.user_id}` }] : agents,
            180,
          )}
        </>
      )}
      {/* Soft-deleted calls are listed (marked) unless hidden: the spec's list asks for them. */}
      <Switch
        data-testid="filter-deleted"
        label={t('calls.filters.showDeleted')}
        checked={values.deleted !== 'hide'}
        onChange={(e) => onChange('deleted', e.currentTarget.checked ? '' : 'hide')}
        mb={8}
      />
    </Group>
  );
}
