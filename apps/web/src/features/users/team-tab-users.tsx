import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { OrgUserRow } from '@switchboard/contract/users';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { usePaging } from '../../ui/data-table/use-paging';
import { useOrgUsersQuery } from './api';
import { personColumns } from './person-columns';
import { InviteUserDialog } from './invite-user-dialog';

const column = createColumnHelper<OrgUserRow>();

/** The team's users tab: members, newest first, with an invite. */
export default function TeamTabUsers({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = usePaging();
  const [inviting, setInviting] = useState(false);
  const { data, error, isFetching } = useOrgUsersQuery({
    orgId,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const columns = useMemo(
    () => [
      ...personColumns<OrgUserRow>(t),
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
      {/* A failed load says so: an empty table would read as "no members". */}
      {error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <DataTable
        columns={columns}
        {...paging.pagingProps(data)}
        getRowId={(row) => String(row.id)}
        loading={isFetching}
        emptyText={t('users.noMembers')}
        onRowClick={(row) => navigate(`/teams/users/${row.id}`)}
      />
      <InviteUserDialog orgId={orgId} opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
