import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The org's GSTIN from its settings is shown read-only; without one, staff may type it. */
export function GstField({
  orgGstin,
  value,
  onChange,
}: {
  orgGstin: string | null;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('subscriptions.gstin')}
      description={orgGstin ? t('subscriptions.gstinFromOrg') : undefined}
      value={orgGstin ?? value}
      readOnly={Boolean(orgGstin)}
      onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      maxLength={15}
      data-testid="gstin"
    />
  );
}
