import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { LEAD_NAME_MAX } from '@switchboard/contract/lead-stages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type LeadItemValues = { name: string; type: string };

interface LeadItemFormProps {
  initial: LeadItemValues;
  /** The catalogue of types (from the server), with their translated labels. */
  types: { value: string; label: string }[];
  submitting: boolean;
  /** Saves; resolves to messages by field when the input was refused. */
  onSubmit: (values: LeadItemValues) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}

/** Name and type of a lead stage or group: the same small form for both. */
export function LeadItemForm({
  initial,
  types,
  submitting,
  onSubmit,
  onCancel,
}: LeadItemFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors((await onSubmit({ name: values.name.trim(), type: values.type })) ?? {});
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="lead-item-form">
      <Stack>
        <TextInput
          label={t('lead-stages.name')}
          required
          data-autofocus
          maxLength={LEAD_NAME_MAX}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          error={errors.name}
          data-testid="lead-item-name"
        />
        <Select
          label={t('lead-stages.type')}
          required
          allowDeselect={false}
          data={types}
          value={values.type}
          onChange={(type) => setValues({ ...values, type: type ?? values.type })}
          error={errors.type}
          data-testid="lead-item-type"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('lead-stages.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="lead-item-save">
            {t('lead-stages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
