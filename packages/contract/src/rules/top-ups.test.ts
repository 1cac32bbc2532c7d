import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TALKTIME_MINUTES,
  checkDailyMinutes,
  checkDailyPeriod,
  checkPulseMinutes,
  dailyEstimatePaise,
  daysCovered,
  pulseEstimatePaise,
} from './top-ups';

describe('pulse minutes (500 to 10000, rounded up to multiples of 500)', () => {
  it.each([
    [499, null],
    [500, 500],
    [501, 1000],
    [9999, 10000],
    [10000, 10000],
    [10001, null],
  ])('%i minutes -> %s', (minutes, expected) => {
    const result = checkPulseMinutes(minutes, 'SF');
    if (expected === null)
      expect(result).toMatchObject({
        ok: false,
        message: 'Pulse minutes must be between 500 and 10000',
      });
    else expect(result).toEqual({ ok: true, value: expected });
  });
});

describe('pulse minutes that are not numbers', () => {
  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s is refused', (minutes) => {
    expect(checkPulseMinutes(minutes, 'SF').ok).toBe(false);
  });
  it('defaults talk-time to 500 minutes, which is valid as it is', () => {
    expect(DEFAULT_TALKTIME_MINUTES).toBe(500);
    expect(checkPulseMinutes(DEFAULT_TALKTIME_MINUTES, 'SF')).toEqual({ ok: true, value: 500 });
  });
});

describe('daily pulse minutes (whole numbers 1 to 10000)', () => {
  it.each([
    [0, false],
    [1, true],
    [10000, true],
    [10001, false],
    [2.5, false],
  ])('%s minutes ok=%s', (minutes, ok) => {
    expect(checkDailyMinutes(minutes, 'SF').ok).toBe(ok);
  });
});

describe('estimates', () => {
  it('prices pulse minutes at 0.708 rupees each, in paise', () => {
    expect(pulseEstimatePaise(500)).toBe(35400);
    expect(pulseEstimatePaise(10000)).toBe(708000);
    // 501 typed is rounded up to 1000 first: ₹708.00.
    const rounded = checkPulseMinutes(501, 'SF');
    expect(rounded.ok && pulseEstimatePaise(rounded.value)).toBe(70800);
  });
  it('prices daily minutes at minutes / 60 x 15 x days', () => {
    expect(dailyEstimatePaise(60, 1)).toBe(1500);
    expect(dailyEstimatePaise(100, 7)).toBe(17500);
    expect(dailyEstimatePaise(50, 3)).toBe(3750);
    // 120 minutes a day from 10 to 19 December: 120 / 60 x 15 x 10 = ₹300.
    expect(dailyEstimatePaise(120, daysCovered('2026-12-10', '2026-12-19'))).toBe(30000);
    // 10000 minutes for one day: ₹2,500; 1 minute: ₹0.25.
    expect(dailyEstimatePaise(10000, 1)).toBe(250000);
    expect(dailyEstimatePaise(1, 1)).toBe(25);
  });
});

describe('daily top-up periods', () => {
  it('ends a CHOTA top-up at the end of the day, India time', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India: it runs on the 2nd, IST.
    const now = new Date('2026-03-01T20:00:00Z');
    expect(checkDailyPeriod({ type: 'DAILY_TALKTIME_CHOTA_TOP_UP', now }, 'SF')).toEqual({
      ok: true,
      value: { start_date: '2026-03-02', end_date: '2026-03-02', days: 1 },
    });
  });
  it('needs a start and an end for a recurring top-up, end not before start', () => {
    const now = new Date();
    const type = 'DAILY_TALKTIME_RECURRING_TOP_UP' as const;
    expect(checkDailyPeriod({ type, now, start_date: '2026-03-01' }, 'SF')).toMatchObject({
      ok: false,
      key: 'startEndRequired',
    });
    expect(
      checkDailyPeriod({ type, now, start_date: '2026-03-05', end_date: '2026-03-04' }, 'SF'),
    ).toMatchObject({
      ok: false,
      message: 'The end date cannot be before the start date',
    });
    expect(
      checkDailyPeriod({ type, now, start_date: '2026-03-05', end_date: '2026-03-05' }, 'SF'),
    ).toMatchObject({ ok: true, value: { days: 1 } });
    expect(
      checkDailyPeriod({ type, now, start_date: '2026-03-01', end_date: '2026-03-31' }, 'SF'),
    ).toMatchObject({ ok: true, value: { days: 31 } });
  });
});
