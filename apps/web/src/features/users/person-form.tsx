import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PersonValues = { first_name: string; last_name: string; phone: string };
export const emptyPerson: PersonValues = { first_name: '', last_name: '', phone: '' };

/** Name and Indian mobile number: the fields shared by "create user" and "invite". */
export function PersonFields({
  values,
  errors,
  onChange,
}: {
  values: PersonValues;
  errors: Record<string, string>;
  onChange: (change: Partial<PersonValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('users.firstName')}
        value={values.first_name}
        onChange={(e) => onChange({ first_name: e.currentTarget.value })}
        error={errors.first_name}
        required
        data-autofocus
      />
      <TextInput
        label={t('users.lastName')}
        value={values.last_name}
        onChange={(e) => onChange({ last_name: e.currentTarget.value })}
        error={errors.last_name}
      />
      <TextInput
        label={t('users.phone')}
        description={t('users.phoneHint')}
        placeholder="+91 98765 43210"
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(e) => onChange({ phone: e.currentTarget.value })}
        error={errors.phone}
        required
      />
    </>
  );
}
