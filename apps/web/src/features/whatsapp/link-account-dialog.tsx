import { Stack, TextInput } from '@mantine/core';
import { linkWhatsappAccountBody } from '@switchboard/contract/whatsapp';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { OrgPicker } from '../../ui/org-picker';
import { useContractForm } from '../../ui/use-contract-form';
import { useLinkWhatsappAccountMutation } from './api';

/**
 * Links a team's WhatsApp number by the two ids the BSP shows for it (business account and
 * phone number); the server checks them at the BSP before anything is saved.
 */
export function LinkAccountDialog({
  orgId,
  onClose,
}: {
  orgId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [link] = useLinkWhatsappAccountMutation();
  const { form, ...dialog } = useContractForm({
    schema: linkWhatsappAccountBody,
    initialValues: { org_id: orgId, waba_id: '', phone_number_id: '' },
    toBody: (v) => ({ ...v, org_id: v.org_id ?? 0 }),
    send: link,
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('whatsapp.linkTitle')}
      form={dialog}
      submitLabel={t('whatsapp.link')}
      data-testid="whatsapp-link-form"
      failureTestId="whatsapp-link-error"
    >
      <Stack gap="sm">
        {orgId === null ? (
          <OrgPicker
            label={t('whatsapp.team')}
            {...form.getInputProps('org_id')}
            required
            data-testid="whatsapp-link-org"
          />
        ) : null}
        <TextInput
          label={t('whatsapp.wabaId')}
          description={t('whatsapp.idsHint')}
          {...form.getInputProps('waba_id')}
          inputMode="numeric"
          required
          data-testid="whatsapp-link-waba"
        />
        <TextInput
          label={t('whatsapp.phoneNumberId')}
          {...form.getInputProps('phone_number_id')}
          inputMode="numeric"
          required
          data-testid="whatsapp-link-phone-id"
        />
      </Stack>
    </Dialog>
  );
}
