import { describe, expect, it } from 'vitest';
import { parseIndiaDate } from './india-dates';

describe('parseIndiaDate', () => {
  it('reads the day first', () => {
    expect(parseIndiaDate('01/02/2026')).toBe('2026-02-01');
    expect(parseIndiaDate('23/11/2026')).toBe('2026-11-23');
    expect(parseIndiaDate('5-3-2027')).toBe('2027-03-05');
    expect(parseIndiaDate(' 31.12.2026 ')).toBe('2026-12-31');
  });

  it('refuses what is not a calendar date', () => {
    expect(parseIndiaDate('31/02/2026')).toBeNull();
    expect(parseIndiaDate('11/23/2026')).toBeNull();
    expect(parseIndiaDate('2026-11-23')).toBeNull();
    expect(parseIndiaDate('')).toBeNull();
  });
});
