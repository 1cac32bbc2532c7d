import { NumberInput } from '@mantine/core';
import { rupeesToPaise } from '@switchboard/contract/money';
import type { ReactNode } from 'react';

interface RupeeInputProps {
  label: string;
  /** Rupees as typed; the caller converts to paise with `rupeesToPaise` before sending. */
  value?: number | '';
  onChange: (rupees: number | '') => void;
  error?: ReactNode;
  required?: boolean;
  description?: string;
  'data-testid'?: string;
}

/** Rupees as typed, as the paise the contract checks ('' stays missing, for its 'Required'). */
export const paiseOf = (rupees: number | '') => (rupees === '' ? undefined : rupeesToPaise(rupees));

/** Staff type rupees with up to two decimals; amounts travel as paise. */
export function RupeeInput({ onChange, value = '', ...props }: RupeeInputProps) {
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(next) =>
        onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))
      }
      prefix="₹ "
      decimalScale={2}
      min={0}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      hideControls
    />
  );
}
