import { Select, Stack, TextInput } from '@mantine/core';
import { inviteStaffBody } from '@switchboard/contract/staff';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useInviteStaffMutation } from './api';

/** Invites a colleague: an email with a single-use link that works for 72 hours. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [invite] = useInviteStaffMutation();
  const { form, ...dialog } = useContractForm({
    schema: inviteStaffBody,
    initialValues: { email: '', first_name: '', last_name: '', role: 'ADMIN' },
    toBody: (v) => ({ ...v, email: v.email.trim() }),
    send: (body) => invite(body),
    success: (data) => t('staff.invited', { email: data.email }),
    onDone: onClose,
  });
  return (
    <Dialog
      onClose={onClose}
      title={t('staff.inviteTitle')}
      form={dialog}
      submitLabel={t('staff.sendInvitation')}
      data-testid="staff-invite-form"
    >
      <Stack gap="sm">
        <TextInput
          label={t('staff.email')}
          type="email"
          required
          {...form.getInputProps('email')}
          data-testid="staff-invite-email"
        />
        <TextInput
          label={t('staff.firstName')}
          required
          {...form.getInputProps('first_name')}
          data-testid="staff-invite-first-name"
        />
        <TextInput label={t('staff.lastName')} {...form.getInputProps('last_name')} />
        <Select
          label={t('staff.role')}
          data={[
            { value: 'ADMIN', label: 'ADMIN' },
            { value: 'SU', label: 'SU' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('role')}
          data-testid="staff-invite-role"
        />
      </Stack>
    </Dialog>
  );
}
