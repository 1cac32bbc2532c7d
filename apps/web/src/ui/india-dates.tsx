import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { DateInput, DatesProvider } from '@mantine/dates';
import { fromIndiaWallTime, indiaDate } from '@switchboard/contract/india-time';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates are typed and shown the Indian way, day first, whatever the browser's locale. */
export const INDIA_DATE_FORMAT = 'DD/MM/YYYY';

dayjs.extend(customParseFormat);

/**
 * Reads a typed date day first (23/11/2026, also 23-11-2026 or 23.11.2026) as `YYYY-MM-DD`.
 * Mantine's own parser uses `new Date()`, which reads 01/02/2026 as 2 January.
 */
export function parseIndiaDate(input: string): string | null {
  const parsed = dayjs(
    input.trim(),
    ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'D.M.YYYY'],
    true,
  );
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Month and weekday names in the console's language; weeks start on Sunday, the Indian weekend day. */
export function IndiaDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0, weekendDays: [0] }}>
      {children}
    </DatesProvider>
  );
}

type IndiaDateInputProps = {
  label: string;
  description?: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value?: string;
  onChange: (value: string) => void;
  required?: boolean;
  clearable?: boolean;
  error?: ReactNode;
  testId?: string;
};

/**
 * One calendar date, typed or picked as DD/MM/YYYY (a browser's own date field would show
 * mm/dd/yyyy under an American locale); the value stays `YYYY-MM-DD` for the API.
 */
export function IndiaDateInput({
  label,
  description,
  value = '',
  onChange,
  required,
  clearable = !required,
  error,
  testId,
}: IndiaDateInputProps) {
  const { t } = useTranslation();
  // The calendar's arrows and title are buttons: screen readers need their names.
  const ariaLabels = {
    previousMonth: t('form.calendar.previousMonth'),
    nextMonth: t('form.calendar.nextMonth'),
    previousYear: t('form.calendar.previousYear'),
    nextYear: t('form.calendar.nextYear'),
    previousDecade: t('form.calendar.previousDecade'),
    nextDecade: t('form.calendar.nextDecade'),
    monthLevelControl: t('form.calendar.chooseMonth'),
    yearLevelControl: t('form.calendar.chooseYear'),
  };
  return (
    <IndiaDates>
      <DateInput
        ariaLabels={ariaLabels}
        label={label}
        description={description}
        valueFormat={INDIA_DATE_FORMAT}
        dateParser={parseIndiaDate}
        placeholder={INDIA_DATE_FORMAT}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        required={required}
        clearable={clearable}
        error={error}
        data-testid={testId}
      />
    </IndiaDates>
  );
}

/** An India day's first and last second, as the instants the API takes ('' gives null). */
export const indiaDayStart = (day: string) => (day ? fromIndiaWallTime(day) : null);
export const indiaDayEnd = (day: string) => (day ? fromIndiaWallTime(day, '23:59:59') : null);
/** The India day (`YYYY-MM-DD`) of an instant, for a date field. */
export const indiaDayOf = (instant: string | null) => (instant ? indiaDate(instant) : '');
