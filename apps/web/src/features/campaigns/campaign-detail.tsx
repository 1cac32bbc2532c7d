import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import {
  PROMOTIONAL_HOURS,
  recipientStatuses,
  type RecipientStatus,
} from '@switchboard/contract/campaigns';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { errorMessage } from '../../lib/error-message';
import { Fact } from '../../ui/fact';
import { runAction } from '../../ui/run-action';
import { useCampaignActionMutation, useCampaignQuery, useRecipientsQuery } from './api';
import { CampaignActivity } from './campaign-activity';
import { CampaignForm } from './campaign-form';
import { CampaignProgress, CampaignStatusBadge } from './status-badge';

const PAGE_SIZE = 20;

/** Whether a promotional SMS may go out now: 09:00 to 21:00 India time (as the sender reads it). */
function inPromotionalHours(now: Date) {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hour12: false })
      .format(now)
      .slice(0, 2),
  );
  return hour >= PROMOTIONAL_HOURS.from && hour < PROMOTIONAL_HOURS.to;
}

/** One campaign: its counts and progress, what it says to whom, its recipients; its actions. */
export function CampaignDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ability = useAppAbility();
  const {
    data: campaign,
    error,
    isLoading,
  } = useCampaignQuery(id, {
    skip: !(id > 0),
    pollingInterval: 3000,
    skipPollingIfUnfocused: true,
  });
  const [status, setStatus] = useState<RecipientStatus | 'ALL'>('ALL');
  const [page, setPage] = useState(1);
  const { data: recipients } = useRecipientsQuery(
    { id, page, page_size: PAGE_SIZE, status: status === 'ALL' ? undefined : status },
    { skip: !(id > 0), pollingInterval: 3000, skipPollingIfUnfocused: true },
  );
  const [act] = useCampaignActionMutation();
  const [editing, setEditing] = useState(false);
  const back = (
    <Anchor component={Link} to="/campaigns" size="sm">
      <IconArrowLeft size={14} /> {t('campaigns.back')}
    </Anchor>
  );
  if (isLoading) return <Loader />;
  if (!campaign)
    return (
      <Stack>
        {back}
        <Text c="red">{error ? errorMessage(error) : t('campaigns.notFound')}</Text>
      </Stack>
    );
  const can = ability.can('update', 'Growth');
  const mayApprove = ability.can('update', 'CampaignApproval');
  const run = (action: 'schedule' | 'approve' | 'pause' | 'resume' | 'cancel') =>
    void runAction({
      confirm:
        action === 'approve'
          ? {
              title: t('campaigns.approveTitle', { name: campaign.name }),
              message: t('campaigns.approveText'),
              confirmLabel: t('campaigns.approve'),
            }
          : action === 'schedule'
            ? {
                title: t('campaigns.sendTitle', { name: campaign.name }),
                message: t('campaigns.sendText'),
                confirmLabel: t('campaigns.sendNow'),
                danger: true,
              }
            : action === 'cancel'
              ? {
                  title: t('campaigns.cancelTitle', { name: campaign.name }),
                  message: t('campaigns.cancelText'),
                  confirmLabel: t('campaigns.cancel'),
                  danger: true,
                }
              : undefined,
      run: () => act({ id: campaign.id, action }),
      success: (result) => result.message,
    });
  const { counts } = campaign;
  return (
    <Stack data-testid="campaign-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h3">
            {campaign.name}
          </Title>
          <CampaignStatusBadge
            status={campaign.status}
            awaitingApproval={campaign.awaiting_approval}
          />
        </Group>
        {can && (
          <Group gap="xs">
            {campaign.status === 'DRAFT' && (
              <>
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('campaigns.edit')}
                </Button>
                <Button onClick={() => run('schedule')} data-testid="campaign-send">
                  {t('campaigns.sendNow')}
                </Button>
              </>
            )}
            {(campaign.status === 'SENDING' || campaign.status === 'SCHEDULED') && (
              <Button
                variant="light"
                color="yellow"
                onClick={() => run('pause')}
                data-testid="campaign-pause"
              >
                {t('campaigns.pause')}
              </Button>
            )}
            {campaign.status === 'PAUSED' && (
              <Button
                variant="light"
                color="green"
                onClick={() => run('resume')}
                data-testid="campaign-resume"
              >
                {t('campaigns.resume')}
              </Button>
            )}
            {!['COMPLETED', 'CANCELLED'].includes(campaign.status) && (
              <Button variant="subtle" color="red" onClick={() => run('cancel')}>
                {t('campaigns.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {campaign.status === 'SENDING' &&
        campaign.channel === 'SMS' &&
        campaign.promotional &&
        !inPromotionalHours(new Date()) && (
          <Alert color="blue" variant="light" data-testid="campaign-night">
            {t('campaigns.waitingForMorning')}
          </Alert>
        )}
      {campaign.awaiting_approval && (
        <Alert color="yellow" variant="light" data-testid="campaign-awaiting">
          <Group justify="space-between">
            <Text size="sm">{t('campaigns.awaitingApproval')}</Text>
            {mayApprove && (
              <Button size="xs" onClick={() => run('approve')} data-testid="campaign-approve">
                {t('campaigns.approve')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Card withBorder>
        <Stack gap="sm">
          <CampaignProgress counts={counts} />
          <SimpleGrid cols={{ base: 2, sm: 6 }} data-testid="campaign-counts">
            {(['total', ...recipientStatuses] as const).map((key) => (
              <Fact key={key} label={t(`campaigns.count.${key}`)} testId={`campaign-count-${key}`}>
                {formatNumber(counts[key])}
              </Fact>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={t('campaigns.channelLabel')}>
            {t(`campaigns.channel.${campaign.channel}`)}
          </Fact>
          {campaign.subject && (
            <Fact label={t(`campaigns.subjectOf.${campaign.channel}`)}>{campaign.subject}</Fact>
          )}
          {campaign.channel === 'WHATSAPP' ? (
            <Fact label={t('campaigns.whatsappTemplate')}>
              #{campaign.whatsapp_template_id} · {campaign.whatsapp_variables.join(' · ')}
            </Fact>
          ) : (
            <Fact label={t('campaigns.message')}>{campaign.text}</Fact>
          )}
          {campaign.link_url && (
            <Fact label={t('campaigns.linkUrl')}>
              <Anchor href={campaign.link_url} target="_blank" rel="noreferrer" size="sm">
                {campaign.link_url}
              </Anchor>
            </Fact>
          )}
          {campaign.dlt_template_id && (
            <Fact label={t('campaigns.dltTemplateId')}>
              {campaign.dlt_template_id} · {campaign.sender_id}
            </Fact>
          )}
          <Fact label={t('campaigns.rate')}>
            {t('campaigns.perMinute', { n: formatNumber(campaign.send_rate_per_minute) })}
            {campaign.channel === 'SMS' && campaign.promotional
              ? ` · ${t('campaigns.promotionalShort')}`
              : ''}
          </Fact>
          <Fact label={t('campaigns.scheduledAt')}>
            {campaign.scheduled_at ? formatDateTime(campaign.scheduled_at) : '—'}
          </Fact>
          <Fact label={t('campaigns.completedAt')}>
            {campaign.completed_at ? formatDateTime(campaign.completed_at) : '—'}
          </Fact>
        </SimpleGrid>
      </Card>
      {campaign.started_at && <CampaignActivity id={campaign.id} />}
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('campaigns.recipients')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as RecipientStatus | 'ALL');
            setPage(1);
          }}
          data={['ALL', ...recipientStatuses].map((s) => ({
            value: s,
            label: t(`campaigns.recipientStatus.${s}`),
          }))}
          data-testid="recipient-status"
        />
      </Group>
      {recipients && recipients.rows.length > 0 ? (
        <Table striped withTableBorder data-testid="recipient-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('campaigns.person')}</Table.Th>
              <Table.Th>{t('campaigns.team')}</Table.Th>
              <Table.Th>{t(`campaigns.addressOf.${campaign.channel}`)}</Table.Th>
              <Table.Th>{t('campaigns.statusLabel')}</Table.Th>
              <Table.Th>{t('campaigns.sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipients.rows.map((r) => (
              <Table.Tr key={r.id} data-testid="recipient-row">
                <Table.Td>
                  <Anchor component={Link} to={`/teams/users/${r.user_id}`} size="sm">
                    {r.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/teams/${r.org_id}`} size="sm">
                    {r.org_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.address}</Table.Td>
                <Table.Td>
                  {t(`campaigns.recipientStatus.${r.status}`)}
                  {r.reason && (
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{r.sent_at ? formatDateTime(r.sent_at) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" size="sm">
          {campaign.status === 'DRAFT' || campaign.status === 'SCHEDULED'
            ? t('campaigns.noRecipientsYet')
            : t('campaigns.noRecipients')}
        </Text>
      )}
      {recipients && recipients.total_items > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(recipients.total_items / PAGE_SIZE)}
          value={page}
          onChange={setPage}
        />
      )}
      {editing && <CampaignForm campaign={campaign} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
