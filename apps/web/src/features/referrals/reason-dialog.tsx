import { Textarea } from '@mantine/core';
import { rejectRewardBody } from '@switchboard/contract/referrals';
import { useTranslation } from 'react-i18next';
import type { errorMessage } from '../../lib/error-message';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';

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

/**
 * Asks why before a referral is ruled out or a reward rejected: the reason is kept and audited.
 * Both reasons are checked alike (3 to 500 characters), by the rejection's schema.
 */
export function ReasonDialog({ title, label, submitLabel, onClose, save, ...rest }: Props) {
  const { t } = useTranslation();
  const { form, ...dialog } = useContractForm({
    schema: rejectRewardBody,
    initialValues: { reason: '' },
    messages: { reason: t('referrals.reasonNeeded') },
    send: (body) => save(body.reason),
    onDone: onClose,
  });

  return (
    <Dialog
      onClose={onClose}
      title={title}
      form={dialog}
      submitLabel={submitLabel}
      data-testid={rest['data-testid']}
    >
      <Textarea
        label={label}
        {...form.getInputProps('reason')}
        maxLength={500}
        autosize
        minRows={2}
        required
        data-autofocus
      />
    </Dialog>
  );
}
