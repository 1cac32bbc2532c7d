import { describe, expect, it } from 'vitest';
import { formatTime, fromIndiaWallTime, sameInstant, toIndiaWallTime } from './india-time';

describe('India wall time', () => {
  it('shows an instant as India date and time, crossing midnight', () => {
    expect(toIndiaWallTime('2026-03-01T20:00:05.000Z')).toEqual({
      date: '2026-03-02',
      time: '01:30:05',
    });
    expect(formatTime('2026-03-01T20:00:05.000Z')).toMatch(/^01:30 am$/i);
  });

  it('sends India wall time with its offset, the same instant it came from', () => {
    const { date, time } = toIndiaWallTime('2026-04-01T04:30:00Z');
    expect(fromIndiaWallTime(date, time)).toBe('2026-04-01T10:00:00+05:30');
    expect(sameInstant(fromIndiaWallTime(date, time), '2026-04-01T04:30:00.000Z')).toBe(true);
    expect(fromIndiaWallTime('2026-04-01', '09:05')).toBe('2026-04-01T09:05:00+05:30');
    expect(sameInstant('2026-04-01T10:00:00+05:30', '2026-04-01T04:30:00.734Z')).toBe(true);
    expect(sameInstant('2026-04-01T10:00:01+05:30', '2026-04-01T04:30:00.734Z')).toBe(false);
    expect(sameInstant(null, null)).toBe(true);
    expect(sameInstant('2026-04-01T04:30:00Z', null)).toBe(false);
  });
});
