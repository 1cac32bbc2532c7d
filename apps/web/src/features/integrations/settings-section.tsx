import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { IntegrationSetting } from '@switchboard/contract/integrations';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { DataTable } from '../../ui/data-table/data-table';
import { runAction } from '../../ui/run-action';
import { useUrlParams } from '../../ui/use-list-params';
import {
  useChangeIntegrationMutation,
  useIntegrationOrgQuery,
  useIntegrationSettingsQuery,
  useRemoveIntegrationMutation,
} from './api';
import { IntegrationDialog } from './integration-dialog';

const column = createColumnHelper<IntegrationSetting>();
/** Spec section 9: integration settings open on page 1 with 10 a page. */
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 10;

/** The org's connected integrations, paged on the server; page and size live in the URL. */
export function SettingsSection({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const [params, update] = useUrlParams();
  const page = Math.max(DEFAULT_PAGE, Number(params.get('page')) || DEFAULT_PAGE);
  const pageSize = Number(params.get('page_size')) || DEFAULT_PAGE_SIZE;
  const { data, isFetching } = useIntegrationSettingsQuery({ orgId, page, pageSize });
  const { data: org } = useIntegrationOrgQuery(orgId);
  const ability = useAppAbility();
  const [adding, setAdding] = useState(false);
  const [change] = useChangeIntegrationMutation();
  const [remove] = useRemoveIntegrationMutation();
  const providerName = (s: IntegrationSetting) => t(`integrations.providers.${s.provider}`);
  const setPaging = (next: { page?: number; page_size?: number }) => update(next);

  const columns = [
    column.accessor('provider', {
      header: t('integrations.provider'),
      cell: (c) => (
        <Text fw={500} size="sm">
          {t(`integrations.providers.${c.getValue()}`)}
        </Text>
      ),
    }),
    column.accessor('config', {
      header: t('integrations.account'),
      cell: (c) => Object.values(c.getValue()).join(' · ') || '–',
    }),
    column.accessor('is_active', {
      header: t('integrations.state'),
      cell: (c) =>
        ability.can('update', 'Integration') ? (
          <Switch
            checked={c.getValue()}
            label={t(c.getValue() ? 'integrations.active' : 'integrations.paused')}
            aria-label={t('integrations.activeOf', { name: providerName(c.row.original) })}
            onChange={(e) =>
              void runAction({
                run: () =>
                  change({
                    id: c.row.original.id,
                    body: { is_active: e.currentTarget.checked },
                  }),
                success: (result) => result.message,
              })
            }
            data-testid="integration-active"
          />
        ) : (
          <Badge variant="light" color={c.getValue() ? 'green' : 'gray'}>
            {t(c.getValue() ? 'integrations.active' : 'integrations.paused')}
          </Badge>
        ),
    }),
    column.accessor('last_synced_at', {
      header: t('integrations.lastSynced'),
      cell: (c) =>
        c.getValue() ? formatDateTime(c.getValue() as string) : t('integrations.never'),
    }),
    column.accessor('created_at', {
      header: t('integrations.connected'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    column.display({
      id: 'remove',
      header: '',
      cell: (c) =>
        ability.can('delete', 'Integration') && (
          <Tooltip label={t('integrations.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('integrations.removeOf', { name: providerName(c.row.original) })}
              onClick={() =>
                void runAction({
                  confirm: {
                    title: t('integrations.removeTitle'),
                    message: t('integrations.removeConfirm', {
                      name: providerName(c.row.original),
                      org: org?.name ?? `#${orgId}`,
                    }),
                    confirmLabel: t('integrations.remove'),
                    danger: true,
                  },
                  run: () => remove(c.row.original.id),
                  success: (result) => result.message,
                })
              }
              data-testid="integration-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ),
    }),
  ];
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('integrations.settingsTitle')}
        </Title>
        {ability.can('create', 'Integration') && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
            data-testid="integration-add"
          >
            {t('integrations.addTitle')}
          </Button>
        )}
      </Group>
      <DataTable
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(r) => String(r.id)}
        page={page}
        pageSize={pageSize}
        total={data?.total_items ?? 0}
        totalIsEstimate={data?.total_is_estimate}
        onPageChange={(next) => setPaging({ page: next })}
        onPageSizeChange={(next) => setPaging({ page: DEFAULT_PAGE, page_size: next })}
        loading={isFetching}
        emptyText={t('integrations.noSettings')}
        data-testid="integration-settings-table"
      />
      {adding && <IntegrationDialog orgId={orgId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
