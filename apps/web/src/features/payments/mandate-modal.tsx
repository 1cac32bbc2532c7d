import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { formatInr, rupeesToPaise } from '@switchboard/contract/money';
import { mandateFrequencies } from '@switchboard/contract/payments';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toastSuccess } from '../../ui/toasts';
import { useCreateMandateLinkMutation } from './api';
import { OrgPicker } from '../../ui/org-picker';
import { RupeeInput } from '../../ui/rupee-input';

type Frequency = (typeof mandateFrequencies)[number];

/** Sends an org the gateway's registration link for a recurring-payment mandate. */
export function MandateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [rupees, setRupees] = useState<number | ''>('');
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading, error }] = useCreateMandateLinkMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!orgId) problems.org = t('payments.required');
    if (rupees === '' || rupees <= 0) problems.amount = t('payments.amountRequired');
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !orgId || rupees === '') return;
    const maxAmount = rupeesToPaise(rupees);
    const ok = await confirmDialog({
      title: t('payments.mandates.create'),
      message: t('payments.mandates.createConfirm', {
        amount: formatInr(maxAmount),
        frequency: t(`payments.mandates.frequencies.${frequency}`),
      }),
    });
    if (!ok) return;
    const result = await create({
      org_id: orgId,
      max_amount: maxAmount,
      frequency,
      description: description.trim() || undefined,
    });
    if ('data' in result) {
      toastSuccess(t('payments.mandates.created'));
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('payments.mandates.create')} size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <OrgPicker
            label={t('payments.org')}
            value={orgId}
            onChange={setOrgId}
            error={errors.org}
            required
            data-testid="mandate-org"
          />
          <RupeeInput
            label={t('payments.mandates.maxAmount')}
            value={rupees}
            onChange={setRupees}
            error={errors.amount}
            required
            data-testid="mandate-amount"
          />
          <Select
            label={t('payments.mandates.frequency')}
            value={frequency}
            onChange={(next) =>
              setFrequency(mandateFrequencies.find((f) => f === next) ?? 'monthly')
            }
            data={mandateFrequencies.map((f) => ({
              value: f,
              label: t(`payments.mandates.frequencies.${f}`),
            }))}
            allowDeselect={false}
          />
          <TextInput
            label={t('payments.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
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
              {t('payments.mandates.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
