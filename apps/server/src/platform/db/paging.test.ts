import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { cappedCount, containsText } from './paging';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into notes (org_id, note) select g % 3, 'note ' || g from generate_series(1, 250) g`,
  );
  await database.db.execute(sql`analyze notes`);
});
afterAll(() => database.close());

describe('cappedCount', () => {
  it('is exact up to the cap', async () => {
    const result = await cappedCount(database.db, sql`from notes where org_id = 1`, 100);
    expect(result).toEqual({ total_items: 84, total_is_estimate: false });
  });
  it('flags an estimate beyond the cap, never below it', async () => {
    const result = await cappedCount(database.db, sql`from notes`, 100);
    expect(result.total_is_estimate).toBe(true);
    expect(result.total_items).toBeGreaterThan(100);
  });
  it('matches text literally, escaping LIKE wildcards', async () => {
    await database.db.execute(sql`insert into notes (note) values ('100% sure'), ('100 percent')`);
    const rows = await database.db.execute(sql`select note from notes where ${containsText(sql`lower(note)`, '100%')}`);
    expect((rows as unknown as { rows: { note: string }[] }).rows.map((r) => r.note)).toEqual(['100% sure']);
  });
});
