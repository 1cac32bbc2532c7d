import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconUser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProduct } from '../../lib/api/config-api';
import { DataTable } from '../../ui/data-table/data-table';
import { exportHref } from '../../ui/export-href';
import { useUrlFilters } from '../../ui/url-filters';
import { useSearchOrgsQuery } from './api';
import { teamColumns } from './team-columns';
import { teamFiltersCodec, teamQuery } from './team-filters';
import { TeamListFilters } from './team-list-filters';

/** The team (org) list: server-side search, filters and paging, all kept in the URL. */
export function TeamList() {
  const { t } = useTranslation();
  const product = useProduct();
  const navigate = useNavigate();
  const { filters, update, pagingProps } = useUrlFilters(teamFiltersCodec);
  const { data, isFetching } = useSearchOrgsQuery(filters);
  const columns = useMemo(() => teamColumns(t, product.name), [t, product.name]);
  return (
    <Stack data-testid="teams-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('teams.title')}
        </Title>
        <Group gap="xs">
          <Button
            component="a"
            href={exportHref('/api/org/export', teamQuery(filters))}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
            data-testid="teams-export"
          >
            {t('teams.export')}
          </Button>
          {/* The users list lives in this area too (route in app/routes.tsx). */}
          <Button
            component={Link}
            to="/teams/users"
            variant="light"
            leftSection={<IconUser size={16} />}
            data-testid="users-link"
          >
            {t('users.title')}
          </Button>
        </Group>
      </Group>
      <DataTable
        data-testid="teams-table"
        columns={columns}
        {...pagingProps(data)}
        getRowId={(row) => String(row.id)}
        filters={<TeamListFilters filters={filters} onChange={update} />}
        loading={isFetching}
        emptyText={filters.text ? t('teams.noMatch', { text: filters.text }) : t('teams.empty')}
        onRowClick={(row) => navigate(`/teams/${row.id}/subscriptions`)}
      />
    </Stack>
  );
}
