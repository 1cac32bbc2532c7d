import { indiaDate } from '@switchboard/contract/india-time';
import {
  dashboardGranularities,
  daysIn,
  presetRange,
  type DashboardGranularity,
  type DashboardPreset,
  type DateRange,
} from '@switchboard/contract/rules/dashboard-range';
import { isoDate, oneOf } from '../../ui/url-filters';
import { useUrlParams } from '../../ui/use-list-params';
import type { ChartRange } from './charts-api';

/** Longer than a quarter, a bar a day is too thin to point at: months unless the URL says. */
const MONTHS_ABOVE_DAYS = 92;

/**
 * The charts' range from the URL (`from`, `to`, `granularity`): India days, the last 30 when
 * the URL has none, so a link or a reload shows the same figures.
 */
export function rangeFromParams(params: URLSearchParams, today = indiaDate()): ChartRange {
  const fallback = presetRange('30d', today);
  const from = isoDate(params.get('from')) || fallback.from;
  const to = isoDate(params.get('to')) || (params.get('from') ? today : fallback.to);
  const asked = oneOf(dashboardGranularities, params.get('granularity'));
  const granularity: DashboardGranularity =
    asked ?? (daysIn({ from, to }) > MONTHS_ABOVE_DAYS ? 'month' : 'day');
  return { from, to, granularity };
}

/** The range in the URL, and the changes the range bar makes to it. */
export function useDashboardRange() {
  const [params, update] = useUrlParams();
  const range = rangeFromParams(params);
  return {
    range,
    /** New days; the bar size follows them unless one was chosen. */
    setDays: ({ from, to }: DateRange) => update({ from, to }),
    setPreset: (preset: DashboardPreset) => update({ ...presetRange(preset) }),
    setGranularity: (granularity: DashboardGranularity) => update({ granularity }),
  };
}
