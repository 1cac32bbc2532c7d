import { Group, Input } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { INDIA_DATE_FORMAT, IndiaDates, parseIndiaDate } from '../../ui/india-dates';

type DateTimeProps = {
  label: string;
  description?: string;
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  clearable?: boolean;
  error?: string | undefined;
  testId: string;
};

/** A moment as India date (DD/MM/YYYY) and 24-hour time with seconds, both typed or picked. */
export function DateTimeInput({
  label,
  description,
  date,
  time,
  onChange,
  clearable = false,
  error,
  testId,
}: DateTimeProps) {
  const { t } = useTranslation();
  return (
    <IndiaDates>
      <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
        <Group gap="xs" wrap="nowrap" mt={4}>
          <DateInput
            aria-label={t('calls.edit.date', { field: label })}
            valueFormat={INDIA_DATE_FORMAT}
            dateParser={parseIndiaDate}
            placeholder={INDIA_DATE_FORMAT}
            value={date || null}
            onChange={(next) => onChange(next ?? '', next ? time || '00:00:00' : '')}
            clearable={clearable}
            error={Boolean(error)}
            miw={130}
            style={{ flex: 1 }}
            data-testid={`${testId}-date`}
          />
          <TimePicker
            aria-label={t('calls.edit.time', { field: label })}
            format="24h"
            withSeconds
            value={time}
            onChange={(next) => onChange(date, next)}
            disabled={!date}
            error={Boolean(error)}
            hoursInputLabel={t('calls.edit.hours')}
            minutesInputLabel={t('calls.edit.minutes')}
            secondsInputLabel={t('calls.edit.seconds')}
            hoursInputProps={{ 'data-testid': `${testId}-hours` }}
            minutesInputProps={{ 'data-testid': `${testId}-minutes` }}
            secondsInputProps={{ 'data-testid': `${testId}-seconds` }}
            w={120}
          />
        </Group>
      </Input.Wrapper>
    </IndiaDates>
  );
}
