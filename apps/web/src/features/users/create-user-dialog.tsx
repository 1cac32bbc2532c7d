import { Select, TextInput } from '@mantine/core';
import { createUserBody, customerRoles } from '@switchboard/contract/users';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreateUserMutation } from './api';
import { emptyPerson, PersonFields } from './person-form';

type Props = { opened: boolean; onClose: () => void; onCreated: (id: number) => void };

export function CreateUserDialog({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [create] = useCreateUserMutation();
  const { form, ...dialog } = useContractForm({
    schema: createUserBody,
    initialValues: { ...emptyPerson, email: '', role: 'ORG_USER' as string },
    toBody: (v) => ({ ...v, email: v.email.trim() || undefined }),
    send: create,
    success: t('users.created'),
    failure: 'dialog',
    onDone: (user) => {
      onClose();
      onCreated(user.id);
    },
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('users.create')}
      form={dialog}
      submitLabel={t('users.create')}
    >
      <PersonFields field={form.getInputProps} />
      <TextInput label={t('users.columns.email')} type="email" {...form.getInputProps('email')} />
      <Select
        label={t('users.columns.role')}
        data={customerRoles.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
        {...form.getInputProps('role')}
        allowDeselect={false}
      />
    </Dialog>
  );
}
