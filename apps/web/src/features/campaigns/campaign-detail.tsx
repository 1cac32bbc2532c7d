import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { inPromotionalHours, type Campaign } from '@switchboard/contract/campaigns';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
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
  const {
    data: campaign,
    error,
    isLoading,
  } = useCampaignQuery(id, {
    skip: !(id > 0),
    pollingInterval: 3000,
    skipPollingIfUnfocused: true,
  });
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
