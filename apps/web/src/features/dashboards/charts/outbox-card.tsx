import { BarChart } from '@mantine/charts';
import {
  outboxStatuses,
  type OutboxChannel,
  type OutboxStatus,
} from '@switchboard/contract/outbox';
import { formatNumber, formatPercent } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { useDashboardOutboxQuery, type ChartRange } from '../charts-api';
import { chartLinks } from '../chart-links';
import { ChartCard } from './chart-card';
import { useClickableBars } from './clickable-bars';

const colors: Record<OutboxStatus, string> = {
  DELIVERED: 'green.6',
  SENT: 'teal.4',
  PENDING: 'blue.4',
  FAILED: 'red.6',
  CANCELLED: 'gray.5',
};
// Good news first along each bar.
const order: OutboxStatus[] = ['DELIVERED', 'SENT', 'PENDING', 'FAILED', 'CANCELLED'];

type Bar = { channel: OutboxChannel } & Record<OutboxStatus, number>;

/** Delivery health: each channel's messages of the range by the status they are in now. */
export function OutboxCard({ range }: { range: ChartRange }) {
  const { t } = useTranslation();
  const { currentData: data, isFetching, error } = useDashboardOutboxQuery(range);
  const bars = useClickableBars<Bar>(
    (b) => b.channel,
    (status, b) => chartLinks.outbox(range, b.channel, status as OutboxStatus),
  );
  const rows: Bar[] = (data?.channels ?? []).map((c) => ({ channel: c.channel, ...c.statuses }));
  const sum = (status: OutboxStatus) => rows.reduce((n, r) => n + r[status], 0);
  const total = outboxStatuses.reduce((n, s) => n + sum(s), 0);
  const c = (key: string) => t(`dashboards.charts.outbox.${key}`);
  const share = (n: number) => (total > 0 ? formatPercent(n / total) : '—');
  return (
    <ChartCard
      title={c('title')}
      hint={c('hint')}
      testId="chart-outbox"
      loading={isFetching && !data}
      error={error}
      empty={!!data && total === 0}
      figures={[
        {
          label: c('messages'),
          value: formatNumber(total),
          to: chartLinks.outbox(range),
          testId: 'figure-messages',
        },
        {
          label: c('delivered'),
          value: share(sum('DELIVERED')),
          to: chartLinks.outbox(range, undefined, 'DELIVERED'),
          testId: 'figure-delivered',
        },
        {
          label: c('failed'),
          value: formatNumber(sum('FAILED')),
          to: chartLinks.outbox(range, undefined, 'FAILED'),
          testId: 'figure-failed',
        },
        {
          label: c('statuses.PENDING'),
          value: formatNumber(sum('PENDING')),
          to: chartLinks.outbox(range, undefined, 'PENDING'),
          testId: 'figure-pending',
        },
      ]}
    >
      <BarChart
        h={Math.max(160, rows.length * 44)}
        orientation="vertical"
        type="stacked"
        data={rows}
        dataKey="channel"
        valueFormatter={formatNumber}
        yAxisProps={{ width: 90 }}
        withLegend
        barProps={bars}
        series={order.map((s) => ({ name: s, label: c(`statuses.${s}`), color: colors[s] }))}
      />
    </ChartCard>
  );
}
