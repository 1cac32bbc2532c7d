import { formatInr } from '@switchboard/contract/money';

/** Paise from the wire, shown as rupees with en-IN grouping: 12345600 -> ₹1,23,456.00. */
export function Money({ paise }: { paise: number | null | undefined }) {
  if (paise === null || paise === undefined) return <span>—</span>;
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatInr(paise)}
    </span>
  );
}
