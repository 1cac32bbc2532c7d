import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, round2, rupeesToPaise, formatInrCompact } from './money';

describe('money', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatInr(12345600)).toBe('₹1,23,456.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(99)).toBe('₹0.99');
  });
  it('shortens rupees the Indian way for a chart axis (lakh, crore)', () => {
    expect(formatInrCompact(0)).toBe('₹0');
    expect(formatInrCompact(95_000)).toBe('₹950');
    expect(formatInrCompact(12_000_000)).toBe('₹1.2L');
    expect(formatInrCompact(1_234_567_800)).toBe('₹1.2Cr');
  });
  it('converts rupees to exact integer paise', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1234.5)).toBe(123450);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
  it('converts paise to rupees', () => {
    expect(paiseToRupees(150)).toBe(1.5);
  });
  it('rounds to two decimals half away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.344)).toBe(2.34);
    expect(round2(-1.005)).toBe(-1.01);
  });
});
