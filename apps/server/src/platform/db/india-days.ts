import { sql, type SQL } from 'drizzle-orm';

// Dates staff pick and the days reports count by are India's (IST, no daylight saving), while
// instants are stored in UTC. Each helper keeps the column bare on its side of the comparison,
// so a range over an indexed timestamp stays a range of its index.

/** The instant an India day ('YYYY-MM-DD') begins. */
export const indiaDayStart = (day: string): SQL =>
  sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

/** The instant an India day ends: the next day's start, for `column < ...`. */
export const indiaDayEnd = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone 'Asia/Kolkata')`;

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
  sql`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
