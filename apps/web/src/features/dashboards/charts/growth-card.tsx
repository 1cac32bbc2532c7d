import { BarChart } from '@mantine/charts';
import type { DashboardGrowth } from '@switchboard/contract/dashboard-charts';
import { formatNumber, formatPercent } from '@switchboard/contract/format';
import { periodRange } from '@switchboard/contract/rules/dashboard-range';
import { useTranslation } from 'react-i18next';
import { useDashboardGrowthQuery, type ChartRange } from '../charts-api';
import { chartLinks } from '../chart-links';
import { ChartCard } from './chart-card';
import { useClickableBars } from './clickable-bars';
import { periodAxes } from './period-format';

type Period = DashboardGrowth['periods'][number];

/** New teams, those of them paying now (trial → paid), and trial plans started. */
export function GrowthCard({ range }: { range: ChartRange }) {
  const { t, i18n } = useTranslation();
  const { currentData: data, isFetching, error } = useDashboardGrowthQuery(range);
  const linkOf = (series: string, days: { from: string; to: string }) =>
    series === 'trials_started'
      ? chartLinks.trials(days)
      : chartLinks.teams(days, series === 'paying' ? 'paying' : 'trial');
  const bars = useClickableBars<Period>(
    (p) => p.period,
    (series, p) => linkOf(series, periodRange(p.period, range.granularity, range)),
  );
  const totals = data?.totals;
  const c = (key: string) => t(`dashboards.charts.growth.${key}`);
  // Of the teams that started in the range, the share that pays now.
  const conversion =
    totals && totals.new_orgs > 0 ? formatPercent(totals.paying / totals.new_orgs) : '—';
  return (
    <ChartCard
      title={c('title')}
      hint={c('hint')}
      testId="chart-growth"
      loading={isFetching && !data}
      error={error}
      empty={!!totals && totals.new_orgs + totals.trials_started === 0}
      figures={[
        {
          label: c('new_orgs'),
          value: formatNumber(totals?.new_orgs ?? 0),
          to: chartLinks.teams(range),
          testId: 'figure-new-orgs',
        },
        {
          label: c('paying'),
          value: formatNumber(totals?.paying ?? 0),
          to: chartLinks.teams(range, 'paying'),
          testId: 'figure-paying',
        },
        { label: c('conversion'), value: conversion, testId: 'figure-conversion' },
        {
          label: c('trials_started'),
          value: formatNumber(totals?.trials_started ?? 0),
          to: chartLinks.trials(range),
          testId: 'figure-trials',
        },
      ]}
    >
      <BarChart
        h={240}
        data={(data?.periods ?? []).map((p) => ({ ...p, on_trial: p.new_orgs - p.paying }))}
        dataKey="period"
        valueFormatter={formatNumber}
        {...periodAxes(range.granularity, i18n.language)}
        withLegend
        barProps={bars}
        // A day's new teams in one bar, split into those paying now and those still on
        // trial; the trials started that day beside it.
        series={[
          { name: 'paying', label: c('paying'), color: 'green.6', stackId: 'teams' },
          { name: 'on_trial', label: c('on_trial'), color: 'indigo.4', stackId: 'teams' },
          { name: 'trials_started', label: c('trials_started'), color: 'orange.5' },
        ]}
      />
    </ChartCard>
  );
}
