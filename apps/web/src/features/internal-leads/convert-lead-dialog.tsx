import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { InternalLead } from '@switchboard/contract/internal-leads';
import { convertLeadBody } from '@switchboard/contract/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';
import { useConvertInternalLeadMutation } from './api';

/**
 * The lead becomes a customer: the team to onboard them with (name, email, lite). The server
 * finds the customer by the lead's phone, or makes them from the lead, in the same step. After
 * it the console opens the new team.
 */
export function ConvertLeadDialog({ lead, onClose }: { lead: InternalLead; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [convert, { isLoading }] = useConvertInternalLeadMutation();
  const [form, setForm] = useState({ name: lead.name, email: lead.email ?? '', is_lite: false });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    const checked = checkForm(convertLeadBody, {
      name: form.name,
      email: form.email.trim() || undefined,
      is_lite: form.is_lite,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      confirm: {
        title: t('internal-leads.convertConfirmTitle'),
        message: t('internal-leads.convertConfirm', { lead: lead.name, org: checked.data.name }),
        confirmLabel: t('internal-leads.convert'),
      },
      run: () => convert({ id: lead.id, body: checked.data }),
      success: (data) => data.message,
      onDone: (data) => {
        onClose();
        void navigate(`/teams/${data.org.id}/subscriptions`);
      },
    });
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('internal-leads.convertTitle', { name: lead.name })}
      onSubmit={submit}
      submitLabel={t('internal-leads.convert')}
      loading={isLoading}
      data-testid="convert-lead"
    >
      <Stack gap="sm">
        <Text size="sm">{t('internal-leads.convertHint', { phone: lead.phone })}</Text>
        <TextInput
          label={t('internal-leads.teamName')}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={errors.name}
          required
          data-autofocus
          data-testid="convert-team-name"
        />
        <TextInput
          label={t('internal-leads.teamEmail')}
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          error={errors.email}
          data-testid="convert-team-email"
        />
        <Checkbox
          label={t('internal-leads.lite')}
          checked={form.is_lite}
          onChange={(e) => setForm({ ...form, is_lite: e.currentTarget.checked })}
        />
      </Stack>
    </FormModal>
  );
}
