import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  kycAgeBuckets,
  kycDecisions,
  type DashboardKyc,
} from '@switchboard/contract/dashboard-charts';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import { queueStatuses, type QueueStatus } from '@switchboard/contract/rules/kyc';
import { useTranslation } from 'react-i18next';
import { useDashboardKycQuery, type ChartRange } from '../charts-api';
import { chartLinks } from '../chart-links';
import { ChartCard } from './chart-card';
import { useClickableBars } from './clickable-bars';

const queueColors: Record<QueueStatus, string> = {
  PENDING: 'orange.5',
  APPROVED: 'green.6',
  INCOMPLETE: 'yellow.5',
  REJECTED: 'red.6',
};
const decisionColors = { APPROVED: 'green.6', REJECTED: 'red.6', INCOMPLETE: 'yellow.5' };

type Reviewer = DashboardKyc['reviewers'][number];
type ReviewerBar = { name: string } & Reviewer['decisions'];

/**
 * The KYC queue now (a segment opens its chip), how long the pending have waited (opens the
 * pending), and each reviewer's decisions in the range (no list holds those: figures only).
 */
export function KycCard({ range }: { range: ChartRange }) {
  const { t } = useTranslation();
  const { currentData: data, isFetching, error } = useDashboardKycQuery(range);
  const c = (key: string) => t(`dashboards.charts.kyc.${key}`);
  const queueBars = useClickableBars<{ status: QueueStatus }>(
    (q) => q.status,
    (_series, q) => chartLinks.kyc(q.status),
  );
  const pendingBars = useClickableBars<{ bucket: string }>(
    (b) => b.bucket,
    () => chartLinks.kyc('PENDING'),
  );
  const reviewerBars = useClickableBars<ReviewerBar>(
    (r) => r.name,
    () => null,
  );
  const inQueue = data ? queueStatuses.reduce((sum, s) => sum + data.queue[s], 0) : 0;
  const decided = (data?.reviewers ?? []).reduce(
    (sum, r) => sum + kycDecisions.reduce((n, d) => n + r.decisions[d], 0),
    0,
  );
  return (
    <ChartCard
      title={c('title')}
      hint={c('hint')}
      testId="chart-kyc"
      loading={isFetching && !data}
      error={error}
      empty={!!data && inQueue === 0 && decided === 0}
      figures={[
        {
          label: c('statuses.PENDING'),
          value: formatNumber(data?.queue.PENDING ?? 0),
          to: chartLinks.kyc('PENDING'),
          testId: 'figure-kyc-pending',
        },
        {
          label: c('oldest'),
          value: data?.oldest_pending_at ? formatDate(data.oldest_pending_at) : '—',
          to: chartLinks.kyc('PENDING'),
          testId: 'figure-kyc-oldest',
        },
        { label: c('decided'), value: formatNumber(decided), testId: 'figure-kyc-decided' },
      ]}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {c('queue')}
          </Text>
          {/* Bars, not a donut: recharts draws a donut's segments as images without a name. */}
          <BarChart
            h={190}
            w="100%"
            orientation="vertical"
            data={queueStatuses.map((s) => ({
              status: s,
              label: c(`statuses.${s}`),
              count: data?.queue[s] ?? 0,
              color: queueColors[s],
            }))}
            dataKey="label"
            valueFormatter={formatNumber}
            yAxisProps={{ width: 90 }}
            barProps={queueBars}
            series={[{ name: 'count', label: c('queue'), color: 'gray.6' }]}
            data-testid="kyc-queue-chart"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {c('age')}
          </Text>
          <BarChart
            h={190}
            orientation="vertical"
            data={kycAgeBuckets.map((b) => ({
              bucket: c(`ages.${b}`),
              count: data?.pending_age[b] ?? 0,
            }))}
            dataKey="bucket"
            valueFormatter={formatNumber}
            yAxisProps={{ width: 90 }}
            barProps={pendingBars}
            series={[{ name: 'count', label: c('statuses.PENDING'), color: 'orange.5' }]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {c('reviewers')}
          </Text>
          {data && data.reviewers.length === 0 ? (
            <Text size="sm" c="dimmed" py="lg" data-testid="kyc-reviewers-empty">
              {c('noDecisions')}
            </Text>
          ) : (
            <BarChart
              h={190}
              orientation="vertical"
              type="stacked"
              data={(data?.reviewers ?? []).map((r) => ({ name: r.name, ...r.decisions }))}
              dataKey="name"
              valueFormatter={formatNumber}
              yAxisProps={{ width: 110 }}
              barProps={reviewerBars}
              withLegend
              series={kycDecisions.map((d) => ({
                name: d,
                label: c(`statuses.${d}`),
                color: decisionColors[d],
              }))}
            />
          )}
        </Stack>
      </SimpleGrid>
    </ChartCard>
  );
}
