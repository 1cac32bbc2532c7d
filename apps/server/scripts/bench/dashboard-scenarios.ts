import { addDays, indiaDate } from '@switchboard/contract/india-time';
import { presetRange } from '@switchboard/contract/rules/dashboard-range';
import type { Scenario } from './scenario-types';

/**
 * The dashboard's charts (`--only dashboard`), each over the ranges staff pick: the default 30
 * days, today, a week, a quarter by month and the longest range allowed (a year, by month).
 * One group, so the five load the server together as the page does, each reported alone.
 */
function ranges(): string[] {
  const today = indiaDate();
  const range = (from: string, granularity = 'day') =>
    `from=${from}&to=${today}&granularity=${granularity}`;
  return [
    '',
    `?${range(today)}`,
    `?${range(presetRange('7d').from)}`,
    `?${range(presetRange('90d').from, 'month')}`,
    `?${range(addDays(today, -365), 'month')}`,
  ];
}

export const dashboardScenarios: Scenario[] = ['money', 'growth', 'calls', 'kyc', 'outbox'].map(
  (chart) => ({
    name: `dashboard › ${chart}`,
    paths: () => ranges().map((query) => `/api/dashboards/${chart}${query}`),
  }),
);
