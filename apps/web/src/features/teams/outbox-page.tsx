import { Alert, Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { outboxChannels, outboxStatuses, type OutboxEntry } from '@switchboard/contract/outbox';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { FilterBar } from '../../ui/filter-bar';
import { useUrlFilters } from '../../ui/url-filters';
import { useOrgDetailsQuery, useOutboxQuery } from './api';
import { outboxColumns } from './outbox-columns';
import { outboxFiltersCodec, type OutboxFilters } from './outbox-filters';

/** The org the list is narrowed to, by name, with a way back to all messages. */
function OrgFilter({ orgId, onClear }: { orgId: number; onClear: () => void }) {
  const { t } = useTranslation();
  const { data: org } = useOrgDetailsQuery(orgId);
  return (
    <Group gap="xs" data-testid="outbox-org-filter">
      <Text size="sm">
        {t('teams.outbox.forOrg')}{' '}
        <Anchor component={Link} to={`/teams/${orgId}/subscriptions`}>
          {org?.name ?? `#${orgId}`}
        </Anchor>
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onClear}>
        {t('teams.outbox.allOrgs')}
      </Anchor>
    </Group>
  );
}

/**
 * `/outbox`: everything the built-in providers recorded instead of sending (SMS, push
 * notifications, webhooks, switch requests), newest first, so staff can tell a customer what
 * went out and see whether a webhook was delivered.
 */
export default function OutboxPage() {
  const { t } = useTranslation();
  const { filters, update, pagingProps } = useUrlFilters(outboxFiltersCodec);
  const { data, isFetching } = useOutboxQuery(filters);
  const columns = useMemo(() => outboxColumns(t, { withOrg: true }), [t]);

  const filterBar = (
    <FilterBar>
      <Select
        label={t('teams.outbox.columns.channel')}
        placeholder={t('teams.outbox.anyChannel')}
        data={outboxChannels.map((c) => ({ value: c, label: t(`teams.outbox.channels.${c}`) }))}
        value={filters.channel}
        onChange={(value) => update({ channel: value as OutboxFilters['channel'] })}
        clearable
        w={200}
        data-testid="outbox-channel-filter"
      />
      <Select
        label={t('teams.outbox.columns.status')}
        placeholder={t('teams.outbox.anyStatus')}
        // PENDING covers both a webhook waiting for delivery and a message a built-in provider recorded.
        data={outboxStatuses.map((s) => ({
          value: s,
          label:
            s === 'PENDING'
              ? `${t('teams.outbox.statuses.RECORDED')} / ${t('teams.outbox.statuses.PENDING')}`
              : t(`teams.outbox.statuses.${s}`),
        }))}
        value={filters.status}
        onChange={(value) => update({ status: value as OutboxFilters['status'] })}
        clearable
        w={180}
        data-testid="outbox-status-filter"
      />
      {filters.orgId ? (
        <OrgFilter orgId={filters.orgId} onClear={() => update({ orgId: null })} />
      ) : null}
    </FilterBar>
  );

  return (
    <Stack data-testid="outbox-page">
      <Title order={1} size="h2">
        {t('teams.outbox.title')}
      </Title>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('teams.outbox.intro')}
      </Alert>
      <DataTable<OutboxEntry>
        data-testid="outbox-table"
        columns={columns}
        {...pagingProps(data)}
        getRowId={(row) => String(row.id)}
        filters={filterBar}
        loading={isFetching}
        emptyText={t('teams.outbox.empty')}
      />
    </Stack>
  );
}
