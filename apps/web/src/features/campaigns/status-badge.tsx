import { Badge, Progress } from '@mantine/core';
import type { Campaign, CampaignStatus } from '@switchboard/contract/campaigns';
import { useTranslation } from 'react-i18next';

const colors: Record<CampaignStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  SENDING: 'cyan',
  PAUSED: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

/** The campaign's state; a scheduled one waiting for an SU says so. */
export function CampaignStatusBadge({
  status,
  awaitingApproval = false,
}: {
  status: CampaignStatus;
  awaitingApproval?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={awaitingApproval ? 'yellow' : colors[status]}
      variant="light"
      data-testid="campaign-status"
    >
      {awaitingApproval ? t('campaigns.awaitingShort') : t(`campaigns.status.${status}`)}
    </Badge>
  );
}

/** How much of the audience has been handed to the provider. */
export function CampaignProgress({ counts }: { counts: Campaign['counts'] }) {
  const done = counts.total === 0 ? 0 : ((counts.total - counts.QUEUED) / counts.total) * 100;
  return <Progress value={done} size="lg" aria-label={`${Math.round(done)}%`} />;
}
