import '@mantine/charts/styles.css';
import { Alert, Stack } from '@mantine/core';
import { DASHBOARD_MAX_DAYS, resolveRange } from '@switchboard/contract/rules/dashboard-range';
import { useTranslation } from 'react-i18next';
import { CallsCard } from './charts/calls-card';
import { GrowthCard } from './charts/growth-card';
import { KycCard } from './charts/kyc-card';
import { MoneyCards } from './charts/money-cards';
import { OutboxCard } from './charts/outbox-card';
import { RangeBar } from './range-bar';
import { useDashboardRange } from './use-dashboard-range';

/**
 * The dashboard's charts, under its counters. This module and the chart library load after
 * the counters (dashboards-page.tsx imports it lazily), so the page's first download stays small.
 */
export default function DashboardCharts() {
  const { t } = useTranslation();
  const control = useDashboardRange();
  const { range } = control;
  // A range the server would refuse is said once here, not by every card.
  const checked = resolveRange(range);
  return (
    <Stack data-testid="dashboard-charts">
      <RangeBar control={control} />
      {!checked.ok ? (
        <Alert color="orange" data-testid="range-refused">
          {checked.problem === 'long'
            ? t('dashboards.charts.range.tooLong', { days: DASHBOARD_MAX_DAYS })
            : t('dashboards.charts.range.reversed')}
        </Alert>
      ) : (
        <>
          <MoneyCards range={range} />
          <GrowthCard range={range} />
          <CallsCard range={range} />
          <KycCard range={range} />
          <OutboxCard range={range} />
        </>
      )}
    </Stack>
  );
}
