import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import type { UserDetail } from '@switchboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runAction } from '../../ui/run-action';
import { useUnlinkSimMutation } from './api';
import { Facts, Section } from './section';

const personLink = (p: { id: number; first_name: string; last_name: string }) => (
  <Anchor component={Link} to={`/teams/users/${p.id}`}>
    {`${p.first_name} ${p.last_name}`.trim()}
  </Anchor>
);

export function ReferralsCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('users.referrals')} testId="user-referrals">
      <Facts
        rows={[
          [t('users.referralCode'), user.referral_code ?? '–'],
          [t('users.referredBy'), user.referred_by ? personLink(user.referred_by) : '–'],
          [t('users.referralCount'), formatNumber(user.referral_count)],
        ]}
      />
      {user.referrals.length > 0 && (
        <Stack gap={4}>
          {user.referrals.map((r) => (
            <Group key={r.id} justify="space-between">
              {personLink(r)}
              <Text size="xs" c="dimmed">
                {formatDateTime(r.created_at)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function SimConnectionsCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const [unlink] = useUnlinkSimMutation();
  const ask = (id: number, phone: string) =>
    runAction({
      confirm: {
        title: t('users.unlinkSim'),
        message: t('users.unlinkConfirm', { phone }),
        danger: true,
        confirmLabel: t('users.unlink'),
      },
      run: () => unlink({ id, userId: user.id }),
      success: t('users.unlinked'),
    });
  return (
    <Section title={t('users.simConnections')} testId="user-sims">
      {user.sim_connections.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('users.noSims')}
        </Text>
      ) : (
        user.sim_connections.map((sim) => (
          <Group key={sim.id} justify="space-between">
            <Stack gap={0}>
              <Text size="sm">
                {sim.phone} {sim.device_model ? `· ${sim.device_model}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {t('users.linkedOn', { date: formatDateTime(sim.linked_at) })}
              </Text>
            </Stack>
            {sim.status === 'LINKED' ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => void ask(sim.id, sim.phone)}
              >
                {t('users.unlink')}
              </Button>
            ) : (
              <Badge color="gray">{t('users.unlinkedBadge')}</Badge>
            )}
          </Group>
        ))
      )}
    </Section>
  );
}
