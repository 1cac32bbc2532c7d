import { Select, Stack, TextInput } from '@mantine/core';
import { addVoipNumberBody, voipProviders } from '@switchboard/contract/numbers';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useAddVoipNumberMutation } from './api';

/** A number bought from a carrier, into the inventory as available. */
export function AddNumberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [add] = useAddVoipNumberMutation();
  const { form, ...dialog } = useContractForm({
    schema: addVoipNumberBody,
    initialValues: { number: '', provider: voipProviders[0] as string | null },
    toBody: (v) => ({ ...v, provider: v.provider ?? '' }),
    send: add,
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('numbers.addTitle')}
      form={dialog}
      submitLabel={t('numbers.add')}
      data-testid="add-number-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('numbers.number')}
          description={t('numbers.numberHint')}
          inputMode="tel"
          {...form.getInputProps('number')}
          required
          data-autofocus
          data-testid="add-number-number"
        />
        <Select
          label={t('numbers.provider')}
          data={[...voipProviders]}
          {...form.getInputProps('provider')}
          searchable
          required
          data-testid="add-number-provider"
        />
      </Stack>
    </Dialog>
  );
}
