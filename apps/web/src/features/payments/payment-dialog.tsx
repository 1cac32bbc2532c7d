import { TextInput } from '@mantine/core';
import { formatInr } from '@switchboard/contract/money';
import { bankPaymentBody, customPaymentBody } from '@switchboard/contract/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { OrgPicker } from '../../ui/org-picker';
import { paiseOf, RupeeInput } from '../../ui/rupee-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useRecordBankPaymentMutation, useRecordCustomPaymentMutation } from './api';

export type PaymentKind = 'bank' | 'custom';

/**
 * Records money received: a bank transfer (its UTR required) or a custom payment (its
 * description required). Confirmed first; the server issues the invoice.
 */
export function PaymentDialog({
  kind,
  onClose,
  orgId: fixedOrg,
}: {
  kind: PaymentKind;
  onClose: () => void;
  orgId?: number;
}) {
  const { t } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [recordBank] = useRecordBankPaymentMutation();
  const [recordCustom] = useRecordCustomPaymentMutation();
  const title = t(`payments.${kind}.record`);
  const { form, ...dialog } = useContractForm({
    schema: kind === 'bank' ? bankPaymentBody : customPaymentBody,
    initialValues: {
      org_id: fixedOrg ?? null,
      amount: '' as number | '',
      payment_ref: '',
      description: '',
    },
    toBody: (v) => ({
      ...v,
      amount: paiseOf(v.amount),
      payment_ref: v.payment_ref || undefined,
      description: v.description || undefined,
    }),
    messages: { amount: t('payments.amountRequired') },
    confirm: (body) => ({
      title,
      message: t(`payments.${kind}.confirm`, {
        amount: formatInr(body.amount),
        reference: body.payment_ref ?? '',
      }),
    }),
    send: (body) =>
      kind === 'bank'
        ? recordBank({ ...bankPaymentBody.parse(body), key })
        : recordCustom({ ...customPaymentBody.parse(body), key }),
    onDone: onClose,
  });

  return (
    <Dialog onClose={onClose} title={title} size="lg" form={dialog} submitLabel={title}>
      {!fixedOrg && (
        <OrgPicker
          label={t('payments.org')}
          {...form.getInputProps('org_id')}
          required
          data-testid="payment-org"
        />
      )}
      <RupeeInput
        label={t('payments.amountRupees')}
        {...form.getInputProps('amount')}
        required
        data-testid="payment-amount"
      />
      <TextInput
        label={t(kind === 'bank' ? 'payments.bank.utr' : 'payments.reference')}
        {...form.getInputProps('payment_ref')}
        required={kind === 'bank'}
        data-testid="payment-reference"
      />
      <TextInput
        label={t('payments.description')}
        {...form.getInputProps('description')}
        required={kind === 'custom'}
        data-testid="payment-description"
      />
    </Dialog>
  );
}
