import { Text, TextInput } from '@mantine/core';
import { formatInr, paiseToRupees } from '@switchboard/contract/money';
import { refundBody, type Payment } from '@switchboard/contract/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { paiseOf, RupeeInput } from '../../ui/rupee-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useRefundPaymentMutation } from './api';

/** Refunds part or all of what is left of a payment; the server enforces the same cap. */
export function RefundDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const left = payment.amount - payment.refunded_amount;
  const [refund] = useRefundPaymentMutation();
  const { form, ...dialog } = useContractForm({
    schema: refundBody,
    initialValues: { amount: paiseToRupees(left) as number | '', reason: '' },
    toBody: (v) => ({ payment_id: payment.id, amount: paiseOf(v.amount), reason: v.reason }),
    messages: { amount: t('payments.amountRequired') },
    check: (v) => ({
      amount:
        (paiseOf(v.amount) ?? 0) > left
          ? t('payments.refundTooMuch', { left: formatInr(left) })
          : null,
    }),
    confirm: (body) => ({
      title: t('payments.refund'),
      message: t('payments.refundConfirm', { amount: formatInr(body.amount), id: payment.id }),
      danger: true,
    }),
    send: (body) => refund({ ...body, key }),
    success: (result) =>
      result.credit_note
        ? t('payments.refundWithCreditNote', { number: result.credit_note.number })
        : result.message,
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('payments.refundTitle', { id: payment.id })}
      form={dialog}
      submitLabel={t('payments.refund')}
      danger
    >
      <Text size="sm">
        {t('payments.refundLeft', { paid: formatInr(payment.amount), left: formatInr(left) })}
      </Text>
      <RupeeInput
        label={t('payments.refundAmount')}
        {...form.getInputProps('amount')}
        required
        data-testid="refund-amount"
      />
      <TextInput
        label={t('payments.refundReason')}
        {...form.getInputProps('reason')}
        required
        data-testid="refund-reason"
      />
    </Dialog>
  );
}
