import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { cappedCount, containsText, TEXT_EXACT_CAP, textSearchPage, walkById } from './paging';

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
    const rows = await database.db.execute(
      sql`select note from notes where ${containsText(sql`lower(note)`, '100%')}`,
    );
    expect((rows as unknown as { rows: { note: string }[] }).rows.map((r) => r.note)).toEqual([
      '100% sure',
    ]);
  });
  it('matches text of several words as written: together, in order, with its dots and spaces', async () => {
    await database.db.execute(sql`insert into notes (note) values
      ('Kavya Iyer'), ('Iyer Kavya'), ('Kavya R Iyer'), ('supriya.sharma@bench.example.in'), ('priya sharma'), ('Kavya I')`);
    const notes = async (text: string) =>
      (
        (await database.db.execute(
          sql`select note from notes where ${containsText(sql`lower(note)`, text)} order by id`,
        )) as unknown as { rows: { note: string }[] }
      ).rows.map((r) => r.note);
    expect(await notes('kavya iyer')).toEqual(['Kavya Iyer']);
    expect(await notes('Kavya I')).toEqual(['Kavya Iyer', 'Kavya I']);
    expect(await notes('priya.sharma@')).toEqual(['supriya.sharma@bench.example.in']);
    expect(await notes('priya sharma')).toEqual(['priya sharma']);
    expect(await notes('a r i')).toEqual(['Kavya R Iyer']);
  });
  it('looks a text of several words up in the index word by word, without its word boundaries', () => {
    const query = new PgDialect().sqlToQuery(containsText(sql`t.search_text`, 'Kavya Iyer'));
    expect(query.params).toEqual(['%kavya%', '%iyer%', 'kavya iyer']);
    expect(query.sql).toContain('strpos(t.search_text, $3) <> 0');
    expect(new PgDialect().sqlToQuery(containsText(sql`t.search_text`, 'user12')).params).toEqual([
      '%user12%',
    ]);
  });
});

describe('textSearchPage', () => {
  // 20,000 rows: "common" in every 4th row, "tail" in 2,249 of the oldest 3,000 rows (far from
  // the newest, where a walk along the id order starts), "rare" in 7 rows. Common and tail rows
  // repeat one value, so the planner's statistics expect many matches for them.
  const kind = (g: number) =>
    g % 2857 === 0 ? 'rare' : g % 4 === 0 ? 'common' : g <= 3000 ? 'tail' : 'row';
  const idsOf = (wanted: string) =>
    Array.from({ length: 20000 }, (_, i) => 20000 - i).filter((g) => kind(g) === wanted);
  beforeAll(async () => {
    await database.db.execute(
      sql`create table search_probe (id int primary key, search_text text not null)`,
    );
    await database.db.execute(
      sql`create index search_probe_trgm on search_probe using gin (search_text gin_trgm_ops)`,
    );
    await database.db.execute(sql`
      insert into search_probe
      select g, case when g % 2857 = 0 then 'rare ' || g when g % 4 = 0 then 'common' when g <= 3000 then 'tail' else 'row ' || g end
        from generate_series(1, 20000) g`);
    await database.db.execute(sql`analyze search_probe`);
  });
  const search = (text: string, page = 1, pageSize = 10, ascending = false) =>
    textSearchPage(database.db, {
      table: 'search_probe',
      alias: 's',
      filters: [],
      text: containsText(sql`s.search_text`, text),
      page,
      pageSize,
      ascending,
    });

  it('gives a rare text its page and exact total from its matches', async () => {
    expect(await search('rare')).toEqual({
      ids: idsOf('rare'),
      count: { total_items: 7, total_is_estimate: false },
    });
    expect(await search('rare', 2, 5)).toEqual({
      ids: idsOf('rare').slice(5),
      count: { total_items: 7, total_is_estimate: false },
    });
    // A page past the last still tells the total.
    expect(await search('rare', 3, 5)).toEqual({
      ids: [],
      count: { total_items: 7, total_is_estimate: false },
    });
  });
  it('finds a common text along the newest rows and flags its total as an estimate', async () => {
    const { ids, count } = await search('common', 2, 5);
    expect(ids).toEqual(idsOf('common').slice(5, 10));
    expect(count.total_is_estimate).toBe(true);
    expect(count.total_items).toBeGreaterThan(TEXT_EXACT_CAP);
  });
  it('falls back to the matches when they sit far from where the walk starts', async () => {
    const tail = idsOf('tail');
    const { ids, count } = await search('tail');
    expect(ids).toEqual(tail.slice(0, 10));
    expect(count.total_is_estimate).toBe(true);
    expect(count.total_items).toBeGreaterThan(TEXT_EXACT_CAP);
    expect((await search('tail', 1, 3, true)).ids).toEqual(tail.slice(-3).reverse());
  });
});

describe('walkById', () => {
  const walk = async (ascending: boolean) => {
    const pages: number[][] = [];
    for await (const page of walkById<{ id: number }>(database.db, {
      select: sql`select n.id from notes n`,
      id: sql`n.id`,
      filters: [sql`n.org_id = 2`],
      ascending,
      size: 40,
    }))
      pages.push(page.map((r) => Number(r.id)));
    return pages;
  };

  it('reads every row the filters pick once, in id order, a page at a time', async () => {
    const expected = await database.db.execute(
      sql`select id from notes where org_id = 2 order by id desc`,
    );
    const ids = (expected as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    const newest = await walk(false);
    expect(newest.map((p) => p.length)).toEqual([40, 40, ids.length - 80]);
    expect(newest.flat()).toEqual(ids);
    expect((await walk(true)).flat()).toEqual([...ids].reverse());
  });
});
