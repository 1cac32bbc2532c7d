import { BarChart } from '@mantine/charts';
import { callStatuses, type CallStatus } from '@switchboard/contract/calls';
import { formatNumber } from '@switchboard/contract/format';
import { periodRange } from '@switchboard/contract/rules/dashboard-range';
import { useTranslation } from 'react-i18next';
import { useDashboardCallsQuery, type ChartRange } from '../charts-api';
import { chartLinks } from '../chart-links';
import { ChartCard } from './chart-card';
import { useClickableBars } from './clickable-bars';
import { periodAxes } from './period-format';

const colors: Record<CallStatus, string> = {
  ANSWERED: 'green.6',
  MISSED: 'orange.5',
  BUSY: 'yellow.5',
  FAILED: 'red.6',
  NO_ANSWER: 'gray.5',
};

type Bar = { period: string } & Record<CallStatus, number>;

/** Trial calls per India day or month, stacked by status; a segment opens those calls. */
export function CallsCard({ range }: { range: ChartRange }) {
  const { t, i18n } = useTranslation();
  const { currentData: data, isFetching, error } = useDashboardCallsQuery(range);
  const bars = useClickableBars<Bar>(
    (b) => b.period,
    (status, b) =>
      chartLinks.trialCalls(periodRange(b.period, range.granularity, range), status as CallStatus),
  );
  const rows: Bar[] = (data?.periods ?? []).map((p) => ({ period: p.period, ...p.statuses }));
  const total = data ? callStatuses.reduce((sum, s) => sum + data.totals[s], 0) : 0;
  const label = (s: CallStatus) => t(`dashboards.charts.calls.statuses.${s}`);
  return (
    <ChartCard
      title={t('dashboards.charts.calls.title')}
      hint={t('dashboards.charts.calls.hint')}
      testId="chart-calls"
      loading={isFetching && !data}
      error={error}
      empty={!!data && total === 0}
      figures={[
        {
          label: t('dashboards.charts.calls.title'),
          value: formatNumber(total),
          to: chartLinks.trialCalls(range),
          testId: 'figure-calls',
        },
        ...callStatuses.map((s) => ({
          label: label(s),
          value: formatNumber(data?.totals[s] ?? 0),
          to: chartLinks.trialCalls(range, s),
          testId: `figure-calls-${s}`,
        })),
      ]}
    >
      <BarChart
        h={240}
        data={rows}
        dataKey="period"
        type="stacked"
        valueFormatter={formatNumber}
        {...periodAxes(range.granularity, i18n.language)}
        withLegend
        barProps={bars}
        series={callStatuses.map((s) => ({ name: s, label: label(s), color: colors[s] }))}
      />
    </ChartCard>
  );
}
