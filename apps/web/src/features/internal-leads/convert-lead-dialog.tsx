import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { InternalLead } from '@switchboard/contract/internal-leads';
import { convertLeadBody } from '@switchboard/contract/onboarding';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useConvertInternalLeadMutation } from './api';

/**
 * The lead becomes a customer: the team to onboard them with (name, email, lite). The server
 * finds the customer by the lead's phone, or makes them from the lead, in the same step. After
 * it the console opens the new team.
 */
export function ConvertLeadDialog({ lead, onClose }: { lead: InternalLead; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [convert] = useConvertInternalLeadMutation();
  const { form, ...dialog } = useContractForm({
    schema: convertLeadBody,
    initialValues: { name: lead.name, email: lead.email ?? '', is_lite: false },
    toBody: (v) => ({ ...v, email: v.email.trim() || undefined }),
    confirm: (body) => ({
      title: t('internal-leads.convertConfirmTitle'),
      message: t('internal-leads.convertConfirm', { lead: lead.name, org: body.name }),
      confirmLabel: t('internal-leads.convert'),
    }),
    send: (body) => convert({ id: lead.id, body }),
    failure: 'dialog',
    onDone: (data) => {
      onClose();
      void navigate(`/teams/${data.org.id}/subscriptions`);
    },
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('internal-leads.convertTitle', { name: lead.name })}
      form={dialog}
      submitLabel={t('internal-leads.convert')}
      data-testid="convert-lead"
    >
      <Stack gap="sm">
        <Text size="sm">{t('internal-leads.convertHint', { phone: lead.phone })}</Text>
        <TextInput
          label={t('internal-leads.teamName')}
          {...form.getInputProps('name')}
          required
          data-autofocus
          data-testid="convert-team-name"
        />
        <TextInput
          label={t('internal-leads.teamEmail')}
          type="email"
          {...form.getInputProps('email')}
          data-testid="convert-team-email"
        />
        <Checkbox
          label={t('internal-leads.lite')}
          {...form.getInputProps('is_lite', { type: 'checkbox' })}
        />
      </Stack>
    </Dialog>
  );
}
