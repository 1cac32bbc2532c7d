import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { INDIA_DATE_FORMAT, IndiaDates } from './india-dates';

type Range = [string | null, string | null];
type Props = {
  label: string;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  placeholder?: string;
  /** The last day that can be picked, `YYYY-MM-DD` (today, for what has happened). */
  maxDate?: string;
  /** A range that must always hold days (the dashboard's) offers no clear button. */
  clearable?: boolean;
  testId: string;
};

/**
 * A date range (India dates, inclusive), typed or picked as DD/MM/YYYY. Picking the first day
 * alone changes nothing: the range applies once both ends are chosen, or when it is cleared.
 */
export function DateRangeInput({
  label,
  from,
  to,
  onChange,
  placeholder,
  maxDate,
  clearable = true,
  testId,
}: Props) {
  const [draft, setDraft] = useState<Range>([from || null, to || null]);
  useEffect(() => setDraft([from || null, to || null]), [from, to]);
  return (
    <IndiaDates>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable={clearable}
        label={label}
        placeholder={placeholder}
        valueFormat={INDIA_DATE_FORMAT}
        value={draft}
        maxDate={maxDate}
        onChange={(next) => {
          setDraft(next);
          const [start, end] = next;
          if ((start && end) || (!start && !end)) onChange(start ?? '', end ?? '');
        }}
        miw={230}
        data-testid={testId}
      />
    </IndiaDates>
  );
}
