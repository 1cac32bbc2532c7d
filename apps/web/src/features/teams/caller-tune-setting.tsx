import { Button, FileButton, Group, Radio, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { allowedFileTypes } from '@switchboard/contract/files';
import type { OrgSettingsResponse } from '@switchboard/contract/org-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../ui/error-dialog';
import { runAction } from '../../ui/run-action';
import { toastSuccess } from '../../ui/toasts';
import { uploadFile } from '../../lib/upload-file';
import { useSaveOrgSettingsMutation } from './api';

/** Default or custom caller tune; a custom one is uploaded through the presigned flow first. */
export function CallerTuneSetting({
  orgId,
  settings,
}: {
  orgId: number;
  settings: OrgSettingsResponse;
}) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveOrgSettingsMutation();
  const [uploading, setUploading] = useState(false);
  const tune = settings.caller_tune;

  async function choose(type: string) {
    if (type === 'default' && tune.type !== 'default') {
      await runAction({
        run: () => save({ id: orgId, body: { caller_tune: { type: 'default' } } }),
        success: t('messages.callerTuneSettingUpdated'),
      });
    }
  }

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const fileName = await uploadFile(file, { kind: 'audio' });
      await save({
        id: orgId,
        body: { caller_tune: { type: 'custom', file_name: fileName } },
      }).unwrap();
      toastSuccess(t('messages.callerTuneSettingUpdated'));
    } catch (error) {
      showErrorDialog(error instanceof Error ? { data: { message: error.message } } : error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="xs" data-testid="caller-tune-setting">
      <Radio.Group label={t('teams.settings.callerTune')} value={tune.type} onChange={choose}>
        <Group mt={4}>
          <Radio value="default" label={t('teams.settings.tuneDefault')} disabled={isLoading} />
          <Radio
            value="custom"
            label={t('teams.settings.tuneCustom')}
            disabled={tune.type !== 'custom'}
          />
        </Group>
      </Radio.Group>
      {tune.type === 'custom' && settings.caller_tune_url ? (
        <audio
          controls
          src={settings.caller_tune_url}
          aria-label={t('teams.settings.tunePlayer')}
        />
      ) : null}
      <Group>
        <FileButton onChange={upload} accept={allowedFileTypes.audio.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={uploading}
            >
              {t('teams.settings.uploadTune')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('teams.settings.tuneHint')}
        </Text>
      </Group>
    </Stack>
  );
}
