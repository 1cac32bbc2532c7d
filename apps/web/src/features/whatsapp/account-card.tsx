import { Alert, Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import { WEBHOOK_QUIET_HOURS, type WhatsappAccount } from '@switchboard/contract/whatsapp';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { Fact } from '../../ui/fact';
import { runAction } from '../../ui/run-action';
import { useDisconnectWhatsappAccountMutation, useSyncWhatsappAccountMutation } from './api';
import { AccountStatusBadge, QualityBadge } from './badges';

/** Heard from within the day: the BSP's webhook reaches us. */
function WebhookHealth({ account }: { account: WhatsappAccount }) {
  const { t } = useTranslation();
  if (!account.webhook_last_at)
    return (
      <Text size="sm" c="dimmed">
        {t('whatsapp.webhookNever')}
      </Text>
    );
  const quiet =
    Date.now() - new Date(account.webhook_last_at).getTime() > WEBHOOK_QUIET_HOURS * 3_600_000;
  return (
    <Text size="sm" c={quiet && account.status === 'CONNECTED' ? 'red.9' : undefined}>
      {t('whatsapp.webhookLast', { date: formatDateTime(account.webhook_last_at) })}
    </Text>
  );
}

/** The team's WhatsApp number as the BSP reports it, with re-sync and disconnect. */
export function AccountCard({ account, sandbox }: { account: WhatsappAccount; sandbox: boolean }) {
  const { t } = useTranslation();
  const canChange = useAppAbility().can('update', 'Whatsapp');
  const [sync, syncing] = useSyncWhatsappAccountMutation();
  const [disconnect, disconnecting] = useDisconnectWhatsappAccountMutation();
  const troubled = account.status === 'FLAGGED' || account.status === 'RESTRICTED';
  return (
    <Card withBorder data-testid="whatsapp-account">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={2} size="h4">
            +91 {account.phone_number}
          </Title>
          <AccountStatusBadge status={account.status} />
          {sandbox ? (
            <Badge color="orange" variant="light" data-testid="whatsapp-sandbox">
              {t('whatsapp.sandbox')}
            </Badge>
          ) : null}
        </Group>
        {canChange ? (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              loading={syncing.isLoading}
              onClick={() => runAction({ run: () => sync(account.id), success: (d) => d.message })}
              data-testid="whatsapp-sync"
            >
              {t('whatsapp.sync')}
            </Button>
            {account.status !== 'DISCONNECTED' ? (
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={disconnecting.isLoading}
                onClick={() =>
                  runAction({
                    confirm: {
                      title: t('whatsapp.disconnectTitle'),
                      message: t('whatsapp.disconnectConfirm', {
                        number: `+91 ${account.phone_number}`,
                        org: account.org_name,
                      }),
                      confirmLabel: t('whatsapp.disconnect'),
                      danger: true,
                    },
                    run: () => disconnect(account.id),
                    success: (d) => d.message,
                  })
                }
                data-testid="whatsapp-disconnect"
              >
                {t('whatsapp.disconnect')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {troubled ? (
        <Alert color={account.status === 'RESTRICTED' ? 'red' : 'orange'} mb="md">
          {t(`whatsapp.trouble.${account.status}`)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('whatsapp.displayName')}>
          {account.display_name}{' '}
          <Text span size="xs" c="dimmed">
            ({t(`whatsapp.nameStatus.${account.display_name_status}`)})
          </Text>
        </Fact>
        <Fact label={t('whatsapp.qualityRating')}>
          <QualityBadge quality={account.quality_rating} />
        </Fact>
        <Fact label={t('whatsapp.limit')}>
          {account.messaging_tier === 'TIER_UNLIMITED'
            ? t('whatsapp.unlimited')
            : account.messaging_limit === null
              ? t('whatsapp.unknown')
              : t('whatsapp.perDay', {
                  count: account.messaging_limit,
                  n: formatNumber(account.messaging_limit),
                })}
        </Fact>
        <Fact label={t('whatsapp.plan')}>
          {account.plan_name ?? (
            <Text span size="sm" c="red.9">
              {t('whatsapp.noWabaPlan')}
            </Text>
          )}
        </Fact>
        <Fact label={t('whatsapp.webhook')}>
          <WebhookHealth account={account} />
        </Fact>
        <Fact label={t('whatsapp.ids')}>
          <Text size="xs" ff="monospace">
            {account.waba_id ?? '–'} / {account.phone_number_id ?? '–'}
          </Text>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
