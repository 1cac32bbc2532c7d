import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBell } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  EntityNotes,
  EntityReminders,
  OwnedInviteCodes,
  PersonData,
  UserCampaigns,
  UserReferrals,
} from '../../lib/slots';
import { isConsoleRole } from '@switchboard/contract/roles';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { useUserDetailQuery } from './api';
import { DeviceCard, SoftphoneCard } from './device-cards';
import { Facts, Section } from './section';
import { SendPushDialog } from './send-push-dialog';
import { ReferralsCard, SimConnectionsCard } from './user-links';

/** One customer user: who they are, their orgs, device, softphone, referrals, SIMs and notes. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const id = Number(useParams().id);
  const {
    data: user,
    error,
    isLoading,
  } = useUserDetailQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const [pushing, setPushing] = useState(false);

  if (isLoading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!user)
    return (
      <Alert color="red" title={t('users.loadFailed')}>
        {error ? errorMessage(error as never) : null}
      </Alert>
    );

  return (
    <Stack data-testid="user-detail">
      <Anchor component={Link} to="/teams/users" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('users.title')}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2">
            {`${user.first_name} ${user.last_name}`.trim()}
          </Title>
          <Badge color={user.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
            {t(`users.status.${user.status}`, user.status)}
          </Badge>
        </Group>
        <Button
          leftSection={<IconBell size={16} />}
          variant="light"
          onClick={() => setPushing(true)}
        >
          {t('users.sendPush')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('users.profile')}>
          <Facts
            rows={[
              [t('users.columns.id'), String(user.id)],
              [t('users.columns.phone'), user.phone ?? '–'],
              [t('users.columns.email'), user.email ?? '–'],
              [t('users.columns.role'), t(`users.roles.${user.role}`, user.role)],
              [t('users.ip'), user.ip ?? '–'],
              [t('users.columns.created'), formatDateTime(user.created_at)],
            ]}
          />
        </Section>
        <Section title={t('users.orgs')}>
          {user.orgs.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text c="dimmed" size="sm">
                {t('users.noOrgs')}
              </Text>
              {/* A customer user without a team is onboarded from here, already chosen. */}
              {!isConsoleRole(user.role) && ability.can('create', 'Onboarding') && (
                <Button
                  component={Link}
                  to={`/onboard?user=${user.id}`}
                  size="xs"
                  variant="light"
                  data-testid="user-onboard"
                >
                  {t('users.onboard')}
                </Button>
              )}
            </Stack>
          ) : (
            <Stack gap={6}>
              {user.orgs.map((org) => (
                <Group key={org.id} justify="space-between">
                  <Anchor component={Link} to={`/teams/${org.id}/users`}>
                    {org.name}
                  </Anchor>
                  <Badge variant="outline">{t(`users.orgRoles.${org.role}`, org.role)}</Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
        <DeviceCard userId={user.id} />
        <SoftphoneCard userId={user.id} />
        <ReferralsCard user={user} />
        <SimConnectionsCard user={user} />
      </SimpleGrid>
      <OwnedInviteCodes userId={user.id} />
      <UserReferrals userId={user.id} />
      <UserCampaigns userId={user.id} />
      <PersonData userId={user.id} />
      {/* The notes panel is a card with its own title, as on the team page. */}
      <EntityNotes target="user" id={user.id} />
      <EntityReminders target="user" id={user.id} />
      <SendPushDialog userId={user.id} opened={pushing} onClose={() => setPushing(false)} />
    </Stack>
  );
}
