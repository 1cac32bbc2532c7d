import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  creditNoteTax,
  financialYearOf,
  invoiceNumber,
  splitGst,
  stateCodeOfGstin,
} from './invoice-tax';

describe('splitGst', () => {
  it('splits 18% as CGST 9% + SGST 9% within the company state', () => {
    expect(splitGst(118_000, '27', '27')).toEqual({
      total: 118_000,
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
      supply: 'INTRA',
    });
  });
  it('charges IGST 18% across states', () => {
    expect(splitGst(118_000, '29', '27')).toEqual({
      total: 118_000,
      taxable: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
      supply: 'INTER',
    });
  });
  it('treats an org without a state as in the company state', () => {
    expect(splitGst(118_000, null, '27').supply).toBe('INTRA');
  });
  it('keeps every paisa: parts add up exactly, an odd tax paisa goes to SGST', () => {
    for (const total of [1, 99, 100, 117_999, 235_899, 99_999_999]) {
      const intra = splitGst(total, '27', '27');
      expect(intra.taxable + intra.cgst + intra.sgst).toBe(total);
      expect(intra.sgst - intra.cgst).toBeGreaterThanOrEqual(0);
      expect(intra.sgst - intra.cgst).toBeLessThanOrEqual(1);
      const inter = splitGst(total, '07', '27');
      expect(inter.taxable + inter.igst).toBe(total);
    }
    // ₹2,358.99: taxable 199914 (235899 / 1.18 = 199914.4), tax 35985 -> 17992 + 17993.
    expect(splitGst(235_899, '27', '27')).toMatchObject({
      taxable: 199_914,
      cgst: 17_992,
      sgst: 17_993,
    });
  });
  it('refuses fractional or negative paise', () => {
    expect(() => splitGst(10.5, '27', '27')).toThrow(RangeError);
    expect(() => splitGst(-1, '27', '27')).toThrow(RangeError);
  });
});

describe('creditNoteTax', () => {
  it('reverses the GST of a refund with the invoice split', () => {
    expect(creditNoteTax(59_000, 0, 'INTRA')).toEqual({
      total: 59_000,
      taxable: 50_000,
      cgst: 4_500,
      sgst: 4_500,
      igst: 0,
      supply: 'INTRA',
    });
    expect(creditNoteTax(59_000, 0, 'INTER')).toEqual({
      total: 59_000,
      taxable: 50_000,
      cgst: 0,
      sgst: 0,
      igst: 9_000,
      supply: 'INTER',
    });
  });
  it('adds up to the invoice exactly over partial refunds, never a negative line', () => {
    // An invoice of 2 paise of tax (CGST 1, SGST 1) refunded in odd pieces: splitting each piece
    // alone would give SGST 1 + 1 = 2, more than the invoice's 1.
    for (const [total, pieces] of [
      [13, [7, 6]],
      [235_899, [1, 100_000, 35_898, 100_000]],
      [118_000, [118_000]],
    ] as const) {
      const invoice = splitGst(total, '27', '27');
      const sum = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      let credited = 0;
      for (const piece of pieces) {
        const note = creditNoteTax(piece, credited, invoice.supply);
        expect(note.taxable + note.cgst + note.sgst + note.igst).toBe(piece);
        for (const line of ['taxable', 'cgst', 'sgst', 'igst'] as const) {
          expect(note[line]).toBeGreaterThanOrEqual(0);
          sum[line] += note[line];
        }
        credited += piece;
      }
      expect(sum).toEqual({
        taxable: invoice.taxable,
        cgst: invoice.cgst,
        sgst: invoice.sgst,
        igst: invoice.igst,
      });
    }
  });
  it('numbers credit notes as their own series', () => {
    expect(creditNoteNumber('SB', '2026-27', 4)).toBe('SB-CN/2026-27/000004');
  });
});

describe('invoice numbering', () => {
  it('uses the Indian financial year in India time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2026-03-31T19:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
  it('pads the sequence to six digits', () => {
    expect(invoiceNumber('SB', '2026-27', 123)).toBe('SB/2026-27/000123');
    expect(invoiceNumber('SB', '2026-27', 1_234_567)).toBe('SB/2026-27/1234567');
  });
  it('reads the state code from a GSTIN', () => {
    expect(stateCodeOfGstin('27ABCDE1234F1Z5')).toBe('27');
    expect(stateCodeOfGstin('bad')).toBeNull();
    expect(stateCodeOfGstin(null)).toBeNull();
  });
});
