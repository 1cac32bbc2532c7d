import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  noteListQuery,
  noteListSchema,
  noteSchema,
  orgNoteBody,
  userNoteBody,
} from '@switchboard/contract/notes';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { addOrgNote, addUserNote, orgNotes, userNotes } from './service';

/** Spec section 7, Notes: staff notes on an org or a user, 'Action: {action}, comment: {comment}'. */
export async function notesRoutes(app: App): Promise<void> {
  const list = { querystring: noteListQuery, response: { 200: envelope(noteListSchema) } };
  const created = { response: { 200: envelope(noteSchema) } };

  app.post(
    '/api/org/notes',
    {
      schema: { tags: ['notes'], body: orgNoteBody, ...created },
      config: { access: ['create', 'Note'] },
    },
    async (request) => ({
      data: await addOrgNote(app.db, actorOf(request), request.body.org_id, request.body.note),
    }),
  );

  app.get(
    '/api/org/notes/:id',
    { schema: { tags: ['notes'], params: idParam, ...list }, config: { access: ['read', 'Note'] } },
    async (request) => ({ data: await orgNotes(app.db, request.params.id, request.query) }),
  );

  app.post(
    '/api/users/notes',
    {
      schema: { tags: ['notes'], body: userNoteBody, ...created },
      config: { access: ['create', 'Note'] },
    },
    async (request) => ({
      data: await addUserNote(app.db, actorOf(request), request.body.user_id, request.body.note),
    }),
  );

  app.get(
    '/api/users/notes/:id',
    { schema: { tags: ['notes'], params: idParam, ...list }, config: { access: ['read', 'Note'] } },
    async (request) => ({ data: await userNotes(app.db, request.params.id, request.query) }),
  );
}
