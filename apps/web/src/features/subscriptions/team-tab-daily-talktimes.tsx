import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatNumber } from '@switchboard/contract/format';
import { setTalkTimeBody, TALK_TIME_BALANCE } from '@switchboard/contract/subscriptions';
import { useTranslation } from 'react-i18next';
import type { TeamTabProps } from '../../lib/slots';
import { FormStack } from '../../ui/form-stack';
import { Money } from '../../ui/money';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useDailyTalkTimesQuery, useSetTalkTimeMutation, useTalkTimeQuery } from './api';
import { showRefusal } from './use-action';

/** Talk-time balance (the ledger's sum), setting it, the ledger, and daily top-ups. */
export default function TeamDailyTalkTimesTab({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const { data: talkTime } = useTalkTimeQuery(orgId);
  const { data: daily = [] } = useDailyTalkTimesQuery(orgId);
  const [setTalkTime] = useSetTalkTimeMutation();
  const balance = useContractForm({
    schema: setTalkTimeBody,
    initialValues: { talk_time: '' as number | string },
    confirm: (body) => ({
      title: t('subscriptions.talkTime.set'),
      message: t('subscriptions.talkTime.confirm', {
        from: formatNumber(talkTime?.talk_time ?? 0),
        to: formatNumber(body.talk_time),
      }),
      danger: true,
    }),
    send: (body) => setTalkTime({ orgId, ...body }),
    failure: showRefusal,
  });
  const { talk_time: target } = balance.form.getValues();
  const inRange = isWholeInRange(target, TALK_TIME_BALANCE.min, TALK_TIME_BALANCE.max);

  return (
    <Stack data-testid="team-daily-talktimes">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Text c="dimmed" size="sm">
            {t('subscriptions.talkTime.balance')}
          </Text>
          <Title order={3} data-testid="talk-time-balance">
            {formatNumber(talkTime?.talk_time ?? 0)} {t('subscriptions.talkTime.minutes')}
          </Title>
        </Paper>
        <Paper withBorder p="md">
          <FormStack onSubmit={balance.submit}>
            <Group align="flex-end">
              <RangeNumberInput
                label={t('subscriptions.talkTime.set')}
                min={TALK_TIME_BALANCE.min}
                max={TALK_TIME_BALANCE.max}
                {...balance.form.getInputProps('talk_time')}
                data-testid="talk-time-input"
              />
              <Button type="submit" loading={balance.busy} disabled={!inRange}>
                {t('subscriptions.actions.save')}
              </Button>
            </Group>
          </FormStack>
        </Paper>
      </SimpleGrid>
      <Title order={4}>{t('subscriptions.talkTime.daily')}</Title>
      <Table striped data-testid="daily-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('subscriptions.topUpType')}</Table.Th>
            <Table.Th>{t('subscriptions.topUpName')}</Table.Th>
            <Table.Th>{t('subscriptions.dailyMinutes')}</Table.Th>
            <Table.Th>{t('subscriptions.startDate')}</Table.Th>
            <Table.Th>{t('subscriptions.endDate')}</Table.Th>
            <Table.Th>{t('subscriptions.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {daily.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center">
                  {t('subscriptions.talkTime.noDaily')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {daily.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                {d.type === 'DAILY_TALKTIME_CHOTA_TOP_UP'
                  ? t('subscriptions.chota')
                  : t('subscriptions.recurring')}
              </Table.Td>
              <Table.Td>{d.name ?? '—'}</Table.Td>
              <Table.Td>{formatNumber(d.minutes)}</Table.Td>
              <Table.Td>{d.start_date ? formatDate(d.start_date) : '—'}</Table.Td>
              <Table.Td>{d.end_date ? formatDate(d.end_date) : '—'}</Table.Td>
              <Table.Td>
                <Money paise={d.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('subscriptions.talkTime.ledger')}</Title>
      <Table striped data-testid="ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('subscriptions.talkTime.when')}</Table.Th>
            <Table.Th>{t('subscriptions.talkTime.change')}</Table.Th>
            <Table.Th>{t('subscriptions.talkTime.reason')}</Table.Th>
            <Table.Th>{t('subscriptions.talkTime.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(talkTime?.talk_time_ledger ?? []).map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatDateTime(e.created_at)}</Table.Td>
              <Table.Td c={e.delta_minutes < 0 ? 'red' : 'green'}>
                {e.delta_minutes > 0 ? '+' : ''}
                {formatNumber(e.delta_minutes)}
              </Table.Td>
              <Table.Td>{e.reason}</Table.Td>
              <Table.Td>{e.created_by ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
