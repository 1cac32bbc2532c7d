import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { formatInr, rupeesToPaise } from '@switchboard/contract/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toastSuccess } from '../../ui/toasts';
import { useCreatePaymentLinkMutation } from './api';
import { OrgPicker } from '../../ui/org-picker';
import { RupeeInput } from '../../ui/rupee-input';

/** Creates a payment link for an org: confirmed first, sent once however often it is clicked. */
export function CreateLinkModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [orgId, setOrgId] = useState<number | null>(null);
  const [rupees, setRupees] = useState<number | ''>('');
  const [description, setDescription] = useState('');
  const [days, setDays] = useState<number | string>(7);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading, error }] = useCreatePaymentLinkMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!orgId) problems.org = t('payments.required');
    if (rupees === '' || rupees <= 0) problems.amount = t('payments.amountRequired');
    if (!description.trim()) problems.description = t('payments.required');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !orgId || rupees === '') return;
    const amount = rupeesToPaise(rupees);
    const ok = await confirmDialog({
      title: t('payments.links.create'),
      message: t('payments.links.createConfirm', { amount: formatInr(amount) }),
    });
    if (!ok) return;
    const result = await create({
      key,
      org_id: orgId,
      amount,
      description: description.trim(),
      expire_in_days: Number(days) || 7,
    });
    if ('data' in result) {
      toastSuccess(t('payments.links.created'));
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('payments.links.create')} size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <OrgPicker
            label={t('payments.org')}
            value={orgId}
            onChange={setOrgId}
            error={errors.org}
            required
            data-testid="link-org"
          />
          <RupeeInput
            label={t('payments.amountRupees')}
            value={rupees}
            onChange={setRupees}
            error={errors.amount}
            required
            data-testid="link-amount"
          />
          <TextInput
            label={t('payments.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            required
            data-testid="link-description"
          />
          <NumberInput
            label={t('payments.links.expiresInDays')}
            value={days}
            onChange={setDays}
            min={1}
            max={180}
            allowDecimal={false}
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
              {t('payments.links.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
