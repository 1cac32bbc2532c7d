import { Alert, Button, Card, Divider, Group, Loader, Stack, Switch, Title } from '@mantine/core';
import {
  MAX_CALL_MINUTES,
  settingsMessageKey,
  type OrgSettingsBody,
} from '@switchboard/contract/org-settings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { runAction } from '../../ui/run-action';
import {
  useOrgSettingsQuery,
  useSaveOrgSettingsMutation,
  useToggleTrialAnnouncementMutation,
} from './api';
import { CallerTuneSetting } from './caller-tune-setting';

/** The org's settings: each switch saves on its own with the spec's message; the rest on Save. */
export default function TeamTabSettings({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const { data: settings, error, isLoading } = useOrgSettingsQuery(orgId);
  const [save, { isLoading: saving }] = useSaveOrgSettingsMutation();
  const [toggleTrial, { isLoading: toggling }] = useToggleTrialAnnouncementMutation();
  const [others, setOthers] = useState({ missed_call_sms: false, voicemail: false });
  // As typed: a value out of range is named at the field, never clamped.
  const [maxCall, setMaxCall] = useState<number | string>(120);
  useEffect(() => {
    if (settings) {
      setOthers({ missed_call_sms: settings.missed_call_sms, voicemail: settings.voicemail });
      setMaxCall(settings.max_call_minutes);
    }
  }, [settings]);
  const maxCallValid = isWholeInRange(maxCall, MAX_CALL_MINUTES.min, MAX_CALL_MINUTES.max);

  if (isLoading) return <Loader size="sm" />;
  if (error || !settings) return <Alert color="red">{errorMessage(error)}</Alert>;

  // Each change answers with the spec's message for what changed.
  const saveBody = (body: OrgSettingsBody) =>
    runAction({
      run: () => save({ id: orgId, body }),
      success: t(`messages.${settingsMessageKey(body)}`),
    });

  return (
    <Card withBorder data-testid="team-settings">
      <Stack>
        <Title order={2} size="h4">
          {t('teams.tabs.settings')}
        </Title>
        <Switch
          data-testid="setting-call-recording"
          label={t('teams.settings.callRecording')}
          description={t('teams.settings.callRecordingHint')}
          checked={settings.call_recording}
          disabled={saving}
          onChange={(e) => saveBody({ call_recording: e.currentTarget.checked })}
        />
        <Switch
          data-testid="setting-trial-announcement"
          label={t('teams.settings.trialAnnouncement')}
          description={t('teams.settings.trialAnnouncementHint')}
          checked={settings.trial_announcement_toggle === 1}
          disabled={toggling}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void runAction({
              run: () => toggleTrial({ id: orgId, on }),
              success: t('messages.orgSettingsUpdated'),
            });
          }}
        />
        <Divider />
        <CallerTuneSetting orgId={orgId} settings={settings} />
        <Divider />
        <Switch
          label={t('teams.settings.missedCallSms')}
          checked={others.missed_call_sms}
          onChange={(e) => setOthers((o) => ({ ...o, missed_call_sms: e.currentTarget.checked }))}
        />
        <Switch
          label={t('teams.settings.voicemail')}
          checked={others.voicemail}
          onChange={(e) => setOthers((o) => ({ ...o, voicemail: e.currentTarget.checked }))}
        />
        <RangeNumberInput
          label={t('teams.settings.maxCallMinutes')}
          min={MAX_CALL_MINUTES.min}
          max={MAX_CALL_MINUTES.max}
          w={220}
          value={maxCall}
          onChange={setMaxCall}
          data-testid="max-call-minutes"
        />
        <Group>
          <Button
            onClick={() =>
              typeof maxCall === 'number' && saveBody({ ...others, max_call_minutes: maxCall })
            }
            disabled={!maxCallValid}
            loading={saving}
            data-testid="settings-save"
          >
            {t('teams.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
