import { Alert, Stack, TextInput } from '@mantine/core';
import { linkWhatsappAccountBody } from '@switchboard/contract/whatsapp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { OrgPicker } from '../../ui/org-picker';
import { checkForm } from '../../ui/run-action';
import { useFormSave } from '../../ui/use-form-save';
import { useLinkWhatsappAccountMutation } from './api';

/**
 * Links a team's WhatsApp number by the two ids the BSP shows for it (business account and
 * phone number); the server checks them at the BSP before anything is saved.
 */
export function LinkAccountForm({ orgId, onClose }: { orgId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ org: orgId, waba_id: '', phone_number_id: '' });
  const { errors, failure, save } = useFormSave(onClose);
  const [link, linking] = useLinkWhatsappAccountMutation();

  const submit = () =>
    save(
      checkForm(linkWhatsappAccountBody, {
        org_id: form.org ?? 0,
        waba_id: form.waba_id,
        phone_number_id: form.phone_number_id,
      }),
      link,
    );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('whatsapp.linkTitle')}
      onSubmit={submit}
      submitLabel={t('whatsapp.link')}
      loading={linking.isLoading}
      data-testid="whatsapp-link-form"
    >
      <Stack gap="sm">
        {orgId === null ? (
          <OrgPicker
            label={t('whatsapp.team')}
            value={form.org}
            onChange={(org) => setForm({ ...form, org })}
            error={errors.org_id}
            required
            data-testid="whatsapp-link-org"
          />
        ) : null}
        <TextInput
          label={t('whatsapp.wabaId')}
          description={t('whatsapp.idsHint')}
          value={form.waba_id}
          onChange={(e) => setForm({ ...form, waba_id: e.currentTarget.value })}
          error={errors.waba_id}
          inputMode="numeric"
          required
          data-testid="whatsapp-link-waba"
        />
        <TextInput
          label={t('whatsapp.phoneNumberId')}
          value={form.phone_number_id}
          onChange={(e) => setForm({ ...form, phone_number_id: e.currentTarget.value })}
          error={errors.phone_number_id}
          inputMode="numeric"
          required
          data-testid="whatsapp-link-phone-id"
        />
        {failure ? (
          <Alert color="red" data-testid="whatsapp-link-error">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </FormModal>
  );
}
