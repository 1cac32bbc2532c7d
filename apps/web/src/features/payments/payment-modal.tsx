import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { formatInr, rupeesToPaise } from '@switchboard/contract/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toastSuccess } from '../../ui/toasts';
import { useRecordBankPaymentMutation, useRecordCustomPaymentMutation } from './api';
import { OrgPicker } from '../../ui/org-picker';
import { RupeeInput } from '../../ui/rupee-input';

export type PaymentKind = 'bank' | 'custom';

/**
 * Records money received: a bank transfer (its UTR required) or a custom payment (its
 * description required). Confirmed first; the server issues the invoice.
 */
export function PaymentModal({
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
  const [orgId, setOrgId] = useState<number | null>(fixedOrg ?? null);
  const [rupees, setRupees] = useState<number | ''>('');
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [recordBank, bank] = useRecordBankPaymentMutation();
  const [recordCustom, custom] = useRecordCustomPaymentMutation();
  const { isLoading, error } = kind === 'bank' ? bank : custom;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!orgId) problems.org = t('payments.required');
    if (rupees === '' || rupees <= 0) problems.amount = t('payments.amountRequired');
    if (kind === 'bank' && !reference.trim()) problems.reference = t('payments.required');
    if (kind === 'custom' && !description.trim()) problems.description = t('payments.required');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !orgId || rupees === '') return;
    const amount = rupeesToPaise(rupees);
    const ok = await confirmDialog({
      title: t(`payments.${kind}.record`),
      message: t(`payments.${kind}.confirm`, {
        amount: formatInr(amount),
        reference: reference.trim(),
      }),
    });
    if (!ok) return;
    const body = {
      key,
      org_id: orgId,
      amount,
      payment_ref: reference.trim() || undefined,
      description: description.trim() || undefined,
    };
    const result =
      kind === 'bank'
        ? await recordBank({ ...body, payment_ref: reference.trim() })
        : await recordCustom({ ...body, description: description.trim() });
    if ('data' in result && result.data) {
      toastSuccess(result.data.message);
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t(`payments.${kind}.record`)} size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          {!fixedOrg && (
            <OrgPicker
              label={t('payments.org')}
              value={orgId}
              onChange={setOrgId}
              error={errors.org}
              required
              data-testid="payment-org"
            />
          )}
          <RupeeInput
            label={t('payments.amountRupees')}
            value={rupees}
            onChange={setRupees}
            error={errors.amount}
            required
            data-testid="payment-amount"
          />
          <TextInput
            label={t(kind === 'bank' ? 'payments.bank.utr' : 'payments.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={errors.reference}
            required={kind === 'bank'}
            data-testid="payment-reference"
          />
          <TextInput
            label={t('payments.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            required={kind === 'custom'}
            data-testid="payment-description"
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
            <Button type="submit" loading={isLoading}>
              {t(`payments.${kind}.record`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
