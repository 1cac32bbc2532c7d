import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Title,
} from '@mantine/core';
import { settingsMessageKey, type OrgSettingsBody } from '@switchboard/contract/org-settings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
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
  const [others, setOthers] = useState({
    missed_call_sms: false,
    voicemail: false,
    max_call_minutes: 120,
  });
  useEffect(() => {
    if (settings)
      setOthers({
        missed_call_sms: settings.missed_call_sms,
        voicemail: settings.voicemail,
        max_call_minutes: settings.max_call_minutes,
      });
  }, [settings]);

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
        <NumberInput
          label={t('teams.settings.maxCallMinutes')}
          min={1}
          max={600}
          w={220}
          value={others.max_call_minutes}
          onChange={(v) =>
            setOthers((o) => ({
              ...o,
              max_call_minutes: Math.min(600, Math.max(1, Number(v) || 1)),
            }))
          }
        />
        <Group>
          <Button onClick={() => saveBody(others)} loading={saving} data-testid="settings-save">
            {t('teams.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
