import type { Note, NoteList } from '@switchboard/contract/notes';
import { api } from '../../lib/api/api';
import type { EntityNotesProps } from '../../lib/slots';

const notesBase = api.enhanceEndpoints({ addTagTypes: ['Notes'] });
const tag = ({ target, id }: EntityNotesProps) => ({
  type: 'Notes' as const,
  id: `${target}-${id}`,
});

export const notesApi = notesBase.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; `before` (the previous page's `next_before`) gives the older notes. */
    notes: build.query<NoteList, EntityNotesProps & { before?: number }>({
      query: ({ target, id, before }) => ({
        url: `/${target === 'org' ? 'org' : 'users'}/notes/${id}`,
        params: before ? { before } : {},
      }),
      providesTags: (_r, _e, arg) => [tag(arg)],
    }),
    addNote: build.mutation<Note, EntityNotesProps & { note: string }>({
      query: ({ target, id, note }) =>
        target === 'org'
          ? { url: '/org/notes', method: 'POST', body: { org_id: id, note } }
          : { url: '/users/notes', method: 'POST', body: { user_id: id, note } },
      invalidatesTags: (_r, _e, arg) => [tag(arg)],
    }),
  }),
});

export const { useNotesQuery, useAddNoteMutation } = notesApi;
