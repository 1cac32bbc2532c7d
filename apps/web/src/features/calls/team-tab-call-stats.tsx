import {
  Alert,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { useDialerCdrsQuery, useOrgCallsQuery, useOrgCallStatsQuery } from './api';
import { CallList } from './call-list';
import { DateRangeInput } from '../../ui/date-range-input';
import { DayBars } from '../../ui/day-bars';
import { useCallParams } from './use-call-params';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

const DIALER = 'dialer';

/**
 * The team's call history: one date range (in the URL) for its stats (figures and calls and
 * minutes per day) and its lists below, either all its calls or its dialer CDRs.
 */
export default function TeamTabCallStats({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const params = useCallParams();
  const { from, to } = params.values;
  const stats = useOrgCallStatsQuery({ orgId, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const dialer = params.view === DIALER;
  const calls = useOrgCallsQuery({ orgId, params: params.wire }, { skip: dialer });
  const cdrs = useDialerCdrsQuery({ orgId, params: params.wire }, { skip: !dialer });
  const list = dialer ? cdrs : calls;
  const s = stats.data;
  return (
    <Stack data-testid="call-history-tab">
      <Group justify="space-between" align="end">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {t('calls.statsTitle')}
          </Title>
          {s && (
            <Text size="xs" c="dimmed" data-testid="stats-range">
              {t('calls.statsRange', { from: formatDate(s.from), to: formatDate(s.to) })}
            </Text>
          )}
        </Stack>
        <DateRangeInput
          testId="filter-dates"
          label={t('calls.filters.dates')}
          placeholder={t('calls.filters.anyDate')}
          from={from}
          to={to}
          onChange={(nextFrom, nextTo) => params.setFilters({ from: nextFrom, to: nextTo })}
        />
      </Group>
      {stats.isLoading && <Loader size="sm" />}
      {stats.error && <Alert color="red">{errorMessage(stats.error)}</Alert>}
      {s && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure
              testId="stat-total-calls"
              label={t('calls.totalCalls')}
              value={formatNumber(s.total_calls)}
            />
            <Figure
              testId="stat-total-minutes"
              label={t('calls.totalMinutes')}
              value={formatNumber(Math.round(s.total_duration_seconds / 60))}
            />
            <Figure
              testId="stat-answered"
              label={t('calls.answered')}
              value={formatNumber(s.answered_calls)}
            />
            <Figure
              testId="stat-missed"
              label={t('calls.missed')}
              value={formatNumber(s.missed_calls)}
            />
          </SimpleGrid>
          <Card withBorder>
            <Stack>
              <DayBars
                testId="chart-calls"
                title={t('calls.callsPerDay')}
                color="var(--mantine-color-blue-6)"
                days={s.days.map((d) => ({ date: d.date, value: d.calls }))}
              />
              <DayBars
                testId="chart-minutes"
                title={t('calls.minutesPerDay')}
                color="var(--mantine-color-teal-6)"
                days={s.days.map((d) => ({ date: d.date, value: d.minutes }))}
              />
            </Stack>
          </Card>
        </>
      )}
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      <CallList
        params={params}
        data={list.data}
        current={list.currentData}
        loading={list.isFetching}
        orgId={orgId}
        testId={dialer ? 'dialer-cdrs-table' : 'org-calls-table'}
        header={
          <Group justify="space-between" align="center">
            <Title order={2} size="h5">
              {dialer ? t('calls.dialerTitle') : t('calls.orgCallsTitle')}
            </Title>
            <SegmentedControl
              data-testid="call-list-switch"
              value={dialer ? DIALER : 'all'}
              onChange={(v) => params.setView(v === DIALER ? DIALER : '')}
              data={[
                { value: 'all', label: t('calls.allCalls') },
                { value: DIALER, label: t('calls.dialerCdrs') },
              ]}
            />
          </Group>
        }
      />
    </Stack>
  );
}
