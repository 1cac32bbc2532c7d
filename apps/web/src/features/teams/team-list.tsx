import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProduct } from '../../lib/api/config-api';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { useUrlColumns } from '../../ui/url-columns';
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
  const columnProps = useUrlColumns();
  const { data, isFetching } = useSearchOrgsQuery(filters);
  const columns = useMemo(() => teamColumns(t, product.name), [t, product.name]);
  return (
    <Stack data-testid="teams-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('teams.title')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/org/export"
            filters={teamQuery(filters)}
            data-testid="teams-export"
          />
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
        {...columnProps}
        savedViews="teams"
        getRowId={(row) => String(row.id)}
        filters={<TeamListFilters filters={filters} onChange={update} />}
        loading={isFetching}
        emptyText={filters.text ? t('teams.noMatch', { text: filters.text }) : t('teams.empty')}
        onRowClick={(row) => navigate(`/teams/${row.id}/subscriptions`)}
      />
    </Stack>
  );
}
