import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconNotes, IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityNotesProps } from '../../app/entity-notes';
import { errorMessage } from '../../app/error-message';
import { useNotesQuery } from './api';
import { NoteDialog } from './note-dialog';

/** Notes on an org or a user, newest first, with who wrote each and when. */
export default function NotesPanel(props: EntityNotesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, error, isLoading } = useNotesQuery({ target: props.target, id: props.id });

  return (
    <Card withBorder data-testid="notes-panel">
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconNotes size={18} />
          <Title order={2} size="h5">
            {t('notes.title')}
          </Title>
        </Group>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setOpen(true)} data-testid="note-add">
          {t('notes.add')}
        </Button>
      </Group>
      {isLoading ? <Loader size="sm" /> : null}
      {error ? <Text c="red" size="sm">{errorMessage(error)}</Text> : null}
      {data && data.rows.length === 0 ? <Text c="dimmed" size="sm">{t('notes.empty')}</Text> : null}
      <Stack gap="xs" mah={320} style={{ overflowY: 'auto' }}>
        {data?.rows.map((note) => (
          <Stack key={note.id} gap={2} data-testid="note-item">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.note}</Text>
            <Text size="xs" c="dimmed">
              {note.author?.name ?? t('notes.unknownAuthor')} · {formatDateTime(note.created_at)}
            </Text>
          </Stack>
        ))}
      </Stack>
      <NoteDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
