import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { WhatsappTemplate } from '@switchboard/contract/whatsapp';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { usePaging } from '../../ui/data-table/use-paging';
import { useOrgWhatsappQuery, useWhatsappMessagesQuery } from './api';
import { AccountCard } from './account-card';
import { LinkAccountDialog } from './link-account-dialog';
import { messageColumns } from './message-columns';
import { SendMessageDialog } from './send-message-dialog';
import { TemplatesTable } from './templates-table';
import { UsageCard } from './usage-card';

/** While a sent message waits for the BSP's statuses, the list looks again every few seconds. */
const WAITING_POLL_MS = 3_000;
const WAITING_WINDOW_MS = 2 * 60_000;

/** The team's WhatsApp: its number, templates, recent messages and this month's usage. */
export default function TeamTabWhatsapp({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const paging = usePaging();
  const [polling, setPolling] = useState(false);
  // The account follows too while messages move: its webhook health is their reports.
  const { data, isLoading, error } = useOrgWhatsappQuery(orgId, {
    pollingInterval: polling ? WAITING_POLL_MS : 0,
  });
  const messages = useWhatsappMessagesQuery(
    { org_id: orgId, page: paging.page, page_size: paging.pageSize },
    { pollingInterval: polling ? WAITING_POLL_MS : 0 },
  );
  // Only messages sent in the last minutes: an old one the customer never read stops nobody.
  const waiting = (messages.data?.rows ?? []).some(
    (m) =>
      m.direction === 'OUT' &&
      ['QUEUED', 'SENT', 'DELIVERED'].includes(m.status) &&
      Date.now() - new Date(m.created_at).getTime() < WAITING_WINDOW_MS,
  );

  if (waiting !== polling) setPolling(waiting);
  const columns = useMemo(() => messageColumns(t, { withOrg: false }), [t]);
  const [linking, setLinking] = useState(false);
  const [sending, setSending] = useState<{ template: WhatsappTemplate | null } | null>(null);

  if (isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (error || !data) return <Text c="red">{errorMessage(error)}</Text>;
  const account = data.account;
  const canSend =
    ability.can('create', 'Whatsapp') &&
    account !== null &&
    (account.status === 'CONNECTED' || account.status === 'FLAGGED');

  return (
    <Stack data-testid="team-whatsapp">
      {account ? (
        <AccountCard account={account} sandbox={data.sandbox} />
      ) : (
        <Card withBorder data-testid="whatsapp-none">
          <Text c="dimmed" mb="sm">
            {t('whatsapp.none', { org: data.org_name })}
          </Text>
          {ability.can('create', 'Whatsapp') ? (
            <Button
              onClick={() => setLinking(true)}
              data-testid="whatsapp-link-open"
              w="fit-content"
            >
              {t('whatsapp.linkTitle')}
            </Button>
          ) : null}
        </Card>
      )}
      {account?.status === 'DISCONNECTED' && ability.can('create', 'Whatsapp') ? (
        <Button
          variant="light"
          onClick={() => setLinking(true)}
          w="fit-content"
          data-testid="whatsapp-link-open"
        >
          {t('whatsapp.linkAgain')}
        </Button>
      ) : null}
      {account ? (
        <TemplatesTable
          templates={data.templates}
          onSend={canSend ? (template) => setSending({ template }) : null}
        />
      ) : null}
      {account ? (
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('whatsapp.recent')}
            </Title>
            {canSend ? (
              <Button
                size="xs"
                onClick={() => setSending({ template: null })}
                data-testid="whatsapp-send-open"
              >
                {t('whatsapp.sendMessage')}
              </Button>
            ) : null}
          </Group>
          <DataTable
            data-testid="whatsapp-messages"
            columns={columns}
            {...paging.pagingProps(messages.data)}
            getRowId={(row) => String(row.id)}
            loading={messages.isFetching && !polling}
            emptyText={t('whatsapp.noMessages')}
          />
        </Stack>
      ) : null}
      {account ? (
        <UsageCard
          key={(messages.data?.rows ?? []).map((m) => `${m.id}:${m.status}`).join()}
          orgId={orgId}
        />
      ) : null}
      {linking ? <LinkAccountDialog orgId={orgId} onClose={() => setLinking(false)} /> : null}
      {sending && account ? (
        <SendMessageDialog
          account={account}
          templates={data.templates}
          template={sending.template}
          onClose={() => setSending(null)}
        />
      ) : null}
    </Stack>
  );
}
