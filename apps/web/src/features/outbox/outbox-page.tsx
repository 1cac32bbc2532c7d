import { Alert, Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { outboxChannels, outboxStatuses, type OutboxEntry } from '@switchboard/contract/outbox';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { selectColumn, useRowSelection } from '../../ui/data-table/row-selection';
import { ExportButton } from '../../ui/export-button';
import { FilterBar } from '../../ui/filter-bar';
import { IndiaDateInput } from '../../ui/india-dates';
import { useUrlColumns } from '../../ui/url-columns';
import { useUrlFilters } from '../../ui/url-filters';
import { useOutboxQuery } from './api';
import { outboxColumns } from './columns';
import { outboxFiltersCodec, type OutboxFilters } from './filters';
import { MessageDrawer } from './message-drawer';
import { OutboxBulkBar, outboxIdOf } from './outbox-bulk';
import { SandboxBadges } from './sandbox-badge';

/** The org the list is narrowed to, by name, with a way back to all messages. */
function OrgFilter({
  orgId,
  name,
  onClear,
}: {
  orgId: number;
  name?: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="outbox-org-filter">
      <Text size="sm">
        {t('outbox.forOrg')}{' '}
        <Anchor component={Link} to={`/teams/${orgId}/subscriptions`}>
          {name ?? `#${orgId}`}
        </Anchor>
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onClear}>
        {t('outbox.allOrgs')}
      </Anchor>
    </Group>
  );
}

/**
 * `/outbox`: every message the product sends (SMS, email, push, WhatsApp, switch requests,
 * webhooks), newest first, with its delivery state. A row opens the message: its payload,
 * each try with the provider's answer, and retry or cancel.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const { filters, update, pagingProps } = useUrlFilters(outboxFiltersCodec);
  const columnProps = useUrlColumns();
  const { data, isFetching } = useOutboxQuery(filters);
  const selection = useRowSelection(
    data?.rows.map(outboxIdOf) ?? [],
    data?.total_items ?? 0,
    JSON.stringify({ ...filters, page: 0 }),
  );
  const columns = useMemo(
    () => [selectColumn(selection, outboxIdOf), ...outboxColumns(t, { withOrg: true })],
    [t, selection],
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const filtered = Boolean(
    filters.channel || filters.status || filters.orgId || filters.from || filters.to,
  );

  const filterBar = (
    <FilterBar
      actions={
        <ExportButton
          path="/api/outbox/export"
          filters={{
            channel: filters.channel,
            status: filters.status,
            org_id: filters.orgId,
            from: filters.from,
            to: filters.to,
          }}
          data-testid="outbox-export"
        />
      }
      onReset={
        filtered
          ? () => update({ channel: null, status: null, orgId: null, from: '', to: '' })
          : undefined
      }
    >
      <Select
        label={t('outbox.columns.channel')}
        placeholder={t('outbox.anyChannel')}
        data={outboxChannels.map((c) => ({ value: c, label: t(`outbox.channels.${c}`) }))}
        value={filters.channel}
        onChange={(value) => update({ channel: value as OutboxFilters['channel'] })}
        clearable
        w={200}
        data-testid="outbox-channel-filter"
      />
      <Select
        label={t('outbox.columns.status')}
        placeholder={t('outbox.anyStatus')}
        data={outboxStatuses.map((s) => ({ value: s, label: t(`outbox.statuses.${s}`) }))}
        value={filters.status}
        onChange={(value) => update({ status: value as OutboxFilters['status'] })}
        clearable
        w={180}
        data-testid="outbox-status-filter"
      />
      <IndiaDateInput
        label={t('outbox.from')}
        value={filters.from}
        onChange={(from) => update({ from })}
        clearable
        testId="outbox-from"
      />
      <IndiaDateInput
        label={t('outbox.to')}
        value={filters.to}
        onChange={(to) => update({ to })}
        clearable
        testId="outbox-to"
      />
      {filters.orgId ? (
        <OrgFilter
          orgId={filters.orgId}
          name={data?.rows.find((r) => r.org?.id === filters.orgId)?.org?.name}
          onClear={() => update({ orgId: null })}
        />
      ) : null}
    </FilterBar>
  );

  return (
    <Stack data-testid="outbox-page">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('outbox.title')}
        </Title>
        <SandboxBadges perChannel />
      </Group>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('outbox.intro')}
      </Alert>
      <OutboxBulkBar selection={selection} filters={filters} total={data?.total_items ?? 0} />
      <DataTable<OutboxEntry>
        data-testid="outbox-table"
        columns={columns}
        {...pagingProps(data)}
        {...columnProps}
        savedViews="outbox"
        getRowId={(row) => String(row.id)}
        filters={filterBar}
        loading={isFetching}
        emptyText={t('outbox.empty')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <MessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
