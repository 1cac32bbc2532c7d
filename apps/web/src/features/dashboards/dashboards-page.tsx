import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { formatInr } from '@switchboard/contract/money';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useAppSelector } from '../../lib/hooks';
import { MyReminders } from '../../lib/slots';
import { selectUser } from '../../lib/session/session-slice';
import { useDashboardSummaryQuery } from './api';
import { PageErrorBoundary } from '../../ui/page-error-boundary';
import { StatCard } from './stat-card';

// The charts and their library come after the counters, in a chunk of their own.
const DashboardCharts = lazy(() => import('./dashboard-charts'));
// The setup checklist is read once per company and then dismissed: it loads beside the
// figures, not before them (the dashboard's bundle budget).
const SetupChecklist = lazy(() =>
  import('./setup-checklist').then((m) => ({ default: m.SetupChecklist })),
);

/** Landing page at '/': what needs attention today, each figure leading to its list. */
export default function DashboardsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const { data, isLoading, error } = useDashboardSummaryQuery();
  const loading = isLoading || !data;
  // A count for a plural string: the number picks the form, the figure is what it shows.
  const counted = (value: number | undefined) => ({
    count: value ?? 0,
    n: formatNumber(value ?? 0),
  });
  const figure = (value: number | undefined) => (value === undefined ? '' : formatNumber(value));
  return (
    <Stack data-testid="dashboards-page">
      <Title order={1} size="h2">
        {t('menu.dashboards')}
      </Title>
      <Paper withBorder p="lg">
        <Text fw={500}>{t('dashboard.welcome', { name: user?.first_name ?? '' })}</Text>
        <Text c="dimmed" size="sm">
          {t('dashboards.subtitle')}
        </Text>
      </Paper>
      <Suspense fallback={null}>
        <SetupChecklist />
      </Suspense>
      {error && (
        <Alert color="red" title={t('messages.oops')}>
          {errorMessage(error)}
        </Alert>
      )}
      {!error && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <StatCard
            testId="stat-kyc-pending"
            loading={loading}
            label={t('dashboards.kycPending')}
            value={figure(data?.kyc.pending)}
            hint={t('dashboards.businessPending', {
              ...counted(data?.kyc.business_pending),
            })}
            hintTo="/kyc?business_kyc_status=PENDING"
            to="/kyc?status=PENDING"
          />
          <StatCard
            testId="stat-orgs"
            loading={loading}
            label={t('dashboards.teams')}
            value={figure(data?.orgs.total)}
            hint={t('dashboards.trialSuspended', {
              trial: formatNumber(data?.orgs.trial ?? 0),
              suspended: formatNumber(data?.orgs.suspended ?? 0),
            })}
            to="/teams"
          />
          <StatCard
            testId="stat-subscriptions"
            loading={loading}
            label={t('dashboards.activeSubscriptions')}
            value={figure(data?.subscriptions.active)}
            hint={t('dashboards.expiring', {
              ...counted(data?.subscriptions.expiring_7_days),
            })}
            hintTo="/subscriptions?status=active&expiring_within_days=7"
            to="/subscriptions?status=active"
          />
          <StatCard
            testId="stat-payments"
            loading={loading}
            label={t('dashboards.received30')}
            value={data ? formatInr(data.payments.last_30_days_paise) : ''}
            hint={t('dashboards.paymentsCount', {
              ...counted(data?.payments.count_30_days),
            })}
            to={data ? `/payment-links/payments?from=${data.payments.since}` : undefined}
          />
        </SimpleGrid>
      )}
      <MyReminders />
      {/* A chart that fails to load or draw leaves the counters above in place. */}
      <PageErrorBoundary>
        <Suspense
          fallback={<Skeleton h={320} radius="md" data-testid="dashboard-charts-loading" />}
        >
          <DashboardCharts />
        </Suspense>
      </PageErrorBoundary>
    </Stack>
  );
}
