import { ActionIcon, Badge, Button, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { IconDots, IconUserPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { StaffInvitation, StaffMember } from '@switchboard/contract/staff';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks';
import { selectUser } from '../../lib/session/session-slice';
import { showErrorDialog } from '../../ui/error-dialog';
import { runAction } from '../../ui/run-action';
import {
  useChangeStaffRoleMutation,
  useResendInvitationMutation,
  useResetStaffFactorsMutation,
  useInvitationSandboxLinkMutation,
  useRevokeInvitationMutation,
  useSetStaffStatusMutation,
  useStaffChannelModesQuery,
  useStaffDirectoryQuery,
} from './api';
import { grantInWords } from './grant-words';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { InviteDialog } from './invite-dialog';
import { SecondFactorSetting } from './second-factor-setting';
import { StaffSessionsDialog } from './staff-sessions-dialog';

// The grants editor and its preview load when an SU opens it.
const GrantsDialog = lazy(() => import('./grants-dialog'));

const nameOf = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

function MemberActions({
  member,
  onSessions,
  onGrants,
}: {
  member: StaffMember;
  onSessions: () => void;
  onGrants: () => void;
}) {
  const { t } = useTranslation();
  const [changeRole] = useChangeStaffRoleMutation();
  const [setStatus] = useSetStaffStatusMutation();
  const [resetFactors] = useResetStaffFactorsMutation();
  const name = nameOf(member);
  const otherRole = member.role === 'SU' ? 'ADMIN' : 'SU';
  const active = member.status === 'ACTIVE';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('staff.actionsFor', { name })}
          data-testid={`staff-actions-${member.id}`}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item data-testid="staff-sessions-open" onClick={onSessions}>
          {t('staff.sessions')}
        </Menu.Item>
        {member.role === 'ADMIN' ? (
          <Menu.Item data-testid="staff-grants-open" onClick={onGrants}>
            {t('staff.editGrants')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          data-testid="staff-change-role"
          onClick={() =>
            void runAction({
              confirm: {
                title: t('staff.changeRoleTitle', { name }),
                message: t('staff.changeRoleText', { name, role: otherRole }),
                confirmLabel: t('staff.makeRole', { role: otherRole }),
              },
              run: () => changeRole({ id: member.id, role: otherRole }),
              success: t('staff.roleChanged', { name, role: otherRole }),
            })
          }
        >
          {t('staff.makeRole', { role: otherRole })}
        </Menu.Item>
        {member.second_factor ? (
          <Menu.Item
            data-testid="staff-reset-factors"
            onClick={() =>
              void runAction({
                confirm: {
                  title: t('staff.resetFactorsTitle', { name }),
                  message: t('staff.resetFactorsText', { name }),
                  confirmLabel: t('staff.resetFactors'),
                  danger: true,
                },
                run: () => resetFactors(member.id),
                success: t('staff.factorsReset', { name }),
              })
            }
          >
            {t('staff.resetFactors')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          color={active ? 'red' : undefined}
          data-testid={active ? 'staff-deactivate' : 'staff-reactivate'}
          onClick={() =>
            void runAction({
              confirm: active
                ? {
                    title: t('staff.deactivateTitle', { name }),
                    message: t('staff.deactivateText', { name }),
                    confirmLabel: t('staff.deactivate'),
                    danger: true,
                  }
                : undefined,
              run: () => setStatus({ id: member.id, status: active ? 'INACTIVE' : 'ACTIVE' }),
              success: active ? t('staff.deactivated', { name }) : t('staff.reactivated', { name }),
            })
          }
        >
          {active ? t('staff.deactivate') : t('staff.reactivate')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function InvitationActions({
  invitation,
  emailSandboxed,
}: {
  invitation: StaffInvitation;
  emailSandboxed: boolean;
}) {
  const { t } = useTranslation();
  const [resend] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const [fetchLink, fetching] = useInvitationSandboxLinkMutation();
  const [link, setLink] = useState<string | null>(null);
  const showLink = async () => {
    const answer = await fetchLink(invitation.id);
    if (answer.error !== undefined) showErrorDialog(answer.error);
    else setLink(answer.data.link);
  };
  return (
    <Group gap="xs" justify="flex-end">
      {/* No email leaves a sandbox: the SU is handed the link to pass on (audited). */}
      {emailSandboxed && invitation.status === 'PENDING' ? (
        <Button
          size="xs"
          variant="light"
          loading={fetching.isLoading}
          data-testid={`staff-link-${invitation.id}`}
          onClick={() => void showLink()}
        >
          {t('staff.sandboxLink')}
        </Button>
      ) : null}
      {link !== null ? (
        <InvitationLinkDialog email={invitation.email} link={link} onClose={() => setLink(null)} />
      ) : null}
      <Button
        size="xs"
        variant="default"
        data-testid={`staff-resend-${invitation.id}`}
        onClick={() =>
          void runAction({
            run: () => resend(invitation.id),
            success: t('staff.resent', { email: invitation.email }),
          })
        }
      >
        {t('staff.resend')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        data-testid={`staff-revoke-${invitation.id}`}
        onClick={() =>
          void runAction({
            confirm: {
              title: t('staff.revokeTitle'),
              message: t('staff.revokeText', { email: invitation.email }),
              confirmLabel: t('staff.revoke'),
              danger: true,
            },
            run: () => revoke(invitation.id),
            success: t('staff.revoked', { email: invitation.email }),
          })
        }
      >
        {t('staff.revoke')}
      </Button>
    </Group>
  );
}

/**
 * `/staff` (SU): the console's people with their role, status, last sign-in and second factor;
 * invitations not yet accepted. Nobody changes their own role or status here, and the last
 * active SU stays (the server refuses both).
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  // Read again each time the page opens: an invitation accepted meanwhile shows as a member.
  const { data } = useStaffDirectoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: channels } = useStaffChannelModesQuery();
  const emailSandboxed = Boolean(channels?.some((m) => m.channel === 'EMAIL' && m.sandbox));
  const [inviting, setInviting] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<StaffMember | null>(null);
  const [grantsOf, setGrantsOf] = useState<StaffMember | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('staff.title')}
        </Title>
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setInviting(true)}
          data-testid="staff-invite"
        >
          {t('staff.invite')}
        </Button>
      </Group>
      <SecondFactorSetting myId={me?.id} />
      <Table striped highlightOnHover data-testid="staff-members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.name')}</Table.Th>
            <Table.Th>{t('staff.email')}</Table.Th>
            <Table.Th>{t('staff.role')}</Table.Th>
            <Table.Th>{t('staff.status')}</Table.Th>
            <Table.Th>{t('staff.lastSignIn')}</Table.Th>
            <Table.Th>{t('staff.secondFactor')}</Table.Th>
            <Table.Th>{t('staff.grants')}</Table.Th>
            <Table.Th aria-label={t('staff.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.members ?? []).map((m) => (
            <Table.Tr key={m.id} data-testid={`staff-row-${m.email}`}>
              <Table.Td>{nameOf(m)}</Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td data-testid="staff-role">{m.role}</Table.Td>
              <Table.Td>
                <Badge
                  color={m.status === 'ACTIVE' ? 'green' : 'gray'}
                  variant="light"
                  data-testid="staff-status"
                >
                  {t(`staff.statuses.${m.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{m.last_sign_in_at ? formatDateTime(m.last_sign_in_at) : '—'}</Table.Td>
              <Table.Td data-testid="staff-second-factor">
                {m.second_factor ? t('staff.on') : t('staff.off')}
              </Table.Td>
              <Table.Td data-testid="staff-grants-cell">
                {m.role === 'SU' ? (
                  <Text size="sm" c="dimmed">
                    {t('staff.grantsSu')}
                  </Text>
                ) : m.grants.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('staff.grantsRoleOnly')}
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {m.grants.map((g, i) => (
                      <Text size="sm" key={i} data-testid="staff-grant">
                        {grantInWords(t, g)}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                {m.id === me?.id ? null : (
                  <MemberActions
                    member={m}
                    onSessions={() => setSessionsOf(m)}
                    onGrants={() => setGrantsOf(m)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4">
        {t('staff.invitations')}
      </Title>
      {data && data.invitations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('staff.noInvitations')}
        </Text>
      ) : (
        <Table data-testid="staff-invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.email')}</Table.Th>
              <Table.Th>{t('staff.name')}</Table.Th>
              <Table.Th>{t('staff.role')}</Table.Th>
              <Table.Th>{t('staff.status')}</Table.Th>
              <Table.Th>{t('staff.expires')}</Table.Th>
              <Table.Th aria-label={t('staff.actions')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.invitations ?? []).map((i) => (
              <Table.Tr key={i.id} data-testid={`staff-invitation-${i.email}`}>
                <Table.Td>{i.email}</Table.Td>
                <Table.Td>{nameOf(i)}</Table.Td>
                <Table.Td>{i.role}</Table.Td>
                <Table.Td>
                  <Badge color={i.status === 'PENDING' ? 'blue' : 'orange'} variant="light">
                    {t(`staff.invitationStatuses.${i.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(i.expires_at)}</Table.Td>
                <Table.Td>
                  <InvitationActions invitation={i} emailSandboxed={emailSandboxed} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      {grantsOf ? (
        <Suspense fallback={null}>
          <GrantsDialog member={grantsOf} onClose={() => setGrantsOf(null)} />
        </Suspense>
      ) : null}
      {sessionsOf ? (
        <StaffSessionsDialog member={sessionsOf} onClose={() => setSessionsOf(null)} />
      ) : null}
    </Stack>
  );
}
