import { describe, expect, it } from 'vitest';
import { durationFits, longestDurationSeconds } from './cdr-times';

describe('a CDR duration against its start and end', () => {
  const start = '2026-08-10T10:00:00+05:30';
  it('fits up to the span from start to end, whole seconds', () => {
    expect(longestDurationSeconds(start, '2026-08-10T10:02:30.900+05:30')).toBe(150);
    expect(durationFits(150, start, '2026-08-10T10:02:30+05:30')).toBe(true);
    expect(durationFits(151, start, '2026-08-10T10:02:30+05:30')).toBe(false);
  });
  it('counts the seconds as staff see them, whatever the milliseconds of the start', () => {
    // 11:56:59.7 to 11:58:16 reads as 77 seconds on screen.
    expect(
      longestDurationSeconds('2026-11-25T11:56:59.700+05:30', '2026-11-25T11:58:16+05:30'),
    ).toBe(77);
  });
  it('fits anything while the call has no end', () => {
    expect(longestDurationSeconds(start, null)).toBeNull();
    expect(durationFits(86_400, start, null)).toBe(true);
  });
});
