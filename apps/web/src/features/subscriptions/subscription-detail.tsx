import { Center, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime, formatNumber } from '@switchboard/contract/format';
import type { Subscription } from '@switchboard/contract/subscriptions';
import { useTranslation } from 'react-i18next';
import { DetailLink } from '../../ui/detail-link';
import { Fact } from '../../ui/fact';
import { Money } from '../../ui/money';
import { usePlansQuery, useSubscriptionQuery } from './api';
import { paymentTypeLabel, StatusBadge } from './subscription-labels';
import { variantLabel } from '../../lib/reference-labels';

/** The subscription's id in a list: opens what GET subscription/{id} holds. */
export function SubscriptionIdCell({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <DetailLink
      label={id}
      title={t('subscriptions.detail.title', { id })}
      ariaLabel={t('subscriptions.detail.open', { id })}
    >
      <SubscriptionDetail id={id} />
    </DetailLink>
  );
}

/** One subscription as the server has it now: plan, validity, payment, add-ons and freebies. */
export function SubscriptionDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useSubscriptionQuery(id);
  if (isLoading)
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  if (isError || !data) return <Text c="red">{t('subscriptions.detail.failed')}</Text>;
  return <DetailBody subscription={data} />;
}

function DetailBody({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { data: plans } = usePlansQuery(null);
  const addonName = (addonId: number, slug: string) =>
    plans?.flatMap((p) => p.addons).find((a) => a.id === addonId)?.name ?? slug;
  const freebies = Object.entries(s.freebies).filter(
    ([, value]) => typeof value === 'number' && value > 0,
  );
  return (
    <Stack data-testid="subscription-detail">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label={t('subscriptions.team')}>
          {s.org_name} (#{s.org_id})
        </Fact>
        <Fact label={t('subscriptions.plan')}>
          {s.plan_name} ({s.plan_id})
        </Fact>
        <Fact label={t('subscriptions.variant')}>{variantLabel(s.variant_name)}</Fact>
        <Fact label={t('subscriptions.statusLabel')}>
          <StatusBadge status={s.status} />
        </Fact>
        <Fact label={t('subscriptions.orderType')}>{s.order_type}</Fact>
        <Fact label={t('subscriptions.amount')}>
          <Money paise={s.amount} />
        </Fact>
        <Fact label={t('subscriptions.startDate')}>{formatDate(s.start_date)}</Fact>
        <Fact label={t('subscriptions.validTill')}>{formatDate(s.valid_till)}</Fact>
        <Fact label={t('subscriptions.detail.ended')}>
          {s.ended_at ? formatDateTime(s.ended_at) : '—'}
        </Fact>
        <Fact label={t('subscriptions.paymentType')}>{paymentTypeLabel(s.payment_type)}</Fact>
        <Fact label={t('subscriptions.detail.paymentId')}>{s.payment_id ?? '—'}</Fact>
        <Fact label={t('subscriptions.gstin')}>{s.gstin ?? '—'}</Fact>
      </SimpleGrid>
      {s.description && <Fact label={t('subscriptions.description')}>{s.description}</Fact>}
      <Text fw={600} size="sm">
        {t('subscriptions.addons')}
      </Text>
      {s.addons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscriptions.detail.noAddons')}
        </Text>
      ) : (
        <Table withTableBorder data-testid="subscription-addons">
          <Table.Tbody>
            {s.addons.map((a) => (
              <Table.Tr key={a.addon_id}>
                <Table.Td>{addonName(a.addon_id, a.slug)}</Table.Td>
                <Table.Td>× {formatNumber(a.count)}</Table.Td>
                <Table.Td ta="right">
                  <Money paise={a.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text fw={600} size="sm">
        {t('subscriptions.detail.freebies')}
      </Text>
      {freebies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscriptions.detail.noFreebies')}
        </Text>
      ) : (
        <Text size="sm" data-testid="subscription-freebies">
          {freebies
            .map(
              ([key, value]) =>
                `${t(`subscriptions.freebies.${key}`)}: ${formatNumber(value as number)}`,
            )
            .join(' · ')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('subscriptions.detail.created', { date: formatDateTime(s.created_at) })}
      </Text>
    </Stack>
  );
}
