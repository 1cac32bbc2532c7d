import { Badge, Card, Text, Title } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { IntegrationSetting } from '@switchboard/contract/integrations';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { useIntegrationSettingsQuery } from './api';

const column = createColumnHelper<IntegrationSetting>();
/** Spec section 9: integration settings open on page 1 with 10 a page. */
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 10;

/** The org's connected integrations, paged on the server; page and size live in the URL. */
export function SettingsSection({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(DEFAULT_PAGE, Number(params.get('page')) || DEFAULT_PAGE);
  const pageSize = Number(params.get('page_size')) || DEFAULT_PAGE_SIZE;
  const { data, isFetching } = useIntegrationSettingsQuery({ orgId, page, pageSize });
  const setPaging = (next: { page?: number; page_size?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) out.set(key, String(value));
        return out;
      },
      { replace: true },
    );

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
      cell: (c) => (
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
  ];
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {t('integrations.settingsTitle')}
      </Title>
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
    </Card>
  );
}
