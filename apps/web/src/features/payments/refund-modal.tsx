import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatInr, paiseToRupees, rupeesToPaise } from '@switchboard/contract/money';
import type { Payment } from '@switchboard/contract/payments';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toastSuccess } from '../../ui/toasts';
import { useRefundPaymentMutation } from './api';
import { RupeeInput } from '../../ui/rupee-input';

/** Refunds part or all of what is left of a payment; the server enforces the same cap. */
export function RefundModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const left = payment.amount - payment.refunded_amount;
  const [rupees, setRupees] = useState<number | ''>(paiseToRupees(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refund, { isLoading, error }] = useRefundPaymentMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = rupees === '' ? 0 : rupeesToPaise(rupees);
    const problems: Record<string, string> = {};
    if (amount <= 0) problems.amount = t('payments.amountRequired');
    else if (amount > left)
      problems.amount = t('payments.refundTooMuch', { left: formatInr(left) });
    if (!reason.trim()) problems.reason = t('payments.required');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const ok = await confirmDialog({
      title: t('payments.refund'),
      message: t('payments.refundConfirm', { amount: formatInr(amount), id: payment.id }),
      danger: true,
    });
    if (!ok) return;
    const result = await refund({ key, payment_id: payment.id, amount, reason: reason.trim() });
    if ('data' in result && result.data) {
      const note = result.data.credit_note;
      toastSuccess(
        note ? t('payments.refundWithCreditNote', { number: note.number }) : result.data.message,
      );
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('payments.refundTitle', { id: payment.id })}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Text size="sm">
            {t('payments.refundLeft', { paid: formatInr(payment.amount), left: formatInr(left) })}
          </Text>
          <RupeeInput
            label={t('payments.refundAmount')}
            value={rupees}
            onChange={setRupees}
            error={errors.amount}
            required
            data-testid="refund-amount"
          />
          <TextInput
            label={t('payments.refundReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            required
            data-testid="refund-reason"
          />
          {error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
              {errorMessage(error)}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isLoading}>
              {t('payments.refund')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
