import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@switchboard/contract/format';
import {
  referralStatuses,
  type Referral,
  type ReferralStatus,
} from '@switchboard/contract/referrals';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { IndiaDateInput } from '../../ui/india-dates';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { useListParams } from '../../ui/use-list-params';
import { useReferralsQuery } from './api';
import { FraudFlags, ReferralStatusBadge } from './status-badges';

const column = createColumnHelper<Referral>();
const FILTERS = ['text', 'status', 'flagged', 'from', 'to'] as const;

/** Every referral, newest first: who referred which team, how far it got, what looks wrong. */
export function ReferralList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const filters = {
    text: list.values.text || undefined,
    status: (list.values.status || undefined) as ReferralStatus | undefined,
    flagged: (list.values.flagged || undefined) as 'true' | 'false' | undefined,
    created_from: list.values.from || undefined,
    created_to: list.values.to || undefined,
  };
  const { data, isFetching } = useReferralsQuery({
    page: list.page,
    page_size: list.pageSize,
    ...filters,
  });
  const columns = useMemo(
    () => [
      column.accessor('referred_org_name', {
        header: t('referrals.team'),
        cell: (c) => (
          <Text size="sm" fw={500}>
            {c.getValue()}
          </Text>
        ),
      }),
      column.display({
        id: 'referrer',
        header: t('referrals.referrer'),
        cell: (c) =>
          `${c.row.original.referrer_name}${c.row.original.referrer_org_name ? ` · ${c.row.original.referrer_org_name}` : ''}`,
      }),
      column.accessor('code', { header: t('referrals.code') }),
      column.accessor('status', {
        header: t('referrals.statusLabel'),
        cell: (c) => <ReferralStatusBadge status={c.getValue()} />,
      }),
      column.accessor('flags', {
        header: t('referrals.flags'),
        cell: (c) => <FraudFlags flags={c.getValue()} />,
      }),
      column.accessor('created_at', {
        header: t('referrals.created'),
        cell: (c) => formatDate(c.getValue()),
      }),
    ],
    [t],
  );
  return (
    <Stack data-testid="referrals-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.referrals')}
        </Title>
        <ExportButton
          path="/api/admin/referrals/export"
          filters={filters}
          data-testid="referrals-export"
        />
      </Group>
      <DataTable
        {...list.tableProps(data, isFetching)}
        savedViews="referrals"
        columns={columns}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => navigate(`/referrals/${row.id}`)}
        emptyText={list.filtered ? t('referrals.noMatch') : t('referrals.empty')}
        data-testid="referrals-table"
        filters={
          <FilterBar onReset={list.filtered ? list.reset : undefined}>
            <SearchInput
              label={t('referrals.search')}
              value={list.values.text}
              onSearch={(text) => list.setFilter('text', text)}
              data-testid="referrals-search"
            />
            <Select
              label={t('referrals.statusLabel')}
              placeholder={t('referrals.allStatuses')}
              clearable
              value={list.values.status || null}
              onChange={(next) => list.setFilter('status', next ?? '')}
              data={referralStatuses.map((s) => ({ value: s, label: t(`referrals.status.${s}`) }))}
              w={170}
              data-testid="referrals-status-filter"
            />
            <Select
              label={t('referrals.flags')}
              placeholder={t('referrals.anyFlags')}
              clearable
              value={list.values.flagged || null}
              onChange={(next) => list.setFilter('flagged', next ?? '')}
              data={[
                { value: 'true', label: t('referrals.flagged') },
                { value: 'false', label: t('referrals.notFlagged') },
              ]}
              w={170}
            />
            <IndiaDateInput
              label={t('referrals.from')}
              value={list.values.from}
              onChange={(v) => list.setFilter('from', v)}
              testId="referrals-from"
            />
            <IndiaDateInput
              label={t('referrals.to')}
              value={list.values.to}
              onChange={(v) => list.setFilter('to', v)}
              testId="referrals-to"
            />
          </FilterBar>
        }
      />
    </Stack>
  );
}
