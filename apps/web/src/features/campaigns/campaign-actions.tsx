import { Alert, Button, Group, Text } from '@mantine/core';
import type { Campaign } from '@switchboard/contract/campaigns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { runAction } from '../../ui/run-action';
import { useCampaignActionMutation } from './api';
import { ScheduleButton } from './schedule-fields';

type Action = 'schedule' | 'approve' | 'pause' | 'resume' | 'cancel' | 'unschedule';

/** What is asked before an action: sending and cancelling in red; pausing and resuming at once. */
function confirmationOf(action: Action, name: string, t: TFunction): ConfirmOptions | undefined {
  if (action === 'approve')
    return {
      title: t('campaigns.approveTitle', { name }),
      message: t('campaigns.approveText'),
      confirmLabel: t('campaigns.approve'),
    };
  if (action === 'schedule')
    return {
      title: t('campaigns.sendTitle', { name }),
      message: t('campaigns.sendText'),
      confirmLabel: t('campaigns.sendNow'),
      danger: true,
    };
  if (action === 'cancel')
    return {
      title: t('campaigns.cancelTitle', { name }),
      message: t('campaigns.cancelText'),
      confirmLabel: t('campaigns.cancel'),
      danger: true,
    };
  return undefined;
}

/** Runs a campaign's action, asked first where the action says so. */
function useCampaignAction(campaign: Campaign) {
  const { t } = useTranslation();
  const [act] = useCampaignActionMutation();
  return (action: Action) =>
    void runAction({
      confirm: confirmationOf(action, campaign.name, t),
      run: () => act({ id: campaign.id, action }),
      success: (result) => result.message,
    });
}

/**
 * A campaign's buttons by its status: edit, schedule or send a draft; unschedule before it
 * starts; pause, resume, cancel.
 */
export function CampaignActions({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const { t } = useTranslation();
  const run = useCampaignAction(campaign);
  if (!useAppAbility().can('update', 'Growth')) return null;
  return (
    <Group gap="xs">
      {campaign.status === 'DRAFT' && (
        <>
          <Button variant="default" onClick={onEdit}>
            {t('campaigns.edit')}
          </Button>
          <ScheduleButton campaign={campaign} />
          <Button onClick={() => run('schedule')} data-testid="campaign-send">
            {t('campaigns.sendNow')}
          </Button>
        </>
      )}
      {campaign.status === 'SCHEDULED' && (
        <Button
          variant="default"
          onClick={() => run('unschedule')}
          data-testid="campaign-unschedule"
        >
          {t('campaigns.unschedule')}
        </Button>
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
  );
}

/** A campaign waiting for a second person's approval, with the button for one who may give it. */
export function ApprovalNotice({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const run = useCampaignAction(campaign);
  const mayApprove = useAppAbility().can('update', 'CampaignApproval');
  if (!campaign.awaiting_approval) return null;
  return (
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
  );
}
