import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfIndiaDay,
  fromIndiaWallTime,
  INDIA_TIME_ZONE,
  indiaDate,
  indiaHour,
  indiaMonth,
  startOfIndiaDay,
  toIndiaWallTime,
} from './india-time';

// India is 5:30 ahead of UTC: its day starts at 18:30 UTC the day before, its hour at :30.
describe("India's clock", () => {
  it("gives India's date, month and hour where they differ from UTC's", () => {
    // 00:45 on 1 November in India: still 31 October, 19:15 in UTC.
    const november = '2026-10-31T19:15:00Z';
    expect(indiaDate(november)).toBe('2026-11-01');
    expect(indiaMonth(november)).toBe('2026-11');
    expect(indiaHour(november)).toBe(0);
    // New Year in India while UTC is still in the old year.
    const newYear = new Date('2026-12-31T18:30:00Z');
    expect([indiaDate(newYear), indiaMonth(newYear), indiaHour(newYear)]).toEqual([
      '2027-01-01',
      '2027-01',
      0,
    ]);
  });

  it('turns the day over at India midnight, to the millisecond', () => {
    expect(indiaDate('2026-11-25T18:29:59.999Z')).toBe('2026-11-25');
    expect(indiaDate('2026-11-25T18:30:00.000Z')).toBe('2026-11-26');
    expect(indiaDate('2026-11-25T23:59:59+05:30')).toBe('2026-11-25');
  });

  it('starts India hours at half past the UTC hour', () => {
    expect(indiaHour('2026-11-26T03:29:59.999Z')).toBe(8);
    expect(indiaHour('2026-11-26T03:30:00Z')).toBe(9);
    expect(indiaHour('2026-11-26T15:29:59Z')).toBe(20);
    expect(indiaHour('2026-11-26T15:30:00Z')).toBe(21);
  });

  it('agrees with the time zone database at every hour of a day', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 2, 31, hour, 15));
      const parts = Object.fromEntries(zone.formatToParts(at).map((p) => [p.type, p.value]));
      expect(indiaDate(at)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      expect(indiaHour(at)).toBe(Number(parts.hour));
    }
  });

  it('shows an instant as India wall time and writes it back with its offset', () => {
    expect(toIndiaWallTime('2026-03-01T20:00:05.000Z')).toEqual({
      date: '2026-03-02',
      time: '01:30:05',
    });
    const { date, time } = toIndiaWallTime('2026-04-01T04:30:00Z');
    expect(fromIndiaWallTime(date, time)).toBe('2026-04-01T10:00:00+05:30');
    expect(Date.parse(fromIndiaWallTime(date, time))).toBe(Date.parse('2026-04-01T04:30:00Z'));
    expect(fromIndiaWallTime('2026-04-01', '09:05')).toBe('2026-04-01T09:05:00+05:30');
    expect(fromIndiaWallTime('2026-04-01')).toBe('2026-04-01T00:00:00+05:30');
  });

  it("gives an India day's first and last instants", () => {
    expect(startOfIndiaDay('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(endOfIndiaDay('2026-11-26').toISOString()).toBe('2026-11-26T18:29:59.999Z');
    // 20:00 UTC on 1 March is 01:30 on 2 March in India: its day ends at India's midnight.
    expect(endOfIndiaDay(indiaDate('2026-03-01T20:00:00Z')).toISOString()).toBe(
      '2026-03-02T18:29:59.999Z',
    );
  });

  it('moves a day by calendar days, across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
  });
});
