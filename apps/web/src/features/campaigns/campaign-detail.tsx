import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { inPromotionalHours, type Campaign } from '@switchboard/contract/campaigns';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { useAdaptivePolling } from '../../lib/polling';
import { useCampaignQuery } from './api';
import { ApprovalNotice, CampaignActions } from './campaign-actions';
import { CampaignActivity } from './campaign-activity';
import { CampaignDialog } from './campaign-dialog';
import { CampaignCounts, CampaignFacts } from './campaign-facts';
import { CampaignRecipients } from './campaign-recipients';
import { SavedAudience, useAudienceBeforeStart } from './saved-audience';
import { CampaignStatusBadge } from './status-badge';

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/campaigns" size="sm">
      <IconArrowLeft size={14} /> {t('campaigns.back')}
    </Anchor>
  );
};

/** One campaign: its counts and progress, what it says to whom, its recipients; its actions. */
export function CampaignDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  // A sending campaign's counts move on their own: looked at every 3 s, less often while
  // nothing changes (a draft, a finished campaign), not at all while the tab is hidden.
  const [pollingInterval, answered] = useAdaptivePolling(3000);
  const {
    data: campaign,
    error,
    isLoading,
    fulfilledTimeStamp,
  } = useCampaignQuery(id, {
    skip: !(id > 0),
    pollingInterval,
    skipPollingIfUnfocused: true,
  });
  useEffect(() => answered(campaign, fulfilledTimeStamp), [answered, campaign, fulfilledTimeStamp]);
  if (isLoading) return <Loader />;
  if (!campaign)
    return (
      <Stack>
        <BackLink />
        <Text c="red">{error ? errorMessage(error) : t('campaigns.notFound')}</Text>
      </Stack>
    );
  return <CampaignShown campaign={campaign} />;
}

function CampaignShown({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const audience = useAudienceBeforeStart(campaign);
  return (
    <Stack data-testid="campaign-detail">
      <BackLink />
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
        <CampaignActions campaign={campaign} onEdit={() => setEditing(true)} />
      </Group>
      {campaign.status === 'SENDING' &&
        campaign.channel === 'SMS' &&
        campaign.promotional &&
        !inPromotionalHours(new Date()) && (
          <Alert color="blue" variant="light" data-testid="campaign-night">
            {t('campaigns.waitingForMorning')}
          </Alert>
        )}
      <ApprovalNotice campaign={campaign} />
      <CampaignCounts counts={campaign.counts} audience={audience} />
      <SavedAudience campaign={campaign} count={audience} />
      <CampaignFacts campaign={campaign} />
      {campaign.started_at && <CampaignActivity id={campaign.id} />}
      <CampaignRecipients campaign={campaign} />
      {editing && <CampaignDialog campaign={campaign} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
