/**
 * GST on an invoice and the invoice number's financial year. Every amount is integer paise
 * and the parts always add up to the total exactly (DESIGN.md convention 5).
 */

/** GST rate in basis points: 18%. */
export const GST_RATE_BPS = 1800;

export type InvoiceTax = {
  /** What the org paid, GST included. */
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** INTRA: CGST 9% + SGST 9% (same state as the company); INTER: IGST 18%. */
  supply: 'INTRA' | 'INTER';
};

/**
 * Splits a GST-inclusive amount. Within the company's state the 18% is CGST 9% + SGST 9%;
 * across states (or when the org's state is unknown, billed from the company's) it is IGST 18%.
 * An org with no state code is treated as in the company's state: the place of supply
 * defaults to the supplier's location.
 */
export function splitGst(totalPaise: number, orgStateCode: string | null | undefined, companyStateCode: string): InvoiceTax {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('amount must be whole, non-negative paise');
  // taxable = total / 1.18, rounded to the nearest paisa; the tax is the exact remainder.
  const taxable = Math.round((totalPaise * 10_000) / (10_000 + GST_RATE_BPS));
  const tax = totalPaise - taxable;
  const intra = (orgStateCode ?? companyStateCode) === companyStateCode;
  if (!intra) return { total: totalPaise, taxable, cgst: 0, sgst: 0, igst: tax, supply: 'INTER' };
  const cgst = Math.floor(tax / 2);
  return { total: totalPaise, taxable, cgst, sgst: tax - cgst, igst: 0, supply: 'INTRA' };
}

/** The GST state code is the first two digits of a GSTIN ('27' is Maharashtra). */
export function stateCodeOfGstin(gstin: string | null | undefined): string | null {
  const match = /^(\d{2})[A-Z0-9]{13}$/.exec((gstin ?? '').trim().toUpperCase());
  return match?.[1] ?? null;
}

/** 15 characters: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z0-9]Z[A-Z0-9]$/;

/** Indian financial year (1 April to 31 March, India time) of a moment: '2026-27'. */
export function financialYearOf(moment: Date): string {
  // India is UTC+5:30 all year.
  const india = new Date(moment.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** SB/2026-27/000123: prefix, financial year, six-digit sequence (more digits past 999999). */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}
