import { indiaDate } from '../india-time';
import { round2, rupeesToPaise } from '../money';
import { ruleFailure, type RuleFailure } from './subscription-messages';

/** Spec sections 5 and 9: pulse top-ups 500..10000 in steps of 500; daily 1..10000. */
export const PULSE_MIN = 500;
export const PULSE_MAX = 10_000;
export const PULSE_STEP = 500;
export const DAILY_MIN = 1;
export const DAILY_MAX = 10_000;
export const DEFAULT_TALKTIME_MINUTES = 500;
/** Rupees per pulse minute (spec section 9). */
export const PULSE_RUPEES_PER_MINUTE = 0.708;
/** Daily estimate: minutes / 60 x 15 rupees a day. */
export const DAILY_RUPEES_PER_HOUR = 15;

export const TOP_UP_TYPES = [
  'DAILY_TALKTIME_CHOTA_TOP_UP',
  'DAILY_TALKTIME_RECURRING_TOP_UP',
] as const;
export type TopUpType = (typeof TOP_UP_TYPES)[number];

type Checked<T> = { ok: true; value: T } | ({ ok: false } & RuleFailure);

/** Pulse minutes: 500 to 10000, rounded up to a multiple of 500 (501 becomes 1000). */
export function checkPulseMinutes(
  minutes: number | null | undefined,
  productName: string,
): Checked<number> {
  if (
    minutes === null ||
    minutes === undefined ||
    !Number.isFinite(minutes) ||
    minutes < PULSE_MIN ||
    minutes > PULSE_MAX
  ) {
    return { ok: false, ...ruleFailure('pulseMinutesRange', productName) };
  }
  return { ok: true, value: Math.ceil(minutes / PULSE_STEP) * PULSE_STEP };
}

/** Daily pulse minutes: whole numbers 1 to 10000. */
export function checkDailyMinutes(
  minutes: number | null | undefined,
  productName: string,
): Checked<number> {
  if (
    minutes === null ||
    minutes === undefined ||
    !Number.isInteger(minutes) ||
    minutes < DAILY_MIN ||
    minutes > DAILY_MAX
  ) {
    return { ok: false, ...ruleFailure('dailyMinutesRange', productName) };
  }
  return { ok: true, value: minutes };
}

/** Estimated pulse top-up price in paise: 0.708 rupees a minute. */
export function pulseEstimatePaise(minutes: number): number {
  return rupeesToPaise(round2(minutes * PULSE_RUPEES_PER_MINUTE));
}

const DAY_MS = 86_400_000;

/** Calendar days a daily top-up covers, both ends included: the 1st to the 1st is one day. */
export function daysCovered(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
}

/** Daily top-up estimate in paise: minutes / 60 x 15 rupees x days. */
export function dailyEstimatePaise(minutesPerDay: number, days: number): number {
  return rupeesToPaise(round2((minutesPerDay / 60) * DAILY_RUPEES_PER_HOUR * days));
}

/**
 * The days a daily top-up runs. CHOTA: today (India time) only, ending at midnight.
 * RECURRING: start and end dates (YYYY-MM-DD) required, end not before start.
 */
export function checkDailyPeriod(
  input: { type: TopUpType; start_date?: string | null; end_date?: string | null; now: Date },
  productName: string,
): Checked<{ start_date: string; end_date: string; days: number }> {
  if (input.type === 'DAILY_TALKTIME_CHOTA_TOP_UP') {
    const today = indiaDate(input.now);
    return { ok: true, value: { start_date: today, end_date: today, days: 1 } };
  }
  const { start_date: start, end_date: end } = input;
  if (!start || !end || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) {
    return { ok: false, ...ruleFailure('startEndRequired', productName) };
  }
  if (Date.parse(end) < Date.parse(start))
    return { ok: false, ...ruleFailure('endBeforeStart', productName) };
  return { ok: true, value: { start_date: start, end_date: end, days: daysCovered(start, end) } };
}
