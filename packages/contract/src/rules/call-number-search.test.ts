import { describe, expect, it } from 'vitest';
import { nationalDigits, numberSearchDigits } from './call-number-search';
import { normalizeIndianPhone } from './phone';

describe('call number search', () => {
  it('drops +91 the way phone numbers are compared, whatever the length', () => {
    expect(nationalDigits('+91 98765-43210')).toBe('9876543210');
    expect(nationalDigits('919876543210')).toBe('9876543210');
    // A short '+91…' is the country code and one national digit, not '919'.
    expect(nationalDigits('+919')).toBe(normalizeIndianPhone('+919'));
    expect(nationalDigits('+919')).toBe('9');
  });

  it('searches numbers from three national digits, and never letters', () => {
    expect(numberSearchDigits('919')).toBe('919');
    expect(numberSearchDigits('+919')).toBeNull();
    expect(numberSearchDigits('+91 987')).toBe('987');
    expect(numberSearchDigits('sw-123')).toBeNull();
  });
});
