import type { sql } from 'drizzle-orm';
import type { DbOrTx } from './types';

/** Rows of a raw query: both drivers return `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
