import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import type { TeamTabProps } from '../../app/team-tabs';
import { useOrgCallsQuery, useOrgCallStatsQuery } from './api';
import { CallList } from './call-list';
import { DayBars } from './day-bars';
import { useCallParams } from './use-call-params';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="xl" fw={600} data-testid={testId}>{value}</Text>
    </Card>
  );
}

/** The team's call-history stats (figures and calls/minutes per day), then its calls. */
export default function TeamTabCallStats({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: '', to: '' });
  const stats = useOrgCallStatsQuery({ orgId, ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });
  const params = useCallParams();
  const calls = useOrgCallsQuery({ orgId, params: params.wire });
  const s = stats.data;
  return (
    <Stack data-testid="team-tab-call-stats">
      <Group justify="space-between" align="end">
        <Title order={2} size="h5">{t('calls.statsTitle')}</Title>
        <Group gap="xs">
          <TextInput type="date" size="xs" label={t('calls.filters.from')} value={range.from} onChange={(e) => setRange({ ...range, from: e.currentTarget.value })} />
          <TextInput type="date" size="xs" label={t('calls.filters.to')} value={range.to} onChange={(e) => setRange({ ...range, to: e.currentTarget.value })} />
        </Group>
      </Group>
      {stats.isLoading && <Loader size="sm" />}
      {stats.error && <Alert color="red">{errorMessage(stats.error)}</Alert>}
      {s && (
        <>
          <Text size="xs" c="dimmed">{t('calls.statsRange', { from: s.from, to: s.to })}</Text>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure testId="stat-total-calls" label={t('calls.totalCalls')} value={formatNumber(s.total_calls)} />
            <Figure testId="stat-total-minutes" label={t('calls.totalMinutes')} value={formatNumber(Math.round(s.total_duration_seconds / 60))} />
            <Figure testId="stat-answered" label={t('calls.answered')} value={formatNumber(s.answered_calls)} />
            <Figure testId="stat-missed" label={t('calls.missed')} value={formatNumber(s.missed_calls)} />
          </SimpleGrid>
          <Card withBorder>
            <Stack>
              <DayBars testId="chart-calls" title={t('calls.callsPerDay')} color="var(--mantine-color-blue-6)" days={s.days.map((d) => ({ date: d.date, value: d.calls }))} />
              <DayBars testId="chart-minutes" title={t('calls.minutesPerDay')} color="var(--mantine-color-teal-6)" days={s.days.map((d) => ({ date: d.date, value: d.minutes }))} />
            </Stack>
          </Card>
        </>
      )}
      <Title order={2} size="h5">{t('calls.orgCallsTitle')}</Title>
      {calls.error && <Alert color="red">{errorMessage(calls.error)}</Alert>}
      <CallList params={params} data={calls.data} loading={calls.isFetching} orgFilters testId="org-calls-table" />
    </Stack>
  );
}
