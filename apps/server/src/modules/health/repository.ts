import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** What drizzle's migrator recorded: how many migrations ran, and the newest one's journal time. */
export async function appliedMigrations(
  db: DbOrTx,
): Promise<{ applied: number; newest: number | null }> {
  const [row] = await rowsOf<{ applied: number; newest: string | number | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return {
    applied: row?.applied ?? 0,
    newest: row?.newest === null || row?.newest === undefined ? null : Number(row.newest),
  };
}
