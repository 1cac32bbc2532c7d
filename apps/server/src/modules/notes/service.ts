import { formatMessage } from '@switchboard/contract/messages';
import type { NoteList } from '@switchboard/contract/notes';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, Tx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { findNote, findOrgState, findUserState, insertNote, listNotes } from './repository';
import { withParent } from '../../platform/db/parent-rows';

type Target = { orgId: number | null; userId: number | null };
type ListQuery = { before?: number | undefined; limit: number };

async function addNote(tx: Tx, actor: Actor, target: Target, note: string): Promise<number> {
  const id = await insertNote(tx, {
    orgId: target.orgId,
    userId: target.userId,
    note,
    authorId: actor.actorId,
  });
  if (id === null) throw new Error('note not saved');
  await audit(tx, actor, {
    action: 'note.create',
    subjectType: target.orgId !== null ? 'Org' : 'User',
    subjectId: target.orgId ?? target.userId,
    orgId: target.orgId,
    summary: { note_id: id, note },
  });
  return id;
}

/** POST /org/notes: a deleted org takes no notes until it is restored. */
export async function addOrgNote(db: Db, actor: Actor, orgId: number, note: string) {
  const id = await db.transaction(async (tx) => {
    const org = await findOrgState(tx, orgId);
    if (!org) throw notFound('Org');
    if (org.deletedAt) throw conflict(formatMessage('orgDeletedRestoreFirst'));
    return addNote(tx, actor, { orgId, userId: null }, note);
  });
  return (await findNote(db, id))!;
}

/** POST /users/notes */
export async function addUserNote(db: Db, actor: Actor, userId: number, note: string) {
  const id = await db.transaction(async (tx) => {
    const user = await findUserState(tx, userId);
    if (!user) throw notFound('User');
    if (user.deletedAt) throw conflict(formatMessage('userDeleted'));
    return addNote(tx, actor, { orgId: null, userId }, note);
  });
  return (await findNote(db, id))!;
}

export const orgNotes = (db: Db, orgId: number, query: ListQuery): Promise<NoteList> =>
  withParent(db, 'org', orgId, () => listNotes(db, { column: 'org_id', id: orgId }, query));

export const userNotes = (db: Db, userId: number, query: ListQuery): Promise<NoteList> =>
  withParent(db, 'user', userId, () => listNotes(db, { column: 'user_id', id: userId }, query));
