import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { rowsOf, type Database } from './client';
import {
  indiaDayOf,
  indiaDayStart,
  indiaMonthOf,
  indiaStartOf,
  indiaToday,
  onIndiaDays,
} from './india-days';

// India's day runs from 18:30 UTC the day before to 18:29:59.999 UTC: staff's dates are India's.
describe('India days', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const instants = [
    '2026-11-25T18:29:59.999Z', // 25 Nov, 23:59:59.999 IST
    '2026-11-25T18:30:00.000Z', // 26 Nov, 00:00 IST
    '2026-11-26T18:29:59.999Z', // 26 Nov, 23:59:59.999 IST
    '2026-11-26T18:30:00.000Z', // 27 Nov, 00:00 IST
  ];

  async function on(from: string | undefined, to: string | undefined) {
    const column = sql`t.at`;
    const conditions = onIndiaDays(column, from, to);
    const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    const rows = await rowsOf<{ at: string }>(
      database.db,
      sql`select to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
            from unnest(${`{${instants.join(',')}}`}::timestamptz[]) as t(at)
           where ${where} order by t.at`,
    );
    return rows.map((r) => r.at);
  }

  it('takes whole India days, both ends included', async () => {
    expect(await on('2026-11-26', '2026-11-26')).toEqual([instants[1], instants[2]]);
    expect(await on('2026-11-26', undefined)).toEqual(instants.slice(1));
    expect(await on(undefined, '2026-11-25')).toEqual([instants[0]]);
    expect(await on(undefined, undefined)).toEqual(instants);
  });

  it('names the India day of an instant', async () => {
    const [row] = await rowsOf<{ day: string }>(
      database.db,
      sql`select ${indiaDayOf(sql`${instants[1]}::timestamptz`)} as day`,
    );
    expect(row?.day).toBe('2026-11-26');
  });

  const utc = (instant: ReturnType<typeof sql>) =>
    sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"')`;

  it("starts India's hours, days and months at India's instants, not UTC's", async () => {
    // 1 Nov, 00:45 IST: still 31 Oct in UTC.
    const instant = sql`${'2026-10-31T19:15:00.000Z'}::timestamptz`;
    const [row] = await rowsOf<{ hour: string; day: string; month: string; month_of: string }>(
      database.db,
      sql`select ${utc(indiaStartOf('hour', instant))} as hour,
                 ${utc(indiaStartOf('day', instant))} as day,
                 ${utc(indiaStartOf('month', instant))} as month,
                 ${indiaMonthOf(instant)} as month_of`,
    );
    expect(row).toEqual({
      hour: '2026-10-31T18:30Z',
      day: '2026-10-31T18:30Z',
      month: '2026-10-31T18:30Z',
      month_of: '2026-11-01',
    });
  });

  it('takes a date expression as a day, such as a number of days before today', async () => {
    const [row] = await rowsOf<{ matches: boolean }>(
      database.db,
      sql`select ${indiaDayStart(sql`(${indiaToday} - 29)`)}
                 = ${indiaStartOf('day', sql`now()`)} - interval '29 days' as matches`,
    );
    expect(row?.matches).toBe(true);
  });
});
