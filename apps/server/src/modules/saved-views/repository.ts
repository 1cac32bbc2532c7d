import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedView, SavedViewList } from '@switchboard/contract/saved-views';
import { users } from '../../db/schema/auth';
import { savedViews } from '../../db/schema/saved-views';
import { toIso, type DbOrTx } from '../../platform/db/client';

type Row = typeof savedViews.$inferSelect;

export const toSavedView = (row: Row): SavedView => ({
  id: row.id,
  list: row.list as SavedViewList,
  name: row.name,
  query: row.query,
  created_at: toIso(row.createdAt),
});

/** One staff member's views of one list, by name (read along the unique index). */
export function staffViews(db: DbOrTx, staffId: number, list: SavedViewList): Promise<Row[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.staffId, staffId), eq(savedViews.list, list)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

/**
 * Holds the staff member's row until the transaction ends, so two saves by the same person
 * (two tabs) count their views one after the other and the cap holds. NO KEY UPDATE: the
 * insert's foreign-key check on that row does not wait for it.
 */
export async function lockStaff(tx: DbOrTx, staffId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, staffId)).for('no key update');
}

export async function countViews(
  tx: DbOrTx,
  staffId: number,
  list: SavedViewList,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.staffId, staffId), eq(savedViews.list, list)));
  return row?.n ?? 0;
}

/** Saves a view; null when the owner already has one of that name on that list (any case). */
export async function insertView(
  tx: DbOrTx,
  values: Pick<typeof savedViews.$inferInsert, 'staffId' | 'list' | 'name' | 'query'>,
): Promise<Row | null> {
  const [row] = await tx.insert(savedViews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Deletes a view only when it is the staff member's own; answers what was deleted. */
export async function deleteOwnView(tx: DbOrTx, id: number, staffId: number): Promise<Row | null> {
  const [row] = await tx
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.staffId, staffId)))
    .returning();
  return row ?? null;
}
