import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import {
  campaignStatuses,
  type Campaign,
  type CampaignStatus,
} from '@switchboard/contract/campaigns';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { useListParams } from '../../ui/use-list-params';
import { useCampaignsQuery } from './api';
import { CampaignDialog } from './campaign-dialog';
import { OptOutsDialog } from './opt-outs-dialog';
import { CampaignProgress, CampaignStatusBadge } from './status-badge';
import { useAdaptivePolling } from '../../lib/polling';

const column = createColumnHelper<Campaign>();
const FILTERS = ['text', 'status'] as const;

/** Every campaign, newest first, with how far its sending got. */
export function CampaignList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [creating, setCreating] = useState(false);
  const [optOuts, setOptOuts] = useState(false);
  const list = useListParams(FILTERS);
  // A sending campaign's progress moves on its own: looked at every 5 s, less often while
  // nothing changes, not at all while the tab is hidden.
  const [pollingInterval, answered] = useAdaptivePolling(5000);
  const { data, currentData, isFetching, fulfilledTimeStamp } = useCampaignsQuery(
    {
      page: list.page,
      page_size: list.pageSize,
      text: list.values.text || undefined,
      status: (list.values.status || undefined) as CampaignStatus | undefined,
    },
    { pollingInterval, skipPollingIfUnfocused: true },
  );
  useEffect(() => answered(data, fulfilledTimeStamp), [answered, data, fulfilledTimeStamp]);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('campaigns.name'),
        cell: (c) => (
          <Text size="sm" fw={500}>
            {c.getValue()}
          </Text>
        ),
      }),
      column.accessor('status', {
        header: t('campaigns.statusLabel'),
        cell: (c) => (
          <CampaignStatusBadge
            status={c.getValue()}
            awaitingApproval={c.row.original.awaiting_approval}
          />
        ),
      }),
      column.display({
        id: 'progress',
        header: t('campaigns.progress'),
        cell: (c) => (
          <Stack gap={2} w={160}>
            <CampaignProgress counts={c.row.original.counts} />
            <Text size="xs" c="dimmed">
              {t('campaigns.sentOf', {
                sent: formatNumber(c.row.original.counts.total - c.row.original.counts.QUEUED),
                total: formatNumber(c.row.original.counts.total),
              })}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('scheduled_at', {
        header: t('campaigns.scheduledAt'),
        cell: (c) => (c.getValue() ? formatDateTime(c.getValue()!) : '—'),
      }),
    ],
    [t],
  );
  return (
    <Stack data-testid="campaigns-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.campaigns')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/admin/campaigns/export"
            filters={{ text: list.values.text, status: list.values.status }}
            data-testid="campaigns-export"
          />
          <Button variant="default" onClick={() => setOptOuts(true)} data-testid="open-opt-outs">
            {t('campaigns.optOuts')}
          </Button>
          {ability.can('create', 'Growth') && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="new-campaign"
            >
              {t('campaigns.new')}
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        // A background poll is no reload: the table shows loading only for new filters or pages.
        {...list.tableProps(data, isFetching && !currentData)}
        savedViews="campaigns"
        columns={columns}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => navigate(`/campaigns/${row.id}`)}
        emptyText={list.filtered ? t('campaigns.noMatch') : t('campaigns.empty')}
        data-testid="campaigns-table"
        filters={
          <FilterBar onReset={list.filtered ? list.reset : undefined}>
            <SearchInput
              label={t('campaigns.search')}
              value={list.values.text}
              onSearch={(text) => list.setFilter('text', text)}
            />
            <Select
              label={t('campaigns.statusLabel')}
              placeholder={t('campaigns.allStatuses')}
              clearable
              value={list.values.status || null}
              onChange={(next) => list.setFilter('status', next ?? '')}
              data={campaignStatuses.map((s) => ({ value: s, label: t(`campaigns.status.${s}`) }))}
              w={170}
              data-testid="campaigns-status-filter"
            />
          </FilterBar>
        }
      />
      {optOuts && <OptOutsDialog onClose={() => setOptOuts(false)} />}
      {creating && (
        <CampaignDialog
          onClose={() => setCreating(false)}
          onSaved={(id) => navigate(`/campaigns/${id}`)}
        />
      )}
    </Stack>
  );
}
