import { NumberInput, Stack, Text } from '@mantine/core';
import { reserveNumberBody } from '@switchboard/contract/numbers';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { OrgPicker } from '../../ui/org-picker';
import { useContractForm } from '../../ui/use-contract-form';
import { useReserveVoipNumberMutation } from './api';

/** Holds an available number for one team while its sale is made, for a few days. */
export function ReserveNumberDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reserve] = useReserveVoipNumberMutation();
  const { form, ...dialog } = useContractForm({
    schema: reserveNumberBody,
    initialValues: { org_id: null as number | null, days: 7 as number | '' },
    toBody: (v) => ({ org_id: v.org_id ?? undefined, days: v.days === '' ? undefined : v.days }),
    send: (body) => reserve({ number, body }),
    failure: 'dialog',
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('numbers.reserveTitle', { number })}
      form={dialog}
      submitLabel={t('numbers.reserveAction')}
      data-testid="reserve-number-form"
    >
      <Stack gap="sm">
        <Text size="sm">{t('numbers.reserveHint')}</Text>
        <OrgPicker
          label={t('numbers.reserveTeam')}
          {...form.getInputProps('org_id')}
          required
          data-testid="reserve-team"
        />
        <NumberInput
          label={t('numbers.reserveDays')}
          {...form.getInputProps('days')}
          min={1}
          max={30}
          allowDecimal={false}
          required
          data-testid="reserve-days"
        />
      </Stack>
    </Dialog>
  );
}
