import { describe, expect, it } from 'vitest';
import { inPromotionalHours } from './campaigns';

describe('promotional hours', () => {
  it('run from 09:00 to 21:00 India time, whatever the UTC hour', () => {
    expect(inPromotionalHours(new Date('2026-11-26T03:29:59Z'))).toBe(false); // 08:59
    expect(inPromotionalHours(new Date('2026-11-26T03:30:00Z'))).toBe(true); // 09:00
    expect(inPromotionalHours(new Date('2026-11-26T15:29:59Z'))).toBe(true); // 20:59
    expect(inPromotionalHours(new Date('2026-11-26T15:30:00Z'))).toBe(false); // 21:00
  });
});
