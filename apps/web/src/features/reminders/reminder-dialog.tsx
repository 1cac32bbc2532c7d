import { Textarea, TextInput } from '@mantine/core';
import { createReminderBody } from '@switchboard/contract/reminders';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { EntityNotesProps } from '../../lib/slots';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useAddReminderMutation } from './api';
import { istToIso } from './ist';

type Props = EntityNotesProps & { opened: boolean; onClose: () => void };

/** What to do and when (IST); the reminder is the creator's own. A failed save keeps the text. */
export function ReminderDialog({ opened, onClose, target, id }: Props) {
  const { t } = useTranslation();
  const [add] = useAddReminderMutation();
  const { form, ...dialog } = useContractForm({
    schema: createReminderBody,
    // The browser's own date-time field: typed or picked, keyboard-friendly, read as IST.
    initialValues: { text: '', due_at: '' },
    toBody: (v) => ({
      ...(target === 'org' ? { org_id: id } : { user_id: id }),
      text: v.text.trim(),
      due_at: v.due_at && istToIso(v.due_at.replace('T', ' ')),
    }),
    send: add,
    success: t('messages.reminderSaved'),
    refusal: (error) => ({
      field: 'text',
      message: t('messages.requestFailed', {
        error: errorMessage(error as Parameters<typeof errorMessage>[0]),
      }),
    }),
    onDone: onClose,
  });
  const { text, due_at } = form.getValues();

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('reminders.addTitle')}
      form={dialog}
      submitLabel={t('reminders.save')}
      submitDisabled={text.trim() === '' || due_at === ''}
      submitTestId="reminder-save"
    >
      <Textarea
        label={t('reminders.text')}
        {...form.getInputProps('text')}
        maxLength={500}
        autosize
        minRows={2}
        data-autofocus
        data-testid="reminder-text"
      />
      <TextInput
        type="datetime-local"
        label={t('reminders.due')}
        description={t('reminders.dueHint')}
        {...form.getInputProps('due_at')}
        data-testid="reminder-due"
      />
    </Dialog>
  );
}
