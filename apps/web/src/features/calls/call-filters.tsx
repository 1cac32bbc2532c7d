import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { callStatuses, callTypes } from '@switchboard/contract/calls';
import { numberSearchDigits } from '@switchboard/contract/rules/call-number-search';
import { durationChoices } from '@switchboard/contract/rules/call-duration';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentSelect } from './agent-select';
import type { CallFilterName } from './use-call-params';

type Props = {
  values: Record<CallFilterName, string>;
  onChange: (name: CallFilterName, value: string) => void;
  /** A team's list adds its agent and a number (its date range sits above, shared with the stats). */
  orgId?: number | undefined;
};

type SearchBoxProps = { value: string; onChange: (v: string) => void; label: string; testId: string; searchable?: (text: string) => boolean };

/** At least 3 characters: the server's minimum for a text search. */
const longEnough = (text: string) => text.length >= 3;
/** A number with at least 3 digits once +91 is dropped, as the server compares numbers. */
const searchableNumber = (text: string) => numberSearchDigits(text) !== null;

/** Text applies 300 ms after typing stops, once the server would take it as a search. */
function SearchBox({ value, onChange, label, testId, searchable = longEnough }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const apply = useDebouncedCallback((next: string) => {
    if (next.trim().length === 0 || searchable(next.trim())) onChange(next.trim());
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

export function CallFilters({ values, onChange, orgId }: Props) {
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
      {orgId !== undefined && (
        <>
          <SearchBox
            testId="filter-number"
            label={t('calls.filters.number')}
            value={values.number}
            searchable={searchableNumber}
            onChange={(v) => onChange('number', v.replace(/[^\d+]/g, ''))}
          />
          <AgentSelect orgId={orgId} value={values.user_id} onChange={(v) => onChange('user_id', v)} />
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
