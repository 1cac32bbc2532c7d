import { NumberInput, TextInput } from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import { createPaymentLinkBody } from '@switchboard/contract/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { OrgPicker } from '../../ui/org-picker';
import { paiseOf, RupeeInput } from '../../ui/rupee-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useCreatePaymentLinkMutation } from './api';

/** Creates a payment link for an org: confirmed first, sent once however often it is clicked. */
export function CreateLinkDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [create] = useCreatePaymentLinkMutation();
  const { form, ...dialog } = useContractForm({
    schema: createPaymentLinkBody,
    initialValues: {
      org_id: null as number | null,
      amount: '' as number | '',
      description: '',
      expire_in_days: 7 as number | string,
    },
    toBody: (v) => ({
      ...v,
      amount: paiseOf(v.amount),
      expire_in_days: Number(v.expire_in_days) || 7,
    }),
    messages: { amount: t('payments.amountRequired') },
    confirm: (body) => ({
      title: t('payments.links.create'),
      message: t('payments.links.createConfirm', { amount: formatInr(body.amount) }),
    }),
    send: (body) => create({ ...body, key }),
    success: t('payments.links.created'),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('payments.links.create')}
      size="lg"
      form={dialog}
      submitLabel={t('payments.links.create')}
    >
      <OrgPicker
        label={t('payments.org')}
        {...form.getInputProps('org_id')}
        required
        data-testid="link-org"
      />
      <RupeeInput
        label={t('payments.amountRupees')}
        {...form.getInputProps('amount')}
        required
        data-testid="link-amount"
      />
      <TextInput
        label={t('payments.description')}
        {...form.getInputProps('description')}
        required
        data-testid="link-description"
      />
      <NumberInput
        label={t('payments.links.expiresInDays')}
        {...form.getInputProps('expire_in_days')}
        min={1}
        max={180}
        allowDecimal={false}
      />
    </Dialog>
  );
}
