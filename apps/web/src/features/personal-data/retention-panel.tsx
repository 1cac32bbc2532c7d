import { Loader, Stack, Table, Text } from '@mantine/core';
import { formatCount, formatDateTime } from '@switchboard/contract/format';
import { retentionKinds } from '@switchboard/contract/personal-data';
import { useTranslation } from 'react-i18next';
import { useDataRetentionQuery } from './api';

/**
 * The retention job: how long each kind is kept, and what its last run removed or anonymised
 * (DPDP Act). SUs, or staff granted reading personal data.
 */
export function RetentionPanel() {
  const { t } = useTranslation();
  const { data, isLoading } = useDataRetentionQuery();
  if (isLoading || !data) return <Loader size="sm" />;
  const last = data.last_run;
  return (
    <Stack data-testid="retention-panel">
      <Text size="sm" c="dimmed">
        {t('personal-data.retention.intro', { hours: formatCount(data.every_hours) })}
      </Text>
      <Text size="sm" data-testid="retention-last-run">
        {last && last.finished_at
          ? t('personal-data.retention.lastRun', {
              started: formatDateTime(last.started_at),
              finished: formatDateTime(last.finished_at),
            })
          : last
            ? t('personal-data.retention.lastRunUnfinished', {
                started: formatDateTime(last.started_at),
              })
            : t('personal-data.retention.never')}
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('personal-data.retention.columns.kind')}</Table.Th>
            <Table.Th ta="right">{t('personal-data.retention.columns.kept')}</Table.Th>
            <Table.Th ta="right">{t('personal-data.retention.columns.lastRun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {retentionKinds.map((kind) => (
            <Table.Tr key={kind} data-testid={`retention-${kind}`}>
              <Table.Td>
                <Text size="sm">{t(`personal-data.retention.kinds.${kind}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`personal-data.retention.what.${kind}`)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {t('personal-data.retention.days', { count: data.periods[kind] })}
              </Table.Td>
              <Table.Td ta="right">{last ? formatCount(last.counts[kind]) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
