import { inviteUserBody } from '@switchboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useInviteUserMutation } from './api';
import { emptyPerson, PersonFields } from './person-form';

/** POST /admin/users/invite {first_name, last_name, phone, org_id}: joins or creates the user. */
export function InviteUserDialog({
  orgId,
  opened,
  onClose,
}: {
  orgId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [invite] = useInviteUserMutation();
  const { form, ...dialog } = useContractForm({
    schema: inviteUserBody,
    initialValues: emptyPerson,
    toBody: (v) => ({ ...v, org_id: orgId }),
    send: invite,
    success: (r) =>
      t(r.created ? 'users.invitedNew' : 'users.invitedExisting', {
        name: `${r.user.first_name} ${r.user.last_name}`.trim(),
      }),
    failure: 'dialog',
    onDone: onClose,
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('users.invite')}
      form={dialog}
      submitLabel={t('users.sendInvite')}
    >
      <PersonFields field={form.getInputProps} />
    </Dialog>
  );
}
