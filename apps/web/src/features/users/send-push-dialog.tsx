import { Textarea, TextInput } from '@mantine/core';
import { sendPushBody } from '@switchboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useSendPushMutation } from './api';

export function SendPushDialog({
  userId,
  opened,
  onClose,
}: {
  userId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [send] = useSendPushMutation();
  const { form, ...dialog } = useContractForm({
    schema: sendPushBody,
    initialValues: { title: '', body: '' },
    toBody: (v) => ({ ...v, user_id: userId }),
    send,
    success: t('users.pushSent'),
    failure: 'dialog',
    onDone: onClose,
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('users.sendPush')}
      form={dialog}
      submitLabel={t('users.send')}
    >
      <TextInput
        label={t('users.pushTitle')}
        {...form.getInputProps('title')}
        required
        data-autofocus
        maxLength={100}
      />
      <Textarea
        label={t('users.pushBody')}
        {...form.getInputProps('body')}
        required
        autosize
        minRows={3}
        maxLength={500}
      />
    </Dialog>
  );
}
