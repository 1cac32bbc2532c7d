import { eq } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { noteListQuery, noteListSchema, noteSchema, orgNoteBody, userNoteBody } from '@switchboard/contract/notes';
import { users } from '../../db/schema/auth';
import { notes } from '../../db/schema/notes';
import { orgs } from '../../db/schema/teams';
import { actorOf, audit } from '../../platform/audit/audit';
import type { Tx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { findNote, listNotes } from './repository';

/** Spec section 7, Notes: staff notes on an org or a user, 'Action: {action}, comment: {comment}'. */
export async function notesRoutes(app: App): Promise<void> {
  const list = { querystring: noteListQuery, response: { 200: envelope(noteListSchema) } };
  const created = { response: { 200: envelope(noteSchema) } };

  async function addNote(tx: Tx, request: Parameters<typeof actorOf>[0], target: { orgId: number | null; userId: number | null }, note: string) {
    const actor = actorOf(request);
    const [row] = await tx
      .insert(notes)
      .values({ orgId: target.orgId, userId: target.userId, note, authorId: actor.actorId })
      .returning({ id: notes.id });
    if (!row) throw new Error('note not saved');
    await audit(tx, actor, {
      action: 'note.create',
      subjectType: target.orgId !== null ? 'Org' : 'User',
      subjectId: target.orgId ?? target.userId,
      orgId: target.orgId,
      summary: { note_id: row.id, note },
    });
    return row.id;
  }

  app.post(
    '/api/org/notes',
    { schema: { tags: ['notes'], body: orgNoteBody, ...created }, config: { access: ['create', 'Note'] } },
    async (request) => {
      const { org_id: orgId, note } = request.body;
      const id = await app.db.transaction(async (tx) => {
        const [org] = await tx.select({ deletedAt: orgs.deletedAt }).from(orgs).where(eq(orgs.id, orgId));
        if (!org) throw notFound('Org');
        if (org.deletedAt) throw conflict('This org is deleted; restore it first');
        return addNote(tx, request, { orgId, userId: null }, note);
      });
      return { data: (await findNote(app.db, id))! };
    },
  );

  app.get(
    '/api/org/notes/:id',
    { schema: { tags: ['notes'], params: idParam, ...list }, config: { access: ['read', 'Note'] } },
    async (request) => ({ data: await listNotes(app.db, { column: 'org_id', id: request.params.id }, request.query) }),
  );

  app.post(
    '/api/users/notes',
    { schema: { tags: ['notes'], body: userNoteBody, ...created }, config: { access: ['create', 'Note'] } },
    async (request) => {
      const { user_id: userId, note } = request.body;
      const id = await app.db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
        if (!user) throw notFound('User');
        if (user.deletedAt) throw conflict('This user is deleted');
        return addNote(tx, request, { orgId: null, userId }, note);
      });
      return { data: (await findNote(app.db, id))! };
    },
  );

  app.get(
    '/api/users/notes/:id',
    { schema: { tags: ['notes'], params: idParam, ...list }, config: { access: ['read', 'Note'] } },
    async (request) => ({ data: await listNotes(app.db, { column: 'user_id', id: request.params.id }, request.query) }),
  );
}
