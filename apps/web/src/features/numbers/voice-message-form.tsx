import {
  Button,
  FileInput,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { allowedFileTypes } from '@switchboard/contract/files';
import { createVoiceMessageBody, customVoiceMessageBody } from '@switchboard/contract/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, uploadFile, UploadError } from '../../lib/upload-file';
import { showErrorDialog } from '../../ui/error-dialog';
import { checkForm, runAction } from '../../ui/run-action';
import { useCreateCustomVoiceMessageMutation, useCreateVoiceMessageMutation } from './api';

/** A new voice message: text read out, or an uploaded recording (presigned upload first). */
export function VoiceMessageForm({ orgId, onDone }: { orgId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'TTS' | 'CUSTOM'>('TTS');
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createText, textState] = useCreateVoiceMessageMutation();
  const [createCustom, customState] = useCreateCustomVoiceMessageMutation();

  async function saveText() {
    const checked = checkForm(createVoiceMessageBody, { org_id: orgId, name, text });
    if (!checked.ok) return setErrors(checked.errors);
    await runAction({
      run: () => createText(checked.data),
      success: t('numbers.voiceSaved'),
      onDone,
    });
  }

  async function saveCustom() {
    const problem = file ? checkFile(file, 'audio') : t('numbers.pickAudio');
    const nameCheck = checkForm(createVoiceMessageBody.pick({ name: true }), { name });
    if (problem || !nameCheck.ok)
      return setErrors({
        ...(nameCheck.ok ? {} : nameCheck.errors),
        ...(problem ? { file_name: problem } : {}),
      });
    let fileName: string;
    try {
      setProgress(0);
      fileName = await uploadFile(file as File, { kind: 'audio', onProgress: setProgress });
    } catch (error) {
      setProgress(null);
      if (error instanceof UploadError) return setErrors({ file_name: error.message });
      return void showErrorDialog(error);
    }
    setProgress(null);
    const checked = checkForm(customVoiceMessageBody, { org_id: orgId, name, file_name: fileName });
    if (!checked.ok) return setErrors(checked.errors);
    await runAction({
      run: () => createCustom(checked.data),
      success: t('numbers.voiceSaved'),
      onDone,
    });
  }

  const submit = () => {
    setErrors({});
    void (kind === 'TTS' ? saveText() : saveCustom());
  };

  return (
    <Stack
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v === 'CUSTOM' ? 'CUSTOM' : 'TTS')}
        data={[
          { value: 'TTS', label: t('numbers.kinds.TTS') },
          { value: 'CUSTOM', label: t('numbers.kinds.CUSTOM') },
        ]}
      />
      <TextInput
        label={t('numbers.messageName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      {kind === 'TTS' ? (
        <Textarea
          label={t('numbers.messageText')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.text}
          required
          autosize
          minRows={3}
          maxLength={1000}
        />
      ) : (
        <FileInput
          label={t('numbers.audioFile')}
          description={t('numbers.audioHint')}
          accept={allowedFileTypes.audio.join(',')}
          value={file}
          onChange={setFile}
          error={errors.file_name}
          required
          clearable
        />
      )}
      {progress !== null && <Progress value={progress * 100} animated />}
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={textState.isLoading || customState.isLoading || progress !== null}
        >
          {t('numbers.saveMessage')}
        </Button>
      </Group>
    </Stack>
  );
}
