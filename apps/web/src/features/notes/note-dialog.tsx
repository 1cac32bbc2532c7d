import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { noteActions } from '@switchboard/contract/notes';
import { noteText } from '@switchboard/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { EntityNotesProps } from '../../lib/slots';
import { toastSuccess } from '../../ui/toasts';
import { useAddNoteMutation } from './api';

type Props = EntityNotesProps & { opened: boolean; onClose: () => void };

/**
 * Action + comment, stored as 'Action: {action}, comment: {comment}' (spec section 3). A failed
 * save stays in the dialog as 'Request failed: {error}' (spec section 8), so nothing typed is lost.
 */
export function NoteDialog({ opened, onClose, ...target }: Props) {
  const { t } = useTranslation();
  const [action, setAction] = useState<string | null>(noteActions[0]);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [addNote, { isLoading }] = useAddNoteMutation();
  const blank = comment.trim() === '';

  async function save() {
    if (!action || blank) return;
    setFailure(null);
    const result = await addNote({ ...target, note: noteText(action, comment.trim()) });
    if ('error' in result) {
      setFailure(t('messages.requestFailed', { error: errorMessage(result.error) }));
      return;
    }
    toastSuccess(t('notes.saved'));
    setComment('');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('notes.addTitle')} data-testid="note-dialog">
      <Stack>
        <Select
          label={t('notes.action')}
          data={noteActions.map((value) => ({ value, label: t(`notes.actions.${value}`) }))}
          value={action}
          onChange={setAction}
          allowDeselect={false}
          data-autofocus
        />
        <Textarea
          label={t('notes.comment')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={1900}
          error={failure}
          data-testid="note-comment"
        />
        {failure ? (
          <Text size="xs" c="dimmed">
            {t('notes.keepTyping')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('notes.cancel')}
          </Button>
          <Button onClick={save} loading={isLoading} disabled={blank} data-testid="note-save">
            {t('notes.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
