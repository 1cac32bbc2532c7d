import { Select, TextInput } from '@mantine/core';
import { LEAD_NAME_MAX } from '@switchboard/contract/lead-stages';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';

export type LeadItemValues = { name: string; type: string };
type Outcome = { data?: { message: string }; error?: unknown };

interface LeadItemFormProps {
  title: string;
  initial: LeadItemValues;
  /** The catalogue of types (from the server), with their translated labels. */
  types: { value: string; label: string }[];
  /** The contract's schema of the body: a new item's (with its org) or a change's. */
  schema: z.ZodType;
  /** The org a new item is made in; none for a change. */
  orgId?: number;
  send: (body: unknown) => Promise<Outcome>;
  onClose: () => void;
}

/** Name and type of a lead stage or group: the same small dialog for both. */
export function LeadItemDialog({
  title,
  initial,
  types,
  schema,
  orgId,
  send,
  onClose,
}: LeadItemFormProps) {
  const { t } = useTranslation();
  const { form, ...dialog } = useContractForm({
    schema,
    initialValues: initial,
    toBody: (v) => ({ ...(orgId ? { org_id: orgId } : {}), name: v.name.trim(), type: v.type }),
    send,
    failure: 'dialog',
    onDone: onClose,
  });
  return (
    <Dialog
      onClose={onClose}
      title={title}
      form={dialog}
      submitLabel={t('lead-stages.save')}
      submitTestId="lead-item-save"
      data-testid="lead-item-form"
    >
      <TextInput
        label={t('lead-stages.name')}
        required
        data-autofocus
        maxLength={LEAD_NAME_MAX}
        {...form.getInputProps('name')}
        data-testid="lead-item-name"
      />
      <Select
        label={t('lead-stages.type')}
        required
        allowDeselect={false}
        data={types}
        {...form.getInputProps('type')}
        data-testid="lead-item-type"
      />
    </Dialog>
  );
}
