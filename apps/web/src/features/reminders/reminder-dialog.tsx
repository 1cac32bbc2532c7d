import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { EntityNotesProps } from '../../lib/slots';
import { toastSuccess } from '../../ui/toasts';
import { useAddReminderMutation } from './api';
import { istToIso } from './ist';

type Props = EntityNotesProps & { opened: boolean; onClose: () => void };

/** What to do and when (IST); the reminder is the creator's own. A failed save keeps the text. */
export function ReminderDialog({ opened, onClose, target, id }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // The browser's own date-time field: typed or picked, keyboard-friendly, read as IST.
  const [due, setDue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { isLoading }] = useAddReminderMutation();
  const ready = text.trim() !== '' && due !== '';

  async function save() {
    if (!ready) return;
    setFailure(null);
    const result = await add({
      ...(target === 'org' ? { org_id: id } : { user_id: id }),
      text: text.trim(),
      due_at: istToIso(due.replace('T', ' ')),
    });
    if ('error' in result) {
      setFailure(t('messages.requestFailed', { error: errorMessage(result.error) }));
      return;
    }
    toastSuccess(t('messages.reminderSaved'));
    setText('');
    setDue('');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('reminders.addTitle')}>
      <Stack>
        <Textarea
          label={t('reminders.text')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          error={failure}
          data-autofocus
          data-testid="reminder-text"
        />
        <TextInput
          type="datetime-local"
          label={t('reminders.due')}
          description={t('reminders.dueHint')}
          value={due}
          onChange={(e) => setDue(e.currentTarget.value)}
          data-testid="reminder-due"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reminders.cancel')}
          </Button>
          <Button onClick={save} loading={isLoading} disabled={!ready} data-testid="reminder-save">
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
