import { Stack, Textarea } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import {
  MAX_REDEMPTIONS,
  updateInviteCodeBody,
  type InviteCode,
} from '@switchboard/contract/invite-codes';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { IndiaDateInput, indiaDayEnd, indiaDayOf } from '../../ui/india-dates';
import { rangeError, RangeNumberInput } from '../../ui/range-number-input';
import { useContractForm } from '../../ui/use-contract-form';
import { useUpdateInviteCodeMutation } from './api';

/** Moves a code's end and raises its limit (never below the uses so far); its note. */
export function ChangeCodeDialog({ code, onClose }: { code: InviteCode; onClose: () => void }) {
  const { t } = useTranslation();
  const [update] = useUpdateInviteCodeMutation();
  const least = Math.max(1, code.redemptions);
  const { form, ...dialog } = useContractForm({
    schema: updateInviteCodeBody,
    initialValues: {
      valid_till: indiaDayOf(code.valid_till),
      max_redemptions: code.max_redemptions as number | string,
      note: code.note ?? '',
    },
    toBody: (v) => ({
      valid_till: indiaDayEnd(v.valid_till),
      max_redemptions: Number(v.max_redemptions),
      note: v.note.trim() || null,
    }),
    check: (v) => ({ max_redemptions: rangeError(v.max_redemptions, least, MAX_REDEMPTIONS) }),
    send: (body) => update({ id: code.id, ...body }),
    success: t('invite-codes.saved', { code: code.code }),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={t('invite-codes.changeTitle', { code: code.code })}
      form={dialog}
      submitLabel={t('invite-codes.save')}
      data-testid="invite-code-change-form"
    >
      <Stack gap="sm">
        <IndiaDateInput
          label={t('invite-codes.validTill')}
          description={t('invite-codes.validTillHint')}
          {...form.getInputProps('valid_till')}
        />
        <RangeNumberInput
          label={t('invite-codes.maxUses')}
          description={t('invite-codes.atLeastUses', { uses: formatNumber(code.redemptions) })}
          min={least}
          max={MAX_REDEMPTIONS}
          {...form.getInputProps('max_redemptions')}
          required
          data-testid="invite-code-change-uses"
        />
        <Textarea
          label={t('invite-codes.note')}
          {...form.getInputProps('note')}
          maxLength={500}
          autosize
          minRows={2}
        />
      </Stack>
    </Dialog>
  );
}
