import { Badge, Button, Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { userStatuses, type UserRow } from '@switchboard/contract/users';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { useUrlColumns } from '../../ui/url-columns';
import { useUrlFilters } from '../../ui/url-filters';
import { useSearchUsersQuery } from './api';
import { personColumns } from './person-columns';
import { CreateUserDialog } from './create-user-dialog';
import { userFiltersCodec, type UserFilters } from './user-filters';

/** Spec section 9: user search waits 300 ms after the last key. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

const column = createColumnHelper<UserRow>();

export function UserList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, update, pagingProps } = useUrlFilters(userFiltersCodec);
  const columnProps = useUrlColumns();
  const [creating, setCreating] = useState(false);
  const { data, isFetching } = useSearchUsersQuery(filters);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('users.columns.id') }),
      ...personColumns<UserRow>(t),
      column.accessor('role', {
        header: t('users.columns.role'),
        cell: (c) => t(`users.roles.${c.getValue()}`, c.getValue()),
      }),
      column.accessor('status', {
        header: t('users.columns.status'),
        cell: (c) => (
          <Badge color={c.getValue() === 'ACTIVE' ? 'green' : 'gray'} variant="light">
            {t(`users.status.${c.getValue()}`, c.getValue())}
          </Badge>
        ),
      }),
      column.accessor('created_at', {
        header: t('users.columns.created'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
    ],
    [t],
  );

  const filterBar = (
    <FilterBar>
      <SearchInput
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={filters.text}
        onSearch={(text) => update({ text })}
        delay={USER_SEARCH_DEBOUNCE_MS}
        w={320}
        data-testid="user-search"
      />
      <Select
        label={t('users.columns.status')}
        placeholder={t('users.anyStatus')}
        data={userStatuses.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
        value={filters.status}
        onChange={(value) => update({ status: value as UserFilters['status'] })}
        clearable
        w={160}
      />
      <SegmentedControl
        value={filters.order}
        onChange={(value) => update({ order: value === 'ASC' ? 'ASC' : 'DESC' })}
        data={[
          { value: 'DESC', label: t('users.newestFirst') },
          { value: 'ASC', label: t('users.oldestFirst') },
        ]}
      />
    </FilterBar>
  );

  return (
    <Stack data-testid="users-page">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('users.title')}
          </Title>
          <Button component={Link} to="/teams" variant="subtle" size="xs">
            {t('users.backToTeams')}
          </Button>
        </Group>
        <Group gap="xs">
          <ExportButton
            path="/api/users/export"
            filters={{ order: filters.order, status: filters.status, text: filters.text }}
            data-testid="users-export"
          />
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
            {t('users.create')}
          </Button>
        </Group>
      </Group>
      <DataTable
        data-testid="users-table"
        columns={columns}
        {...pagingProps(data)}
        {...columnProps}
        savedViews="users"
        getRowId={(row) => String(row.id)}
        filters={filterBar}
        loading={isFetching}
        emptyText={filters.text ? t('users.noMatch', { text: filters.text }) : t('users.empty')}
        onRowClick={(row) => navigate(`/teams/users/${row.id}`)}
      />
      <CreateUserDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(`/teams/users/${id}`)}
      />
    </Stack>
  );
}
