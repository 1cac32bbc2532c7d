import type { DashboardGranularity } from '@switchboard/contract/rules/dashboard-range';

const formats = new Map<string, Intl.DateTimeFormat>();
/** `key`'s formatter in `language`, made once: a chart formats every tick on each render. */
function formatter(language: string, granularity: DashboardGranularity) {
  const key = `${language}:${granularity}`;
  let format = formats.get(key);
  if (!format) {
    const parts =
      granularity === 'month'
        ? ({ month: 'short', year: 'numeric' } as const)
        : ({ day: '2-digit', month: 'short' } as const);
    // The period is a calendar date already in India: read it as UTC so no zone shifts it.
    format = new Intl.DateTimeFormat(`${language}-IN`, { ...parts, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** A bar's label: "10 Mar" for a day, "Mar 2025" for a month, in the console's language. */
export const formatPeriod = (
  period: unknown,
  granularity: DashboardGranularity,
  language: string,
): string =>
  // Recharts also asks for the label of a tooltip that shows nothing yet (no period).
  typeof period === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(period)
    ? formatter(language, granularity).format(new Date(`${period}T00:00:00Z`))
    : '';

/** The period axis and tooltip title of a chart by day or month: every card labels them alike. */
export const periodAxes = (granularity: DashboardGranularity, language: string) => ({
  xAxisProps: { tickFormatter: (p: string) => formatPeriod(p, granularity, language) },
  tooltipProps: { labelFormatter: (p: unknown) => formatPeriod(p, granularity, language) },
});
