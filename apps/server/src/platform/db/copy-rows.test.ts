import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { rowsOf, type Database } from './client';
import { copyLine, copyRows, type CopyValue } from './copy-rows';

const copyText = (rows: CopyValue[][]) => rows.map(copyLine).join('');

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (npm test runs both).
describe('copyRows', () => {
  let database: Database;
  const table = { table: 'copy_rows_probe', columns: ['id', 'label', 'flag', 'at'] };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table copy_rows_probe (id int primary key, label text, flag boolean, at timestamptz)`,
    );
    await database.db.execute(sql`create table copy_rows_total (n int not null)`);
    await database.db.execute(sql`insert into copy_rows_total values (0)`);
  });
  afterAll(() => database.close());

  const stored = () =>
    rowsOf<{ id: number; label: string | null; flag: boolean | null; at: Date | string | null }>(
      database.db,
      sql`select id, label, flag, at from copy_rows_probe order by id`,
    );
  const total = async () =>
    (await rowsOf<{ n: number }>(database.db, sql`select n from copy_rows_total`))[0]?.n;

  it('stores every value as given: text that looks like COPY syntax, nulls and booleans', async () => {
    const awkward = 'tab\there, line\nbreak, back\\slash, \\N and a carriage\rreturn';
    await copyRows(
      database.db,
      table,
      copyText([
        [1, awkward, true, '2026-11-26T10:00:00.000Z'],
        [2, null, false, null],
        [3, '\\N', null, '2026-11-26T10:00:01.000Z'],
      ]),
      { text: 'update copy_rows_total set n = n + $1', values: [3] },
    );
    const rows = await stored();
    expect(rows.map((r) => [r.id, r.label, r.flag])).toEqual([
      [1, awkward, true],
      [2, null, false],
      [3, '\\N', null],
    ]);
    expect(new Date(rows[0]!.at!).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(rows[1]!.at).toBeNull();
    expect(await total()).toBe(3);
  });

  it('keeps neither the rows nor the follow-up when the follow-up fails', async () => {
    await expect(
      copyRows(database.db, table, copyText([[10, 'kept?', true, null]]), {
        text: 'update copy_rows_total set n = n / $1',
        values: [0],
      }),
    ).rejects.toThrow();
    expect((await stored()).map((r) => r.id)).not.toContain(10);
    expect(await total()).toBe(3);
    // The connection went back to the pool in a usable state.
    await copyRows(database.db, table, copyText([[11, 'after', true, null]]));
    expect((await stored()).map((r) => r.id)).toContain(11);
  });

  it('keeps none of the rows when one of them breaks a constraint', async () => {
    await expect(
      copyRows(
        database.db,
        table,
        copyText([
          [20, 'fine', true, null],
          [1, 'duplicate id', true, null],
        ]),
      ),
    ).rejects.toThrow();
    expect((await stored()).map((r) => r.id)).not.toContain(20);
  });

  it('takes the lines as UTF-8 bytes as well as text', async () => {
    const label = 'Pune — ₹1,500 ✓';
    await copyRows(database.db, table, Buffer.from(copyText([[30, label, true, null]])));
    expect((await stored()).find((r) => r.id === 30)?.label).toBe(label);
  });

  it('writes the text format PostgreSQL documents', () => {
    expect(copyText([[1, 'a\tb', null, false]])).toBe('1\ta\\tb\t\\N\tf\n');
  });
});
