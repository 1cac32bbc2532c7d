import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { Fact } from '../../ui/fact';
import { useInvalidateReferralMutation, useReferralQuery } from './api';
import { ReasonDialog } from './reason-dialog';
import { RewardTable } from './reward-table';
import { FraudFlags, ReferralStatusBadge } from './status-badges';

/** One referral: who brought which team, its fraud flags, its timeline and its rewards. */
export function ReferralDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ability = useAppAbility();
  const { data: referral, error, isLoading } = useReferralQuery(id, { skip: !(id > 0) });
  const [invalidate] = useInvalidateReferralMutation();
  const [ruling, setRuling] = useState(false);
  const back = (
    <Anchor component={Link} to="/referrals" size="sm">
      <IconArrowLeft size={14} /> {t('referrals.back')}
    </Anchor>
  );
  if (isLoading) return <Loader />;
  if (!referral)
    return (
      <Stack>
        {back}
        <Text c="red">{error ? errorMessage(error) : t('referrals.notFound')}</Text>
      </Stack>
    );
  return (
    <Stack data-testid="referral-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h3">
            {t('referrals.title', { team: referral.referred_org_name })}
          </Title>
          <ReferralStatusBadge status={referral.status} />
        </Group>
        {ability.can('update', 'Growth') && referral.status !== 'INVALID' && (
          <Button
            variant="light"
            color="red"
            onClick={() => setRuling(true)}
            data-testid="referral-invalidate"
          >
            {t('referrals.invalidate')}
          </Button>
        )}
      </Group>
      <FraudFlags flags={referral.flags} />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={t('referrals.team')}>
            <Anchor component={Link} to={`/teams/${referral.referred_org_id}`}>
              {referral.referred_org_name}
            </Anchor>
          </Fact>
          <Fact label={t('referrals.referrer')}>
            <Anchor component={Link} to={`/teams/users/${referral.referrer_user_id}`}>
              {referral.referrer_name}
            </Anchor>
            {referral.referrer_org_id && (
              <>
                {' · '}
                <Anchor component={Link} to={`/teams/${referral.referrer_org_id}`}>
                  {referral.referrer_org_name}
                </Anchor>
              </>
            )}
          </Fact>
          <Fact label={t('referrals.code')}>{referral.code}</Fact>
          {referral.invalid_reason && (
            <Fact label={t('referrals.invalidReason')}>{referral.invalid_reason}</Fact>
          )}
        </SimpleGrid>
      </Card>
      <Title order={2} size="h4">
        {t('referrals.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} data-testid="referral-timeline">
        {referral.events.map((event) => (
          <Timeline.Item key={event.id} title={t(`referrals.event.${event.kind}`)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(event.created_at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Title order={2} size="h4">
        {t('referrals.rewards')}
      </Title>
      <RewardTable rows={referral.rewards} />
      {ruling && (
        <ReasonDialog
          title={t('referrals.invalidateTitle', { team: referral.referred_org_name })}
          label={t('referrals.invalidateReason')}
          submitLabel={t('referrals.invalidate')}
          onClose={() => setRuling(false)}
          save={(comment) => invalidate({ id: referral.id, comment })}
          data-testid="referral-invalidate-form"
        />
      )}
    </Stack>
  );
}
