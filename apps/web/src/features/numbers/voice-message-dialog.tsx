import { FileInput, Progress, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { allowedFileTypes } from '@switchboard/contract/files';
import { createVoiceMessageBody, customVoiceMessageBody } from '@switchboard/contract/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, uploadFile, UploadError } from '../../lib/upload-file';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreateCustomVoiceMessageMutation, useCreateVoiceMessageMutation } from './api';

/** Before a recording is uploaded, only its name is checked by the contract (its file after). */
const recordingName = createVoiceMessageBody.pick({ name: true });

/** A new voice message: text read out, or an uploaded recording (presigned upload first). */
export function VoiceMessageDialog({ orgId, onDone }: { orgId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [createText] = useCreateVoiceMessageMutation();
  const [createCustom] = useCreateCustomVoiceMessageMutation();

  async function saveRecording(name: string, file: File) {
    try {
      setProgress(0);
      const fileName = await uploadFile(file, { kind: 'audio', onProgress: setProgress });
      return await createCustom(
        customVoiceMessageBody.parse({ org_id: orgId, name, file_name: fileName }),
      );
    } catch (error) {
      return { error };
    } finally {
      setProgress(null);
    }
  }

  const [kind, setKind] = useState<'TTS' | 'CUSTOM'>('TTS');
  const { form, ...dialog } = useContractForm({
    schema: kind === 'TTS' ? createVoiceMessageBody : recordingName,
    initialValues: { name: '', text: '', file: null as File | null },
    toBody: (v) =>
      kind === 'TTS' ? { org_id: orgId, name: v.name, text: v.text } : { name: v.name },
    check: (v) => ({
      file:
        kind === 'CUSTOM' ? (v.file ? checkFile(v.file, 'audio') : t('numbers.pickAudio')) : null,
    }),
    send: (body, values) =>
      kind === 'TTS'
        ? createText(createVoiceMessageBody.parse(body))
        : saveRecording(body.name, values.file as File),
    success: t('numbers.voiceSaved'),
    failure: 'dialog',
    refusal: (error) =>
      error instanceof UploadError ? { field: 'file', message: error.message } : undefined,
    onDone,
  });

  return (
    <Dialog
      onClose={onDone}
      title={t('numbers.addMessage')}
      form={{ ...dialog, busy: dialog.busy || progress !== null }}
      submitLabel={t('numbers.saveMessage')}
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
        {...form.getInputProps('name')}
        required
        data-autofocus
      />
      {kind === 'TTS' ? (
        <Textarea
          label={t('numbers.messageText')}
          {...form.getInputProps('text')}
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
          {...form.getInputProps('file')}
          required
          clearable
        />
      )}
      {progress !== null && <Progress value={progress * 100} animated />}
    </Dialog>
  );
}
