import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import type { OrgDetails } from '@switchboard/contract/teams';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../lib/api/config-api';
import { OrgInviteCode } from '../../lib/slots';
import { Fact } from '../../ui/fact';
import { OrgActionsMenu } from './org-actions-menu';
import { KycBadge, PlanValidity } from './org-badges';

/** The org's key facts at a glance, with the actions staff take on it. */
export function TeamHeader({ org }: { org: OrgDetails }) {
  const { t } = useTranslation();
  const product = useProduct();
  const dash = (
    <Text c="dimmed" span>
      —
    </Text>
  );
  return (
    <Card withBorder data-testid="team-header">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {org.name}
            </Title>
            {org.deleted_at ? (
              <Badge color="red">
                {t('teams.deletedOn', { date: formatDate(org.deleted_at) })}
              </Badge>
            ) : null}
            {org.status !== 'ACTIVE' ? (
              <Badge color="orange">
                {t(`teams.status.${org.status}`, { defaultValue: org.status })}
              </Badge>
            ) : null}
            {org.is_lite ? <Badge variant="light">{t('teams.lite')}</Badge> : null}
            {org.is_trial ? (
              <Badge variant="light" color="grape">
                {t('teams.trial')}
              </Badge>
            ) : null}
            {org.qualified_at ? (
              <Badge variant="light" color="teal">
                {t('teams.qualified')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            #{org.id} · {org.email ?? t('teams.noEmail')} ·{' '}
            {t('teams.createdOn', { date: formatDate(org.created_at) })}
          </Text>
        </Stack>
        <OrgActionsMenu org={org} />
      </Group>
      {org.deleted_at ? (
        // Reads still work (the data is kept); every change answers 409 until a restore.
        <Alert color="red" variant="light" mb="md" data-testid="team-deleted-notice">
          {t('teams.deletedNotice')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="md">
        <Fact label={t('teams.columns.number', { product: product.name })} testId="team-number">
          {org.product_number ?? dash}
        </Fact>
        <Fact label={t('teams.columns.plan')}>
          <PlanValidity plan={org.plan} />
        </Fact>
        <Fact label={t('teams.columns.kyc')}>
          <KycBadge status={org.kyc_status} />
        </Fact>
        <Fact label={t('teams.talkTime')}>
          {t('teams.minutes', { count: formatNumber(org.talk_time_minutes) })}
        </Fact>
        <Fact label={t('teams.owner')}>
          {org.owner ? `${org.owner.name}${org.owner.phone ? ` · ${org.owner.phone}` : ''}` : dash}
        </Fact>
        <Fact label={t('teams.members')}>{formatNumber(org.member_count)}</Fact>
        <Fact label={t('teams.gstin')}>{org.gstin ?? dash}</Fact>
        <Fact label={t('teams.columns.assigned')}>{org.assigned_staff?.name ?? dash}</Fact>
        <OrgInviteCode orgId={org.id} />
        <Fact label={t('teams.fup')}>{org.fup_status ?? dash}</Fact>
        <Fact label={t('teams.products')}>{org.products.join(', ') || dash}</Fact>
      </SimpleGrid>
    </Card>
  );
}
