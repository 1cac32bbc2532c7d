import { inviteUserBody } from '@switchboard/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';
import { useInviteUserMutation } from './api';
import { emptyPerson, PersonFields } from './person-form';

/** POST /admin/users/invite {first_name, last_name, phone, org_id}: joins or creates the user. */
export function InviteUserModal({
  orgId,
  opened,
  onClose,
}: {
  orgId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [invite, { isLoading }] = useInviteUserMutation();
  const [values, setValues] = useState(emptyPerson);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save() {
    const checked = checkForm(inviteUserBody, { ...values, org_id: orgId });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      run: () => invite(checked.data),
      success: (r) =>
        t(r.created ? 'users.invitedNew' : 'users.invitedExisting', {
          name: `${r.user.first_name} ${r.user.last_name}`.trim(),
        }),
      onDone: () => {
        setValues(emptyPerson);
        onClose();
      },
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('users.invite')}
      onSubmit={save}
      submitLabel={t('users.sendInvite')}
      loading={isLoading}
    >
      <PersonFields
        values={values}
        errors={errors}
        onChange={(c) => setValues((v) => ({ ...v, ...c }))}
      />
    </FormModal>
  );
}
