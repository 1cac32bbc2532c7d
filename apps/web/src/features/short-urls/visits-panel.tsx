import { Group, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayBars } from '../../ui/day-bars';
import { useShortUrlVisitsQuery } from './api';

type Row = { label: string; visits: number };

function TopList({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Text size="sm" fw={500} mb={4}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('short-urls.noVisits')}
        </Text>
      ) : (
        <Table data-testid={testId}>
          <Table.Tbody>
            {rows.slice(0, 8).map((r) => (
              <Table.Tr key={r.label}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="right">{formatNumber(r.visits)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** The last 30 days of a link's visits: per day, unique visitors, referrers and devices. */
export function VisitsPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const [includeBots, setIncludeBots] = useState(false);
  const { data } = useShortUrlVisitsQuery({ id, include_bots: includeBots ? 'true' : 'false' });
  const figure = (label: string, value: number, testId: string) => (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
  return (
    <Stack data-testid="short-url-visits">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('short-urls.visitsTitle')}
        </Title>
        <Switch
          label={t('short-urls.includeBots')}
          checked={includeBots}
          onChange={(e) => setIncludeBots(e.currentTarget.checked)}
        />
      </Group>
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {figure(t('short-urls.totalVisits'), data.total, 'visits-total')}
            {figure(t('short-urls.uniqueVisitors'), data.unique_visitors, 'visits-unique')}
            {figure(t('short-urls.bots'), data.bots, 'visits-bots')}
          </SimpleGrid>
          <DayBars
            title={t('short-urls.perDay')}
            days={data.per_day.map((d) => ({ date: d.day, value: d.visits }))}
            color="var(--mantine-color-blue-6)"
            testId="visits-per-day"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TopList
              title={t('short-urls.referrers')}
              testId="visits-referrers"
              rows={data.referrers.map((r) => ({
                label: r.host ?? t('short-urls.direct'),
                visits: r.visits,
              }))}
            />
            <TopList
              title={t('short-urls.devices')}
              testId="visits-devices"
              rows={data.devices.map((d) => ({
                label: t(`short-urls.device.${d.device}`, { defaultValue: d.device }),
                visits: d.visits,
              }))}
            />
            <TopList
              title={t('short-urls.browsers')}
              testId="visits-browsers"
              rows={data.browsers.map((b) => ({
                label: b.browser ?? t('short-urls.unknown'),
                visits: b.visits,
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
