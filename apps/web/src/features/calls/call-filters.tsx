import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { callStatuses, callTypes } from '@switchboard/contract/calls';
import { durationChoices } from '@switchboard/contract/rules/call-duration';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallFilterName } from './use-call-params';

type Props = {
  values: Record<CallFilterName, string>;
  onChange: (name: CallFilterName, value: string) => void;
  /** The team list adds date range, agent and number. */
  orgFilters?: boolean;
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
      w={200}
    />
  );
}

export function CallFilters({ values, onChange, orgFilters = false }: Props) {
  const { t } = useTranslation();
  const select = (name: CallFilterName, options: { value: string; label: string }[], width = 170) => (
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
      {select('duration', durationChoices.map((d) => ({ value: d, label: t(`calls.durations.${d}`) })), 190)}
      {select('deleted', [{ value: 'hide', label: t('calls.filters.hideDeleted') }], 190)}
      {orgFilters && (
        <>
          <TextInput data-testid="filter-from" type="date" label={t('calls.filters.from')} value={values.from} onChange={(e) => onChange('from', e.currentTarget.value)} />
          <TextInput data-testid="filter-to" type="date" label={t('calls.filters.to')} value={values.to} onChange={(e) => onChange('to', e.currentTarget.value)} />
          <SearchBox testId="filter-number" label={t('calls.filters.number')} value={values.number} onChange={(v) => onChange('number', v)} />
          <SearchBox testId="filter-user" label={t('calls.filters.user_id')} value={values.user_id} onChange={(v) => onChange('user_id', v.replace(/\D/g, ''))} />
        </>
      )}
    </Group>
  );
}
