import { Alert, Stack, Textarea } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import {
  MAX_REDEMPTIONS,
  updateInviteCodeBody,
  type InviteCode,
} from '@switchboard/contract/invite-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { FormModal } from '../../ui/form-modal';
import { IndiaDateInput, indiaDayEnd, indiaDayOf } from '../../ui/india-dates';
import { isWholeInRange, RangeNumberInput } from '../../ui/range-number-input';
import { checkForm } from '../../ui/run-action';
import { toastSuccess } from '../../ui/toasts';
import { useUpdateInviteCodeMutation } from './api';

/** Moves a code's end and raises its limit (never below the uses so far); its note. */
export function ChangeCodeForm({ code, onClose }: { code: InviteCode; onClose: () => void }) {
  const { t } = useTranslation();
  const [till, setTill] = useState(indiaDayOf(code.valid_till));
  const [uses, setUses] = useState<number | string>(code.max_redemptions);
  const [note, setNote] = useState(code.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateInviteCodeMutation();
  const least = Math.max(1, code.redemptions);

  async function submit() {
    setFailure(null);
    if (!isWholeInRange(uses, least, MAX_REDEMPTIONS)) return;
    const checked = checkForm(updateInviteCodeBody, {
      valid_till: indiaDayEnd(till),
      max_redemptions: Number(uses),
      note: note.trim() || null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await update({ id: code.id, ...checked.data });
    if ('error' in result) return setFailure(errorMessage(result.error));
    toastSuccess(t('invite-codes.saved', { code: code.code }));
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('invite-codes.changeTitle', { code: code.code })}
      onSubmit={submit}
      submitLabel={t('invite-codes.save')}
      loading={isLoading}
      data-testid="invite-code-change-form"
    >
      <Stack gap="sm">
        <IndiaDateInput
          label={t('invite-codes.validTill')}
          description={t('invite-codes.validTillHint')}
          value={till}
          onChange={setTill}
          error={errors.valid_till}
        />
        <RangeNumberInput
          label={t('invite-codes.maxUses')}
          description={t('invite-codes.atLeastUses', { uses: formatNumber(code.redemptions) })}
          min={least}
          max={MAX_REDEMPTIONS}
          value={uses}
          onChange={setUses}
          required
          data-testid="invite-code-change-uses"
        />
        <Textarea
          label={t('invite-codes.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </FormModal>
  );
}
