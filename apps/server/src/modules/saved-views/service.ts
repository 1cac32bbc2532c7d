import { formatMessage } from '@switchboard/contract/messages';
import {
  SAVED_VIEWS_PER_LIST,
  type CreateSavedViewBody,
  type SavedView,
  type SavedViewList,
} from '@switchboard/contract/saved-views';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, notFound, unauthenticated } from '../../platform/errors';
import {
  countViews,
  deleteOwnView,
  insertView,
  lockStaff,
  staffViews,
  toSavedView,
} from './repository';

/** Views belong to a person: a request without one (never past the guard) has none. */
function staffOf(actor: Actor): number {
  if (actor.actorId === null) throw unauthenticated();
  return actor.actorId;
}

/** GET /admin/saved-views: the caller's own views of one list. */
export async function listViews(db: Db, actor: Actor, list: SavedViewList): Promise<SavedView[]> {
  return (await staffViews(db, staffOf(actor), list)).map(toSavedView);
}

/** POST /admin/saved-views: a new name on the list, within the cap; audited. */
export async function saveView(db: Db, actor: Actor, body: CreateSavedViewBody) {
  const staffId = staffOf(actor);
  const view = await db.transaction(async (tx) => {
    await lockStaff(tx, staffId);
    if ((await countViews(tx, staffId, body.list)) >= SAVED_VIEWS_PER_LIST)
      throw conflict(formatMessage('savedViewLimit', { max: SAVED_VIEWS_PER_LIST }));
    const row = await insertView(tx, { staffId, ...body });
    if (!row) throw conflict(formatMessage('savedViewNameTaken', { name: body.name }));
    await audit(tx, actor, {
      action: 'saved_view.create',
      subjectType: 'SavedView',
      subjectId: row.id,
      summary: { list: row.list, name: row.name, query: row.query },
    });
    return toSavedView(row);
  });
  return { message: formatMessage('savedViewSaved', { name: view.name }), view };
}

/** DELETE /admin/saved-views/{id}: only one's own; anyone else's is as good as missing. */
export async function removeView(db: Db, actor: Actor, id: number) {
  const staffId = staffOf(actor);
  const view = await db.transaction(async (tx) => {
    const row = await deleteOwnView(tx, id, staffId);
    if (!row) throw notFound('Saved view');
    await audit(tx, actor, {
      action: 'saved_view.delete',
      subjectType: 'SavedView',
      subjectId: row.id,
      summary: { list: row.list, name: row.name, query: row.query },
    });
    return row;
  });
  return { message: formatMessage('savedViewDeleted', { name: view.name }), id: view.id };
}
