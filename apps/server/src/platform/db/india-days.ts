import { INDIA_TIME_ZONE } from '@switchboard/contract/india-time';
import { sql, type SQL } from 'drizzle-orm';

// Dates staff pick and the days reports count by are India's (IST, no daylight saving), while
// instants are stored in UTC. Each helper keeps the column bare on its side of the comparison,
// so a range over an indexed timestamp stays a range of its index.

/** The zone as a literal of the statement (not a parameter), so every query's text is the same. */
export const india = sql.raw(`'${INDIA_TIME_ZONE}'`);

/** Today's date in India. */
export const indiaToday: SQL = sql`(now() at time zone ${india})::date`;

/** The instant an India day begins: a 'YYYY-MM-DD' or a date expression. */
export const indiaDayStart = (day: string | SQL): SQL =>
  sql`(${day}::date::timestamp at time zone ${india})`;

/** The instant an India day ends: the next day's start, for `column < ...`. */
export const indiaDayEnd = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${india})`;

/**
 * The instant the India hour, day or month holding `instant` began: India is 5:30 ahead of
 * UTC, so its hours and days start at other instants than UTC's.
 */
export const indiaStartOf = (unit: 'hour' | 'day' | 'month', instant: SQL): SQL =>
  sql`(date_trunc(${sql.raw(`'${unit}'`)}, ${instant} at time zone ${india}) at time zone ${india})`;

/**
 * `column` on the India days `from` to `to`, both included; an end left out is open. One
 * condition for each end given, to push onto a list of filters.
 */
export function onIndiaDays(
  column: SQL,
  from: string | null | undefined,
  to: string | null | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${indiaDayStart(from)}`);
  if (to) conditions.push(sql`${column} < ${indiaDayEnd(to)}`);
  return conditions;
}

/** The India day of an instant, as 'YYYY-MM-DD' text. */
export const indiaDayOf = (column: SQL): SQL =>
  sql`to_char(${column} at time zone ${india}, 'YYYY-MM-DD')`;

/** The first day of the India month of an instant, as 'YYYY-MM-DD' text. */
export const indiaMonthOf = (column: SQL): SQL =>
  sql`to_char(date_trunc('month', ${column} at time zone ${india}), 'YYYY-MM-DD')`;

/** The India date of an instant, as a date. */
export const indiaDateOf = (column: SQL): SQL => sql`(${column} at time zone ${india})::date`;
