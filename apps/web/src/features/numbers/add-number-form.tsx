import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { addVoipNumberBody, voipProviders } from '@switchboard/contract/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { FormModal } from '../../ui/form-modal';
import { checkForm } from '../../ui/run-action';
import { toastSuccess } from '../../ui/toasts';
import { useAddVoipNumberMutation } from './api';

/** A number bought from a carrier, into the inventory as available. */
export function AddNumberForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [provider, setProvider] = useState<string | null>(voipProviders[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { isLoading }] = useAddVoipNumberMutation();

  async function submit() {
    setFailure(null);
    const checked = checkForm(addVoipNumberBody, { number, provider: provider ?? '' });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await add(checked.data);
    if ('error' in result) return setFailure(errorMessage(result.error));
    toastSuccess(result.data.message);
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('numbers.addTitle')}
      onSubmit={submit}
      submitLabel={t('numbers.add')}
      loading={isLoading}
      data-testid="add-number-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('numbers.number')}
          description={t('numbers.numberHint')}
          inputMode="tel"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={errors.number}
          required
          data-autofocus
          data-testid="add-number-number"
        />
        <Select
          label={t('numbers.provider')}
          data={[...voipProviders]}
          value={provider}
          onChange={setProvider}
          searchable
          error={errors.provider}
          required
          data-testid="add-number-provider"
        />
        {failure && (
          <Alert color="red" role="alert" data-testid="add-number-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
