import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Campaign } from '@switchboard/contract/campaigns';
import { fromIndiaWallTime, INDIA_OFFSET } from '@switchboard/contract/india-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { IndiaDateInput } from '../../ui/india-dates';
import { toastSuccess } from '../../ui/toasts';
import { errorMessage } from '../../lib/error-message';
import { useCampaignActionMutation } from './api';

/** A start time as typed: an India day and a time of day ('' when not chosen). */
export type SendAt = { date: string; time: string };
export const noSendAt: SendAt = { date: '', time: '' };

/**
 * The instant a start time means, or why it cannot be used: a day needs its time, and the time
 * is from now on (a time gone by would start the campaign at once).
 */
export function sendAtInstant(
  at: SendAt,
  now = new Date(),
): { at: string | null; error?: 'timeNeeded' | 'timePast' } {
  if (!at.date && !at.time) return { at: null };
  if (!at.date || !/^\d{2}:\d{2}$/.test(at.time)) return { at: null, error: 'timeNeeded' };
  const instant = fromIndiaWallTime(at.date, at.time);
  if (new Date(instant).getTime() < now.getTime() - 60_000) return { at: null, error: 'timePast' };
  return { at: instant };
}

/** A day and an India time of day, for when a campaign starts sending. */
export function SendAtFields({
  value,
  onChange,
  error,
  description,
}: {
  value: SendAt;
  onChange: (value: SendAt) => void;
  error?: string | undefined;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group grow align="flex-start">
        <IndiaDateInput
          label={t('campaigns.sendOn')}
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          testId="campaign-send-date"
        />
        <TextInput
          type="time"
          label={t('campaigns.sendAtTime', { offset: INDIA_OFFSET })}
          value={value.time}
          onChange={(e) => onChange({ ...value, time: e.currentTarget.value })}
          error={error}
          data-testid="campaign-send-time"
        />
      </Group>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** Schedules a saved draft for a day and time: it starts sending then, and can be unscheduled. */
export function ScheduleDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const [act, { isLoading }] = useCampaignActionMutation();
  const [value, setValue] = useState<SendAt>(noSendAt);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  async function submit() {
    const chosen = sendAtInstant(value);
    if (!chosen.at) {
      setError(t(`campaigns.${chosen.error ?? 'timeNeeded'}`));
      return;
    }
    setError(undefined);
    const result = await act({ id: campaign.id, action: 'schedule', at: chosen.at });
    if (result.error !== undefined) {
      setFailure(errorMessage(result.error));
      return;
    }
    toastSuccess(result.data.message);
    onClose();
  }
  return (
    <Dialog
      onClose={onClose}
      title={t('campaigns.scheduleTitle', { name: campaign.name })}
      form={{ submit, busy: isLoading, failure }}
      submitLabel={t('campaigns.schedule')}
      submitTestId="campaign-schedule-confirm"
      data-testid="campaign-schedule-dialog"
    >
      <SendAtFields
        value={value}
        onChange={setValue}
        error={error}
        description={t('campaigns.scheduleText')}
      />
    </Dialog>
  );
}

/** Used where a button opens the dialog. */
export function ScheduleButton({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="campaign-schedule">
        {t('campaigns.schedule')}
      </Button>
      {open && <ScheduleDialog campaign={campaign} onClose={() => setOpen(false)} />}
    </>
  );
}
