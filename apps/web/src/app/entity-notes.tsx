import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** Whose notes: an org (team page) or a user (user page). */
export type EntityNotesProps = { target: 'org' | 'user'; id: number };

const NotesPanel = lazy(() => import('../features/notes/notes-panel'));

/**
 * The notes panel of the notes area, shared here so the team and user pages can show it
 * without importing another feature (DESIGN.md convention 1).
 */
export function EntityNotes(props: EntityNotesProps) {
  return (
    <Suspense fallback={<Center py="md"><Loader size="sm" /></Center>}>
      <NotesPanel {...props} />
    </Suspense>
  );
}
