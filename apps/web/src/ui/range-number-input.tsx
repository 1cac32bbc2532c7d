import { NumberInput, type NumberInputProps } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import type { ReactNode } from 'react';
import i18n from '../lib/i18n';

type Props = Omit<NumberInputProps, 'min' | 'max' | 'onChange' | 'value' | 'error'> & {
  min: number;
  max: number;
  value?: number | string;
  onChange: (value: number | string) => void;
  /** A message of the caller's (e.g. the server's) shown when the range holds. */
  error?: ReactNode;
};

/** Whether a NumberInput value is a whole number inside the range. */
export const isWholeInRange = (value: number | string, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** What the input says of a value outside its range, or null: for a form's check before saving. */
export const rangeError = (value: number | string, min: number, max: number): string | null =>
  value === '' || isWholeInRange(value, min, max)
    ? null
    : i18n.t('form.numberRange', { min: formatNumber(min), max: formatNumber(max) });

/**
 * A whole-number input that never changes what was typed: a value outside min..max stays as
 * typed and is named at the field ("Enter a whole number from 1 to 600"), instead of being
 * clamped silently on blur. Callers keep their submit disabled until `isWholeInRange`.
 */
export function RangeNumberInput({ min, max, value = '', onChange, error, ...rest }: Props) {
  return (
    <NumberInput
      {...rest}
      min={min}
      max={max}
      value={value}
      onChange={onChange}
      clampBehavior="none"
      allowDecimal={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      error={rangeError(value, min, max) ?? error}
    />
  );
}
