import { Select, TextInput } from '@mantine/core';
import { createUserBody, customerRoles } from '@switchboard/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { checkForm, runAction } from '../../ui/run-action';
import { useCreateUserMutation } from './api';
import { emptyPerson, PersonFields } from './person-form';

type Props = { opened: boolean; onClose: () => void; onCreated: (id: number) => void };

export function CreateUserModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [create, { isLoading }] = useCreateUserMutation();
  const [values, setValues] = useState({
    ...emptyPerson,
    email: '',
    role: 'ORG_USER' as (typeof customerRoles)[number],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save() {
    const checked = checkForm(createUserBody, {
      ...values,
      email: values.email.trim() || undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      run: () => create(checked.data),
      success: t('users.created'),
      onDone: (user) => {
        setValues({ ...emptyPerson, email: '', role: 'ORG_USER' });
        onClose();
        onCreated(user.id);
      },
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('users.create')}
      onSubmit={save}
      submitLabel={t('users.create')}
      loading={isLoading}
    >
      <PersonFields
        values={values}
        errors={errors}
        onChange={(c) => setValues((v) => ({ ...v, ...c }))}
      />
      <TextInput
        label={t('users.columns.email')}
        type="email"
        value={values.email}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setValues((v) => ({ ...v, email: next }));
        }}
        error={errors.email}
      />
      <Select
        label={t('users.columns.role')}
        data={customerRoles.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
        value={values.role}
        onChange={(r) => r && setValues((v) => ({ ...v, role: r as typeof values.role }))}
        allowDeselect={false}
      />
    </FormModal>
  );
}
