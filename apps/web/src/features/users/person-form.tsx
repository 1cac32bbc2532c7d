import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldsOf } from '../../ui/use-contract-form';

export type PersonValues = { first_name: string; last_name: string; phone: string };
export const emptyPerson: PersonValues = { first_name: '', last_name: '', phone: '' };

/** Name and Indian mobile number: the fields shared by "create user" and "invite". */
export function PersonFields({ field }: { field: FieldsOf<keyof PersonValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('users.firstName')} {...field('first_name')} required data-autofocus />
      <TextInput label={t('users.lastName')} {...field('last_name')} />
      <TextInput
        label={t('users.phone')}
        description={t('users.phoneHint')}
        placeholder="+91 98765 43210"
        type="tel"
        inputMode="tel"
        {...field('phone')}
        required
      />
    </>
  );
}
