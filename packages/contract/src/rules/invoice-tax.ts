import { indiaDate } from '../india-time';
import { isGstin } from './gstin';

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
export function splitGst(
  totalPaise: number,
  orgStateCode: string | null | undefined,
  companyStateCode: string,
): InvoiceTax {
  const intra = (orgStateCode ?? companyStateCode) === companyStateCode;
  return splitBySupply(totalPaise, intra ? 'INTRA' : 'INTER');
}

/** The split of a GST-inclusive amount once the kind of supply is known. */
export function splitBySupply(totalPaise: number, supply: InvoiceTax['supply']): InvoiceTax {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError('amount must be whole, non-negative paise');
  // taxable = total / 1.18, rounded to the nearest paisa; the tax is the exact remainder.
  const taxable = Math.round((totalPaise * 10_000) / (10_000 + GST_RATE_BPS));
  const tax = totalPaise - taxable;
  if (supply === 'INTER')
    return { total: totalPaise, taxable, cgst: 0, sgst: 0, igst: tax, supply };
  const cgst = Math.floor(tax / 2);
  return { total: totalPaise, taxable, cgst, sgst: tax - cgst, igst: 0, supply };
}

/**
 * The GST reversed by a credit note for a refund, with the invoice's kind of supply. It is the
 * split of everything credited so far minus the split of what was credited before, so each
 * note is never negative and the notes of a fully refunded payment add up to its invoice,
 * paisa for paisa (splitting each refund alone could overshoot a tax line by a paisa).
 */
export function creditNoteTax(
  refundPaise: number,
  creditedBeforePaise: number,
  supply: InvoiceTax['supply'],
): InvoiceTax {
  const after = splitBySupply(creditedBeforePaise + refundPaise, supply);
  const before = splitBySupply(creditedBeforePaise, supply);
  return {
    total: refundPaise,
    taxable: after.taxable - before.taxable,
    cgst: after.cgst - before.cgst,
    sgst: after.sgst - before.sgst,
    igst: after.igst - before.igst,
    supply,
  };
}

/** The GST state code is the first two digits of a valid GSTIN ('27' is Maharashtra). */
export function stateCodeOfGstin(gstin: string | null | undefined): string | null {
  return gstin && isGstin(gstin) ? gstin.trim().slice(0, 2) : null;
}

/** Indian financial year (1 April to 31 March, India time) of a moment: '2026-27'. */
export function financialYearOf(moment: Date): string {
  const [year, month] = indiaDate(moment).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** SB/2026-27/000123: prefix, financial year, six-digit sequence (more digits past 999999). */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** SB-CN/2026-27/000004: credit notes are a series of their own beside the invoices. */
export const creditNoteNumber = (prefix: string, financialYear: string, sequence: number): string =>
  invoiceNumber(`${prefix}-CN`, financialYear, sequence);
