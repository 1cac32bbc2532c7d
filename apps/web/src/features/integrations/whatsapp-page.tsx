import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { useHeltarAccountQuery } from './api';
import { OrgSearch } from './org-search';

const statusColor = {
  CONNECTED: 'green',
  PENDING: 'yellow',
  DISCONNECTED: 'gray',
  BANNED: 'red',
} as const;
const qualityColor = { GREEN: 'green', YELLOW: 'yellow', RED: 'red', UNKNOWN: 'gray' } as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function HeltarAccount() {
  const { t } = useTranslation();
  const orgId = Number(useParams().orgId);
  const { data, isLoading, error } = useHeltarAccountQuery(orgId, { skip: !(orgId > 0) });
  if (isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (error) return <Text c="red">{errorMessage(error)}</Text>;
  if (!data) return null;
  const account = data.account;
  return (
    <Card withBorder maw={720} data-testid="heltar-account">
      <Title order={3} size="h4" mb="md">
        {t('integrations.whatsappOf', { name: data.org_name })}
      </Title>
      {!account ? (
        <Text c="dimmed" data-testid="heltar-none">
          {t('integrations.noWhatsapp')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('integrations.number')}>
            <Text fw={600}>+91 {account.phone_number}</Text>
          </Field>
          <Field label={t('integrations.displayName')}>
            <Text>{account.display_name}</Text>
          </Field>
          <Field label={t('integrations.status')}>
            <Badge color={statusColor[account.status]} variant="light">
              {t(`integrations.heltarStatus.${account.status}`)}
            </Badge>
          </Field>
          <Field label={t('integrations.quality')}>
            <Badge color={qualityColor[account.quality_rating]} variant="dot">
              {t(`integrations.heltarQuality.${account.quality_rating}`)}
            </Badge>
          </Field>
          <Field label={t('integrations.messagingLimit')}>
            <Text>
              {account.messaging_limit === null
                ? t('integrations.notSet')
                : t('integrations.perDay', { count: formatNumber(account.messaging_limit) })}
            </Text>
          </Field>
          <Field label={t('integrations.wabaId')}>
            <Text ff="monospace" size="sm">
              {account.waba_id ?? '–'}
            </Text>
          </Field>
          <Field label={t('integrations.updated')}>
            <Text size="sm">{formatDateTime(account.updated_at)}</Text>
          </Field>
        </SimpleGrid>
      )}
    </Card>
  );
}

/** Menu "Whatsapp": look up the WhatsApp Business (Heltar) account an org has connected. */
export default function WhatsappPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = Number(/\/org\/(\d+)/.exec(pathname)?.[1]) || null;
  return (
    <Stack data-testid="whatsapp-page">
      <Group>
        <Title order={1} size="h2">
          {t('menu.whatsapp')}
        </Title>
      </Group>
      <OrgSearch value={current} onChange={(orgId) => navigate(`/whatsapp/org/${orgId}`)} />
      <Routes>
        <Route path="org/:orgId" element={<HeltarAccount />} />
      </Routes>
    </Stack>
  );
}
