import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconNotes, IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityNotesProps } from '../../lib/slots';
import { errorMessage } from '../../lib/error-message';
import { SidePanel } from '../../ui/side-panel';
import { useNotesQuery } from './api';
import { NoteDialog } from './note-dialog';

/**
 * One page of notes (the server sends 50), then, on request, the page older than it. The older
 * page follows this page's current `next_before`, so a note added on top never drops a note
 * out of view between the pages.
 */
function NotesPage({ target, id, before }: EntityNotesProps & { before?: number }) {
  const { t } = useTranslation();
  const [showOlder, setShowOlder] = useState(false);
  const { data, error, isLoading } = useNotesQuery(
    before ? { target, id, before } : { target, id },
  );
  if (isLoading) return <Loader size="sm" />;
  if (error)
    return (
      <Text c="red" size="sm">
        {errorMessage(error)}
      </Text>
    );
  if (!data) return null;
  if (data.rows.length === 0 && !before)
    return (
      <Text c="dimmed" size="sm">
        {t('notes.empty')}
      </Text>
    );
  return (
    <>
      {data.rows.map((note) => (
        <Stack key={note.id} gap={2} data-testid="note-item">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note}
          </Text>
          <Text size="xs" c="dimmed">
            {note.author?.name ?? t('notes.unknownAuthor')} · {formatDateTime(note.created_at)}
          </Text>
        </Stack>
      ))}
      {data.next_before !== null && showOlder ? (
        <NotesPage target={target} id={id} before={data.next_before} />
      ) : data.next_before !== null ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setShowOlder(true)}
          data-testid="notes-older"
        >
          {t('notes.older')}
        </Button>
      ) : null}
    </>
  );
}

/** Notes on an org or a user, newest first, with who wrote each and when. */
export default function NotesPanel(props: EntityNotesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <SidePanel
      icon={<IconNotes size={18} />}
      title={t('notes.title')}
      testId="notes-panel"
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setOpen(true)}
          data-testid="note-add"
        >
          {t('notes.add')}
        </Button>
      }
    >
      <Stack gap="xs" mah={320} style={{ overflowY: 'auto' }}>
        <NotesPage target={props.target} id={props.id} />
      </Stack>
      <NoteDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </SidePanel>
  );
}
