import { Button, Group, Select, Stack, Title } from '@mantine/core';
import {
  inviteCodeStatuses,
  ownerKinds,
  type InviteCode,
  type InviteCodeStatus,
} from '@switchboard/contract/invite-codes';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { useListParams } from '../../ui/use-list-params';
import { useInviteCodesQuery } from './api';
import { CreatedCodes } from './created-codes';
import { useInviteCodeColumns } from './invite-code-columns';
import { InviteCodeDialog } from './invite-code-dialog';

const FILTERS = ['text', 'status', 'owner', 'batch_id'] as const;

/** Every invite code, newest first: search, status and owner filters, uses against the limit, CSV. */
export function InviteCodeList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{
    codes: InviteCode[];
    total: number;
    batch: string | null;
  }>();
  const list = useListParams(FILTERS);
  const filters = {
    text: list.values.text || undefined,
    status: (list.values.status || undefined) as InviteCodeStatus | undefined,
    owner: (list.values.owner || undefined) as (typeof ownerKinds)[number] | undefined,
    batch_id: list.values.batch_id || undefined,
  };
  const { data, isFetching } = useInviteCodesQuery({
    page: list.page,
    page_size: list.pageSize,
    ...filters,
  });
  const columns = useInviteCodeColumns();
  const filtered = FILTERS.some((f) => list.values[f]);

  return (
    <Stack data-testid="invite-codes-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.inviteCodes')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/admin/invite-codes/export"
            filters={filters}
            data-testid="invite-codes-export"
          />
          {ability.can('create', 'Growth') && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="new-invite-codes"
            >
              {t('invite-codes.new')}
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        {...list.tableProps(data, isFetching)}
        savedViews="invite-codes"
        columns={columns}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => navigate(`/invite-codes/${row.id}`)}
        emptyText={filtered ? t('invite-codes.noMatch') : t('invite-codes.empty')}
        data-testid="invite-codes-table"
        filters={
          <FilterBar onReset={list.filtered ? list.reset : undefined}>
            <SearchInput
              label={t('invite-codes.search')}
              value={list.values.text}
              onSearch={(text) => list.setFilter('text', text)}
              data-testid="invite-codes-search"
            />
            <Select
              label={t('invite-codes.statusLabel')}
              placeholder={t('invite-codes.allStatuses')}
              clearable
              value={list.values.status || null}
              onChange={(next) => list.setFilter('status', next ?? '')}
              data={inviteCodeStatuses.map((s) => ({
                value: s,
                label: t(`invite-codes.status.${s}`),
              }))}
              w={160}
              data-testid="invite-codes-status-filter"
            />
            <Select
              label={t('invite-codes.owner')}
              placeholder={t('invite-codes.anyOwner')}
              clearable
              value={list.values.owner || null}
              onChange={(next) => list.setFilter('owner', next ?? '')}
              data={ownerKinds.map((k) => ({ value: k, label: t(`invite-codes.ownerKind.${k}`) }))}
              w={160}
            />
            {list.values.batch_id && (
              <Button variant="light" size="xs" onClick={() => list.setFilter('batch_id', '')}>
                {t('invite-codes.clearBatch')}
              </Button>
            )}
          </FilterBar>
        }
      />
      {creating && (
        <InviteCodeDialog
          onClose={() => setCreating(false)}
          onCreated={(result) =>
            setCreated({ codes: result.codes, total: result.created, batch: result.batch_id })
          }
        />
      )}
      {created && (
        <CreatedCodes
          {...created}
          onClose={() => setCreated(undefined)}
          onShowBatch={(batch) => {
            setCreated(undefined);
            list.setFilter('batch_id', batch);
          }}
        />
      )}
    </Stack>
  );
}
