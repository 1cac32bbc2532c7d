import { Alert, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { FormModal } from '../../ui/form-modal';
import { toastSuccess } from '../../ui/toasts';

type Props = {
  title: string;
  label: string;
  submitLabel: string;
  onClose: () => void;
  /** Saves with the reason; answers the server's message or its error. */
  save: (
    reason: string,
  ) => Promise<{ data?: { message: string }; error?: Parameters<typeof errorMessage>[0] }>;
  'data-testid'?: string;
};

/** Asks why before a referral is ruled out or a reward rejected: the reason is kept and audited. */
export function ReasonForm({ title, label, submitLabel, onClose, save, ...rest }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    if (reason.trim().length < 3) return setError(t('referrals.reasonNeeded'));
    setError(null);
    setSaving(true);
    const result = await save(reason.trim());
    setSaving(false);
    if (result.error !== undefined) return setFailure(errorMessage(result.error));
    toastSuccess(result.data!.message);
    onClose();
  }

  return (
    <FormModal
      opened
      onClose={onClose}
      title={title}
      onSubmit={submit}
      submitLabel={submitLabel}
      loading={saving}
      data-testid={rest['data-testid']}
    >
      <Stack gap="sm">
        <Textarea
          label={label}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          maxLength={500}
          autosize
          minRows={2}
          required
          data-autofocus
        />
        {failure && <Alert color="red">{failure}</Alert>}
      </Stack>
    </FormModal>
  );
}
