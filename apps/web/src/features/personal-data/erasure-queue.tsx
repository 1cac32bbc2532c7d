import { Anchor, Button, Checkbox, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@switchboard/contract/format';
import { erasureStatuses, type ErasureStatus } from '@switchboard/contract/personal-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErasureRequestsQuery } from './api';
import { ErasureStatusBadge } from './erasure-status';

const PAGE = 50;

/** The erasure requests: who, asked by whom, received and due (overdue marked), how they ended. */
export function ErasureQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ErasureStatus | null>('OPEN');
  const [overdue, setOverdue] = useState(false);
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const before = cursors.at(-1) ?? null;
  const { data, isFetching } = useErasureRequestsQuery({ status, overdue, before, limit: PAGE });
  return (
    <Stack data-testid="erasure-queue">
      <Text size="sm" c="dimmed">
        {t('personal-data.erasure.queueIntro')}
      </Text>
      <Group align="end">
        <Select
          label={t('personal-data.erasure.statusFilter')}
          placeholder={t('personal-data.erasure.allStatuses')}
          data={erasureStatuses.map((s) => ({
            value: s,
            label: t(`personal-data.erasure.statuses.${s}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value as ErasureStatus | null);
            setCursors([null]);
          }}
          clearable
          data-testid="erasure-status-filter"
        />
        <Checkbox
          label={t('personal-data.erasure.overdueOnly')}
          checked={overdue}
          onChange={(e) => {
            setOverdue(e.currentTarget.checked);
            setCursors([null]);
          }}
          mb={8}
          data-testid="erasure-overdue-filter"
        />
        {isFetching ? <Loader size="sm" /> : null}
      </Group>
      {data && data.rows.length === 0 ? (
        <Text c="dimmed">{t('personal-data.erasure.queueEmpty')}</Text>
      ) : null}
      {data && data.rows.length > 0 ? (
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('personal-data.erasure.columns.person')}</Table.Th>
              <Table.Th>{t('personal-data.erasure.columns.askedBy')}</Table.Th>
              <Table.Th>{t('personal-data.erasure.columns.received')}</Table.Th>
              <Table.Th>{t('personal-data.erasure.columns.due')}</Table.Th>
              <Table.Th>{t('personal-data.erasure.columns.status')}</Table.Th>
              <Table.Th>{t('personal-data.erasure.columns.closed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((r) => (
              <Table.Tr
                key={r.id}
                data-testid="erasure-row"
                data-status={r.status}
                data-overdue={r.overdue ? 'true' : 'false'}
              >
                <Table.Td>
                  <Anchor component={Link} to={`/teams/users/${r.person_user_id}`} size="sm">
                    {r.person_name ?? `#${r.person_user_id}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`personal-data.erasure.askers.${r.asked_by}`)}</Text>
                  {r.recorded_by ? (
                    <Text size="xs" c="dimmed">
                      {t('personal-data.erasure.recordedBy', { who: r.recorded_by })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(r.received_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    c={r.overdue ? 'red' : undefined}
                    fw={r.overdue ? 600 : undefined}
                  >
                    {formatDate(r.due_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ErasureStatusBadge request={r} />
                  {r.reason ? (
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {r.closed_at ? (
                    <Text size="sm">
                      {formatDateTime(r.closed_at)} · {r.closed_by ?? '–'}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Group>
        <Button
          variant="default"
          disabled={cursors.length <= 1}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('personal-data.newer')}
        </Button>
        <Button
          variant="default"
          disabled={!data?.next_before}
          onClick={() => data?.next_before && setCursors((c) => [...c, data.next_before])}
        >
          {t('personal-data.older')}
        </Button>
      </Group>
    </Stack>
  );
}
