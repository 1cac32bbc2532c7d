import { describe, expect, it } from 'vitest';
import { durationFits, longestDurationSeconds, sameInstant } from './cdr-times';

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
  it('takes two writings of one instant as the same, to the second', () => {
    expect(sameInstant('2026-04-01T10:00:00+05:30', '2026-04-01T04:30:00.734Z')).toBe(true);
    expect(sameInstant('2026-04-01T10:00:01+05:30', '2026-04-01T04:30:00.734Z')).toBe(false);
    expect(sameInstant(null, null)).toBe(true);
    expect(sameInstant('2026-04-01T04:30:00Z', null)).toBe(false);
  });
});
