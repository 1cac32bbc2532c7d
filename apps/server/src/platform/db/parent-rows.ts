import { sql } from 'drizzle-orm';
import { formatMessage } from '@switchboard/contract/messages';
import { AppError, badRequest, notFound } from '../errors';
import { rowsOf, type DbOrTx } from './client';

/**
 * The parents the API's nested paths hang from (`/org/{id}/customers`, `/users/notes/{id}`…).
 * A read under a parent that does not exist answers 404, as the API document declares, not an
 * empty list that looks like a team without customers. A deleted parent is still there: its
 * history stays readable, so only a missing row is refused.
 */
const parents = {
  org: { table: sql`orgs`, name: 'Org' },
  user: { table: sql`users`, name: 'User' },
} as const;

export type ParentKind = keyof typeof parents;
export type ParentState = 'missing' | 'deleted' | 'live';

/** Whether the org or user with this id is there, deleted, or missing. */
export async function parentState(db: DbOrTx, kind: ParentKind, id: number): Promise<ParentState> {
  const [row] = await rowsOf<{ deleted: boolean }>(
    db,
    sql`select deleted_at is not null as deleted from ${parents[kind].table} where id = ${id}`,
  );
  return !row ? 'missing' : row.deleted ? 'deleted' : 'live';
}

/**
 * 404 (`Org not found`, `User not found`) unless the parent exists; `live` refuses a deleted one
 * too. Call before reading the parent's children.
 */
export async function requireParent(
  db: DbOrTx,
  kind: ParentKind,
  id: number,
  options: { live?: boolean } = {},
): Promise<void> {
  const state = await parentState(db, kind, id);
  if (state === 'missing' || (options.live && state === 'deleted'))
    throw notFound(parents[kind].name);
}

/**
 * The children read only once the parent is known: `withParent(db, 'org', id, () => list(...))`.
 */
export async function withParent<T>(
  db: DbOrTx,
  kind: ParentKind,
  id: number,
  read: () => Promise<T>,
): Promise<T> {
  await requireParent(db, kind, id);
  return read();
}

/**
 * A user named in a body beside a team (`{ org_id, user_id }`): 404 naming `user_id` when no
 * such user exists, 400 naming it when they are not one of the team's members. Checked before
 * the write, so a foreign key never surfaces as a 5xx.
 */
export async function requireTeamMember(db: DbOrTx, orgId: number, userId: number): Promise<void> {
  const [row] = await rowsOf<{ member: boolean }>(
    db,
    sql`select exists (select 1 from org_members m where m.org_id = ${orgId} and m.user_id = u.id)
               as member
          from users u where u.id = ${userId}`,
  );
  if (!row) {
    const message = formatMessage('userIdUnknown', { id: String(userId) });
    throw new AppError(404, 'NOT_FOUND', message, [{ field: 'user_id', message }]);
  }
  if (!row.member) {
    const message = formatMessage('userNotTeamMember', {
      id: String(userId),
      org_id: String(orgId),
    });
    throw badRequest(message, [{ field: 'user_id', message }]);
  }
}

/** A user named in a body: 404 naming `user_id` when there is no such user. */
export async function requireUserId(db: DbOrTx, userId: number): Promise<void> {
  if ((await parentState(db, 'user', userId)) === 'missing') {
    const message = formatMessage('userIdUnknown', { id: String(userId) });
    throw new AppError(404, 'NOT_FOUND', message, [{ field: 'user_id', message }]);
  }
}
