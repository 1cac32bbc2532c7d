import { Select, Text, Textarea } from '@mantine/core';
import { noteActions, orgNoteBody } from '@switchboard/contract/notes';
import { noteText } from '@switchboard/contract/messages';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { EntityNotesProps } from '../../lib/slots';
import { Dialog } from '../../ui/dialog';
import { useContractForm } from '../../ui/use-contract-form';
import { useAddNoteMutation } from './api';

type Props = EntityNotesProps & { opened: boolean; onClose: () => void };

/** A note's text is checked alike for a team's and a user's (the org's body, with its id). */
const noteBody = orgNoteBody.pick({ note: true });

/**
 * Action + comment, stored as 'Action: {action}, comment: {comment}' (spec section 3). A failed
 * save stays in the dialog as 'Request failed: {error}' (spec section 8), so nothing typed is lost.
 */
export function NoteDialog({ opened, onClose, ...target }: Props) {
  const { t } = useTranslation();
  const [addNote] = useAddNoteMutation();
  const { form, ...dialog } = useContractForm({
    schema: noteBody,
    initialValues: { action: noteActions[0] as string | null, comment: '' },
    toBody: (v) => ({ note: noteText(v.action ?? '', v.comment.trim()) }),
    send: (body) => addNote({ ...target, ...body }),
    success: t('notes.saved'),
    refusal: (error) => ({
      field: 'comment',
      message: t('messages.requestFailed', {
        error: errorMessage(error as Parameters<typeof errorMessage>[0]),
      }),
    }),
    onDone: onClose,
  });
  const { action, comment } = form.getValues();

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('notes.addTitle')}
      form={dialog}
      submitLabel={t('notes.save')}
      submitDisabled={!action || comment.trim() === ''}
      submitTestId="note-save"
      data-testid="note-dialog"
    >
      <Select
        label={t('notes.action')}
        data={noteActions.map((value) => ({ value, label: t(`notes.actions.${value}`) }))}
        {...form.getInputProps('action')}
        allowDeselect={false}
        data-autofocus
      />
      <Textarea
        label={t('notes.comment')}
        {...form.getInputProps('comment')}
        autosize
        minRows={3}
        maxLength={1900}
        data-testid="note-comment"
      />
      {form.errors.comment ? (
        <Text size="xs" c="dimmed">
          {t('notes.keepTyping')}
        </Text>
      ) : null}
    </Dialog>
  );
}
