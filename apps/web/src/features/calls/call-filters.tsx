import { Select, Switch } from '@mantine/core';
import { callFilters, callStatuses, callTypes } from '@switchboard/contract/calls';
import { numberSearchDigits } from '@switchboard/contract/rules/call-number-search';
import { durationChoices } from '@switchboard/contract/rules/call-duration';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { AgentSelect } from './agent-select';
import { DateRangeInput } from '../../ui/date-range-input';
import type { CallFilterName } from './use-call-params';

type Props = {
  values: Record<CallFilterName, string>;
  onChange: (name: CallFilterName, value: string) => void;
  /** A team's list adds its agent and a number (its date range sits above, shared with the stats). */
  orgId?: number | undefined;
  /** Clears every filter; given while one is set. */
  onReset?: (() => void) | undefined;
  /** Both ends of the date range at once (the trial list's; a team's sits above, with its stats). */
  onDates?: ((from: string, to: string) => void) | undefined;
};

/** What the server takes as a search: 3+ characters, or a call id as shown ("2841", "#2841"). */
const searchableText = (text: string) => callFilters.shape.text.safeParse(text.trim()).success;
/** A number with at least 3 digits once +91 is dropped, as the server compares numbers. */
const searchableNumber = (text: string) => numberSearchDigits(text) !== null;

export function CallFilters({ values, onChange, orgId, onReset, onDates }: Props) {
  const { t } = useTranslation();
  const select = (
    name: CallFilterName,
    options: { value: string; label: string }[],
    width = 150,
  ) => (
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
    <FilterBar onReset={onReset}>
      {/* Text applies once the server would take it as a search. */}
      <SearchInput
        data-testid="filter-text"
        label={t('calls.filters.text')}
        value={values.text}
        accepts={searchableText}
        onSearch={(v) => onChange('text', v)}
        w={180}
      />
      {select(
        'status',
        callStatuses.map((s) => ({ value: s, label: t(`calls.statuses.${s}`) })),
      )}
      {select(
        'call_type',
        callTypes.map((s) => ({ value: s, label: t(`calls.types.${s}`) })),
      )}
      {select(
        'duration',
        durationChoices.map((d) => ({ value: d, label: t(`calls.durations.${d}`) })),
        170,
      )}
      {orgId === undefined && onDates && (
        // No placeholder: the picker draws it as text, too light to read (axe, every-page.spec).
        <DateRangeInput
          testId="filter-dates"
          label={t('calls.filters.dates')}
          from={values.from}
          to={values.to}
          onChange={onDates}
        />
      )}
      {orgId !== undefined && (
        <>
          <SearchInput
            data-testid="filter-number"
            label={t('calls.filters.number')}
            value={values.number}
            accepts={searchableNumber}
            onSearch={(v) => onChange('number', v.replace(/[^\d+]/g, ''))}
            w={180}
          />
          <AgentSelect
            orgId={orgId}
            value={values.user_id}
            onChange={(v) => onChange('user_id', v)}
          />
        </>
      )}
      {/* Soft-deleted calls are left out unless staff ask for them (then listed, marked). */}
      <Switch
        data-testid="filter-deleted"
        label={t('calls.filters.showDeleted')}
        checked={values.deleted === 'show'}
        onChange={(e) => onChange('deleted', e.currentTarget.checked ? 'show' : '')}
        mb={8}
      />
    </FilterBar>
  );
}
