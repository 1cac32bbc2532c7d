import { Textarea, TextInput } from '@mantine/core';
import { sendPushBody } from '@switchboard/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';
import { useSendPushMutation } from './api';

export function SendPushModal({
  userId,
  opened,
  onClose,
}: {
  userId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [send, { isLoading }] = useSendPushMutation();
  const [values, setValues] = useState({ title: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save() {
    const checked = checkForm(sendPushBody, { ...values, user_id: userId });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      run: () => send(checked.data),
      success: t('users.pushSent'),
      onDone: () => {
        setValues({ title: '', body: '' });
        onClose();
      },
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('users.sendPush')}
      onSubmit={save}
      submitLabel={t('users.send')}
      loading={isLoading}
    >
      <TextInput
        label={t('users.pushTitle')}
        value={values.title}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setValues((v) => ({ ...v, title: next }));
        }}
        error={errors.title}
        required
        data-autofocus
        maxLength={100}
      />
      <Textarea
        label={t('users.pushBody')}
        value={values.body}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setValues((v) => ({ ...v, body: next }));
        }}
        error={errors.body}
        required
        autosize
        minRows={3}
        maxLength={500}
      />
    </FormModal>
  );
}
