import {
  Anchor,
  Center,
  CopyButton,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { DetailLink } from '../../ui/detail-link';
import { Fact } from '../../ui/fact';
import { Money } from '../../ui/money';
import { useMandateQuery } from './api';
import { StatusBadge } from './status-badge';

/** The mandate id in the list: opens the mandate as the server has it (GET admin/mandate/{id}). */
export function MandateIdCell({ mandateId }: { mandateId: string }) {
  const { t } = useTranslation();
  return (
    <DetailLink
      label={mandateId}
      title={t('payments.mandates.detailTitle', { id: mandateId })}
      ff="monospace"
      size="sm"
    >
      <MandateDetail mandateId={mandateId} />
    </DetailLink>
  );
}

function MandateDetail({ mandateId }: { mandateId: string }) {
  const { t } = useTranslation();
  const { data: m, isLoading, isError } = useMandateQuery(mandateId);
  if (isLoading)
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  if (isError || !m) return <Text c="red">{t('payments.mandates.detailFailed')}</Text>;
  return (
    <Stack data-testid="mandate-detail">
      <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="sm">
        <Fact label={t('payments.org')}>
          {m.org_name} (#{m.org_id})
        </Fact>
        <Fact label={t('payments.statusLabel')}>
          <StatusBadge status={m.status} />
        </Fact>
        <Fact label={t('payments.mandates.statusReason')}>{m.status_reason ?? '—'}</Fact>
        <Fact label={t('payments.mandates.maxAmount')}>
          <Money paise={m.max_amount} />
        </Fact>
        <Fact label={t('payments.mandates.frequency')}>
          {t(`payments.mandates.frequencies.${m.frequency}`)}
        </Fact>
        <Fact label={t('payments.mandates.expires')}>{formatDateTime(m.expire_at)}</Fact>
        <Fact label={t('payments.date')}>{formatDateTime(m.created_at)}</Fact>
        <Fact label={t('payments.mandates.updated')}>{formatDateTime(m.updated_at)}</Fact>
        <Fact label={t('payments.description')}>{m.description ?? '—'}</Fact>
      </SimpleGrid>
      <Fact label={t('payments.mandates.registrationLink')}>
        <Group gap="xs" wrap="nowrap">
          <Anchor
            href={m.registration_link}
            target="_blank"
            rel="noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {m.registration_link}
          </Anchor>
          <CopyButton value={m.registration_link}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="light" onClick={copy}>
                {copied ? t('payments.mandates.copied') : t('payments.mandates.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Fact>
    </Stack>
  );
}
