import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { OrgUserRow } from '@switchboard/contract/users';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamTabProps } from '../../app/team-tabs';
import { DataTable } from '../../ui/data-table/data-table';
import { useOrgUsersQuery } from './api';
import { InviteUserModal } from './invite-user-modal';

const column = createColumnHelper<OrgUserRow>();

/** The team's users tab: members, newest first, with an invite. */
export default function TeamTabUsers({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [inviting, setInviting] = useState(false);
  const { data, isFetching } = useOrgUsersQuery({ orgId, ...paging });
  const columns = useMemo(
    () => [
      column.accessor((u) => `${u.first_name} ${u.last_name}`.trim(), {
        id: 'name',
        header: t('users.columns.name'),
      }),
      column.accessor('phone', {
        header: t('users.columns.phone'),
        cell: (c) => c.getValue() ?? '–',
      }),
      column.accessor('email', {
        header: t('users.columns.email'),
        cell: (c) => c.getValue() ?? '–',
      }),
      column.accessor('org_role', {
        header: t('users.orgRole'),
        cell: (c) => (
          <Badge variant="outline">{t(`users.orgRoles.${c.getValue()}`, c.getValue())}</Badge>
        ),
      }),
      column.accessor('status', {
        header: t('users.columns.status'),
        cell: (c) => t(`users.status.${c.getValue()}`, c.getValue()),
      }),
      column.accessor('joined_at', {
        header: t('users.joined'),
        cell: (c) => formatDateTime(c.getValue()),
      }),
    ],
    [t],
  );
  return (
    <Stack data-testid="users-tab">
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          {t('users.invite')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        page={paging.page}
        pageSize={paging.pageSize}
        total={data?.total_items ?? 0}
        totalIsEstimate={data?.total_is_estimate ?? false}
        onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
        onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
        loading={isFetching}
        emptyText={t('users.noMembers')}
        onRowClick={(row) => navigate(`/teams/users/${row.id}`)}
      />
      <InviteUserModal orgId={orgId} opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
