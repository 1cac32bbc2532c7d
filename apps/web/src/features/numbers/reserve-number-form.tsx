import { NumberInput, Stack, Text } from '@mantine/core';
import { reserveNumberBody } from '@switchboard/contract/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { OrgPicker } from '../../ui/org-picker';
import { checkForm, runAction } from '../../ui/run-action';
import { useReserveVoipNumberMutation } from './api';

/** Holds an available number for one team while its sale is made, for a few days. */
export function ReserveNumberForm({ number, onClose }: { number: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [days, setDays] = useState<number | ''>(7);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reserve, { isLoading }] = useReserveVoipNumberMutation();

  async function submit() {
    const checked = checkForm(reserveNumberBody, {
      org_id: orgId ?? undefined,
      days: days === '' ? undefined : days,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    await runAction({
      run: () => reserve({ number, body: checked.data }),
      success: (data) => data.message,
      onDone: onClose,
    });
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('numbers.reserveTitle', { number })}
      onSubmit={submit}
      submitLabel={t('numbers.reserveAction')}
      loading={isLoading}
      data-testid="reserve-number-form"
    >
      <Stack gap="sm">
        <Text size="sm">{t('numbers.reserveHint')}</Text>
        <OrgPicker
          label={t('numbers.reserveTeam')}
          value={orgId}
          onChange={setOrgId}
          error={errors.org_id}
          required
          data-testid="reserve-team"
        />
        <NumberInput
          label={t('numbers.reserveDays')}
          value={days}
          onChange={(next) => setDays(typeof next === 'number' ? next : '')}
          min={1}
          max={30}
          allowDecimal={false}
          error={errors.days}
          required
          data-testid="reserve-days"
        />
      </Stack>
    </FormModal>
  );
}
