import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { DashboardMoney } from '@switchboard/contract/dashboard-charts';
import { formatNumber } from '@switchboard/contract/format';
import { formatInr, formatInrCompact } from '@switchboard/contract/money';
import { periodRange } from '@switchboard/contract/rules/dashboard-range';
import { useTranslation } from 'react-i18next';
import { useDashboardMoneyQuery, type ChartRange } from '../charts-api';
import { chartLinks } from '../chart-links';
import { ChartCard } from './chart-card';
import { useClickableBars } from './clickable-bars';
import { periodAxes } from './period-format';

type Period = DashboardMoney['periods'][number];

/**
 * Sales with their GST split (the invoices issued) and collections (payments received, refunds
 * paid out), per India day or month; every bar opens the payments received on its days.
 */
export function MoneyCards({ range }: { range: ChartRange }) {
  const { t, i18n } = useTranslation();
  const { currentData: data, isFetching, error } = useDashboardMoneyQuery(range);
  const bars = useClickableBars<Period>(
    (p) => p.period,
    (_series, p) => chartLinks.payments(periodRange(p.period, range.granularity, range)),
  );
  const totals = data?.totals;
  const gst = totals ? totals.cgst + totals.sgst + totals.igst : 0;
  const common = {
    h: 240,
    data: data?.periods ?? [],
    dataKey: 'period',
    valueFormatter: formatInr,
    yAxisProps: { tickFormatter: formatInrCompact, width: 70 },
    ...periodAxes(range.granularity, i18n.language),
    barProps: bars,
    withLegend: true,
  };
  const c = (key: string) => t(`dashboards.charts.money.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartCard
        title={c('salesTitle')}
        hint={c('salesHint')}
        testId="chart-sales"
        loading={isFetching && !data}
        error={error}
        empty={!!totals && totals.taxable + gst + totals.credited === 0}
        figures={[
          {
            label: c('invoiced'),
            value: formatInr(totals ? totals.taxable + gst : 0),
            to: chartLinks.payments(range),
            testId: 'figure-invoiced',
          },
          {
            label: c('gst'),
            value: formatInr(gst),
            testId: 'figure-gst',
          },
          {
            label: c('credited'),
            value: formatInr(totals?.credited ?? 0),
            testId: 'figure-credited',
          },
        ]}
      >
        <BarChart
          {...common}
          type="stacked"
          series={[
            { name: 'taxable', label: c('taxable'), color: 'blue.6' },
            { name: 'cgst', label: c('cgst'), color: 'teal.6' },
            { name: 'sgst', label: c('sgst'), color: 'cyan.5' },
            { name: 'igst', label: c('igst'), color: 'grape.5' },
          ]}
        />
      </ChartCard>
      <ChartCard
        title={c('collectionsTitle')}
        hint={c('collectionsHint')}
        testId="chart-collections"
        loading={isFetching && !data}
        error={error}
        empty={!!totals && totals.received + totals.refunded === 0}
        figures={[
          {
            label: c('received'),
            value: formatInr(totals?.received ?? 0),
            to: chartLinks.payments(range),
            testId: 'figure-received',
          },
          {
            label: c('payments'),
            value: formatNumber(totals?.payments ?? 0),
            to: chartLinks.payments(range),
            testId: 'figure-payments',
          },
          {
            label: c('refunded'),
            value: formatInr(totals?.refunded ?? 0),
            testId: 'figure-refunded',
          },
          {
            label: c('net'),
            value: formatInr(totals ? totals.received - totals.refunded : 0),
            testId: 'figure-net',
          },
        ]}
      >
        {/* One bar a day: received above the line, refunds paid out below it. */}
        <BarChart
          {...common}
          data={(data?.periods ?? []).map((p) => ({ ...p, refunded: -p.refunded }))}
          type="stacked"
          series={[
            { name: 'received', label: c('received'), color: 'green.6' },
            { name: 'refunded', label: c('refunded'), color: 'red.6' },
          ]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
