import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  messagingTiers,
  whatsappAccountStatuses,
  whatsappMessageStatuses,
  whatsappQualities,
  type WhatsappAccount,
} from '@switchboard/contract/whatsapp';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { DataTable } from '../../ui/data-table/data-table';
import { FilterBar } from '../../ui/filter-bar';
import { IndiaDateInput } from '../../ui/india-dates';
import { OrgPicker } from '../../ui/org-picker';
import { SearchInput } from '../../ui/search-input';
import { useUrlFilters } from '../../ui/url-filters';
import { useWhatsappAccountsQuery, useWhatsappMessagesQuery } from './api';
import { AccountStatusBadge, QualityBadge } from './badges';
import { accountFiltersCodec, messageFiltersCodec } from './filters';
import { LinkAccountDialog } from './link-account-dialog';
import { messageColumns } from './message-columns';

const column = createColumnHelper<WhatsappAccount>();

function Accounts() {
  const { t } = useTranslation();
  const { filters, update, pagingProps } = useUrlFilters(accountFiltersCodec);
  const { data, isFetching } = useWhatsappAccountsQuery({
    page: filters.page,
    page_size: filters.pageSize,
    text: filters.text,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.quality ? { quality: filters.quality } : {}),
    ...(filters.tier ? { tier: filters.tier } : {}),
  });
  const columns = useMemo(
    () => [
      column.accessor('org_name', {
        header: t('whatsapp.team'),
        cell: ({ row }) => (
          <Anchor component={Link} to={`/teams/${row.original.org_id}/whatsapp`} size="sm">
            {row.original.org_name}
          </Anchor>
        ),
      }),
      column.accessor('phone_number', {
        header: t('whatsapp.columns.number'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">+91 {row.original.phone_number}</Text>
            <Text size="xs" c="dimmed">
              {row.original.display_name}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('status', {
        header: t('whatsapp.columns.status'),
        cell: ({ getValue }) => <AccountStatusBadge status={getValue()} />,
      }),
      column.accessor('quality_rating', {
        header: t('whatsapp.qualityRating'),
        cell: ({ getValue }) => <QualityBadge quality={getValue()} />,
      }),
      column.accessor('messaging_tier', {
        header: t('whatsapp.tier'),
        cell: ({ getValue }) => {
          const tier = getValue();
          return <Text size="sm">{tier ? t(`whatsapp.tiers.${tier}`) : '–'}</Text>;
        },
      }),
      column.accessor('plan_name', {
        header: t('whatsapp.plan'),
        cell: ({ getValue }) => (
          <Text size="sm" c={getValue() ? undefined : 'red.9'}>
            {getValue() ?? t('whatsapp.noWabaPlan')}
          </Text>
        ),
      }),
    ],
    [t],
  );
  const filtered = Boolean(filters.text || filters.status || filters.quality || filters.tier);
  const option = (prefix: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`whatsapp.${prefix}.${v}`) }));
  return (
    <DataTable<WhatsappAccount>
      data-testid="whatsapp-accounts"
      savedViews="whatsapp-accounts"
      columns={columns}
      {...pagingProps(data)}
      getRowId={(row) => String(row.id)}
      loading={isFetching}
      emptyText={filtered ? t('whatsapp.noAccountsMatch') : t('whatsapp.noAccounts')}
      filters={
        <FilterBar
          onReset={
            filtered
              ? () => update({ text: '', status: null, quality: null, tier: null })
              : undefined
          }
        >
          <SearchInput
            label={t('whatsapp.search')}
            placeholder={t('whatsapp.searchHint')}
            value={filters.text}
            onSearch={(text) => update({ text })}
            data-testid="whatsapp-account-search"
          />
          <Select
            label={t('whatsapp.columns.status')}
            placeholder={t('whatsapp.any')}
            data={option('accountStatus', whatsappAccountStatuses)}
            value={filters.status}
            onChange={(status) => update({ status: status as typeof filters.status })}
            clearable
            w={170}
            data-testid="whatsapp-status-filter"
          />
          <Select
            label={t('whatsapp.qualityRating')}
            placeholder={t('whatsapp.any')}
            data={option('quality', whatsappQualities)}
            value={filters.quality}
            onChange={(quality) => update({ quality: quality as typeof filters.quality })}
            clearable
            w={150}
          />
          <Select
            label={t('whatsapp.tier')}
            placeholder={t('whatsapp.any')}
            data={option('tiers', messagingTiers)}
            value={filters.tier}
            onChange={(tier) => update({ tier: tier as typeof filters.tier })}
            clearable
            w={170}
          />
        </FilterBar>
      }
    />
  );
}

function Messages() {
  const { t } = useTranslation();
  const { filters, update, pagingProps } = useUrlFilters(messageFiltersCodec);
  const { data, isFetching } = useWhatsappMessagesQuery({
    page: filters.page,
    page_size: filters.pageSize,
    ...(filters.orgId ? { org_id: filters.orgId } : {}),
    ...(filters.number ? { number: filters.number } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  });
  const columns = useMemo(() => messageColumns(t, { withOrg: true }), [t]);
  const filtered = Boolean(
    filters.orgId || filters.number || filters.status || filters.from || filters.to,
  );
  return (
    <DataTable
      data-testid="whatsapp-all-messages"
      savedViews="whatsapp-messages"
      columns={columns}
      {...pagingProps(data)}
      getRowId={(row) => String(row.id)}
      loading={isFetching}
      emptyText={t('whatsapp.noMessages')}
      filters={
        <FilterBar
          onReset={
            filtered
              ? () => update({ orgId: null, number: '', status: null, from: '', to: '' })
              : undefined
          }
        >
          <OrgPicker
            label={t('whatsapp.team')}
            value={filters.orgId}
            onChange={(orgId) => update({ orgId })}
            data-testid="whatsapp-org-filter"
          />
          <SearchInput
            label={t('whatsapp.columns.number')}
            placeholder={t('whatsapp.numberHint')}
            value={filters.number}
            onSearch={(number) => update({ number: number.replace(/[\s-]/g, '') })}
            data-testid="whatsapp-number-search"
          />
          <Select
            label={t('whatsapp.columns.status')}
            placeholder={t('whatsapp.any')}
            data={whatsappMessageStatuses.map((s) => ({
              value: s,
              label: t(`whatsapp.messageStatus.${s}`),
            }))}
            value={filters.status}
            onChange={(status) => update({ status: status as typeof filters.status })}
            clearable
            w={170}
          />
          <IndiaDateInput
            label={t('whatsapp.from')}
            value={filters.from}
            onChange={(from) => update({ from })}
            clearable
            testId="whatsapp-from"
          />
          <IndiaDateInput
            label={t('whatsapp.to')}
            value={filters.to}
            onChange={(to) => update({ to })}
            clearable
            testId="whatsapp-to"
          />
        </FilterBar>
      }
    />
  );
}

/**
 * Menu "Whatsapp": every team's WhatsApp number (flagged and restricted first, the ones staff
 * look for), and every message sent or received, searchable by number, status and day.
 */
export default function WhatsappPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'messages' ? 'messages' : 'accounts';
  const [linking, setLinking] = useState(false);
  const canLink = useAppAbility().can('create', 'Whatsapp');
  return (
    <Stack data-testid="whatsapp-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.whatsapp')}
        </Title>
        {canLink ? (
          <Button onClick={() => setLinking(true)} data-testid="whatsapp-link-open">
            {t('whatsapp.linkTitle')}
          </Button>
        ) : null}
      </Group>
      <SegmentedControl
        w="fit-content"
        data={[
          { value: 'accounts', label: t('whatsapp.accounts') },
          { value: 'messages', label: t('whatsapp.messages') },
        ]}
        value={view}
        onChange={(v) => setParams(v === 'messages' ? { view: 'messages' } : {})}
        data-testid="whatsapp-view"
      />
      {view === 'messages' ? <Messages /> : <Accounts />}
      {linking ? <LinkAccountDialog orgId={null} onClose={() => setLinking(false)} /> : null}
    </Stack>
  );
}
