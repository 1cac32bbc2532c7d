import { Anchor, Card, SimpleGrid, Stack } from '@mantine/core';
import { recipientStatuses, type Campaign } from '@switchboard/contract/campaigns';
import { formatDateTime, formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/fact';
import { CampaignProgress } from './status-badge';

/**
 * How far a campaign got: its progress bar and a count for each recipient status. Before it
 * starts, its audience is the count its filter finds now (`audience`), as the editor showed.
 */
export function CampaignCounts({
  counts,
  audience,
}: {
  counts: Campaign['counts'];
  audience?: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <CampaignProgress counts={counts} />
        <SimpleGrid cols={{ base: 2, sm: 6 }} data-testid="campaign-counts">
          {(['total', ...recipientStatuses] as const).map((key) => (
            <Fact key={key} label={t(`campaigns.count.${key}`)} testId={`campaign-count-${key}`}>
              {formatNumber(key === 'total' && audience !== undefined ? audience : counts[key])}
            </Fact>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** What a campaign says, on which channel and template, at what rate, and when. */
export function CampaignFacts({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  return (
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
        <Fact label={t('campaigns.scheduledAt')} testId="campaign-starts">
          {campaign.scheduled_at ? formatDateTime(campaign.scheduled_at) : '—'}
        </Fact>
        <Fact label={t('campaigns.completedAt')}>
          {campaign.completed_at ? formatDateTime(campaign.completed_at) : '—'}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
