import { addDays, indiaDate } from '../india-time';

/**
 * The dashboard's date range: India days (IST), both ends included, as `YYYY-MM-DD`. The
 * console picks it (presets, the URL) and the server checks it with the same rules, so a
 * figure and the list it opens always mean the same days.
 */

/** The longest range the charts answer for: a year, leap day included. */
export const DASHBOARD_MAX_DAYS = 366;
/** The range a dashboard opens with: today and the 29 days before. */
export const DASHBOARD_DEFAULT_DAYS = 30;

export const dashboardGranularities = ['day', 'month'] as const;
export type DashboardGranularity = (typeof dashboardGranularities)[number];

export const dashboardPresets = ['today', '7d', '30d', '90d', 'month'] as const;
export type DashboardPreset = (typeof dashboardPresets)[number];

export type DateRange = { from: string; to: string };

const DAY_MS = 86_400_000;

/** How many days a range holds, both ends counted (0 or less when `to` is before `from`). */
export const daysIn = ({ from, to }: DateRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The range of a preset, ending today (India). */
export function presetRange(preset: DashboardPreset, today = indiaDate()): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    default:
      return { from: addDays(today, -(DASHBOARD_DEFAULT_DAYS - 1)), to: today };
  }
}

/** The preset a range is, if it is one (ending today). */
export const presetOf = (range: DateRange, today = indiaDate()): DashboardPreset | null =>
  dashboardPresets.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  }) ?? null;

/**
 * The range asked for, with the defaults filled in (a missing `to` is today, a missing `from`
 * the 29 days before `to`), or which end is wrong and why.
 */
export function resolveRange(
  asked: { from?: string | undefined; to?: string | undefined },
  today = indiaDate(),
): { ok: true; range: DateRange } | { ok: false; field: 'from' | 'to'; problem: 'after' | 'long' } {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const days = daysIn({ from, to });
  if (days < 1) return { ok: false, field: 'from', problem: 'after' };
  if (days > DASHBOARD_MAX_DAYS) return { ok: false, field: 'from', problem: 'long' };
  return { ok: true, range: { from, to } };
}

/**
 * The days a bar of the chart covers: its day, or its month cut to the range (a month's bar
 * at either end of the range holds only the range's days of it). `period` is the bar's key:
 * a day, or the first day of its month.
 */
export function periodRange(
  period: string,
  granularity: DashboardGranularity,
  range: DateRange,
): DateRange {
  if (granularity === 'day') return { from: period, to: period };
  const start = `${period.slice(0, 7)}-01`;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: start < range.from ? range.from : start, to: end > range.to ? range.to : end };
}

/** Every bar's key of a range, oldest first: days, or the first day of each month. */
export function periodsOf(range: DateRange, granularity: DashboardGranularity): string[] {
  const keys: string[] = [];
  if (granularity === 'day') {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) keys.push(d);
    return keys;
  }
  for (let m = `${range.from.slice(0, 7)}-01`; m <= range.to;) {
    keys.push(m);
    const [year, month] = m.split('-').map(Number) as [number, number];
    m = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  }
  return keys;
}
