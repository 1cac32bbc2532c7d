import { toIso } from '../../../platform/db/client';

/** The GST amounts of an invoice or credit note as SQL returns them: bigint paise may come back as strings. */
export type TaxAmountsRaw = {
  taxable: number | string;
  cgst: number | string;
  sgst: number | string;
  igst: number | string;
  total: number | string;
  issued_at: Date | string;
};

/** Paise as numbers (safe integers at any real amount) and the issue time as ISO. */
export const withTaxAmounts = <T extends TaxAmountsRaw>(r: T) => ({
  ...r,
  taxable: Number(r.taxable),
  cgst: Number(r.cgst),
  sgst: Number(r.sgst),
  igst: Number(r.igst),
  total: Number(r.total),
  issued_at: toIso(r.issued_at),
});
