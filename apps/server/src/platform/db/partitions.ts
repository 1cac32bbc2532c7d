import { sql, type SQL } from 'drizzle-orm';
import { india } from './india-days';
import { rowsOf } from './rows';
import type { Db, DbOrTx } from './types';

/**
 * The history tables partitioned by month, each on the time its rows happened. A month is an
 * India month (Asia/Kolkata), as the console counts them. A table's first partition,
 * `<table>_before`, holds everything before the month the table was partitioned in (the
 * migration attached the old table whole); then one partition a month, `<table>_YYYY_MM`.
 */
export const MONTHLY_PARTITIONED = [{ table: 'short_url_visits', column: 'visited_at' }] as const;

/** Months created ahead of the current one, so a write never meets a month with no partition. */
export const MONTHS_AHEAD = 3;

/** Serialises partition creation across instances (the key of pg_advisory_xact_lock). */
const PARTITIONS_LOCK = 7_240_011;

export type MonthPartition = { name: string; from: string | null; to: string };

/**
 * Creates the partitions of the current India month and the MONTHS_AHEAD after it, for every
 * table in MONTHLY_PARTITIONED, where no partition covers that month yet. Runs at start (after
 * the migrations) and on every housekeeping beat, on every instance: a transaction-scoped
 * advisory lock makes two instances take turns, and the second finds the months made.
 * Returns the partitions it created.
 */
export async function ensureMonthPartitions(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`);
    const created: string[] = [];
    for (const { table } of MONTHLY_PARTITIONED) {
      for (const month of await monthsToCreate(tx, table, now)) {
        const name = `${table}_${month.label}`;
        // Names and bounds come from the constant list above and PostgreSQL's own dates.
        await tx.execute(
          sql.raw(
            `create table if not exists "${name}" partition of "${table}" for values from ('${month.from}') to ('${month.to}')`,
          ),
        );
        created.push(name);
      }
    }
    return created;
  });
}

/** A table's partitions, oldest first, with the instants they start and end at (UTC, ISO). */
export async function monthPartitionsOf(db: DbOrTx, table: string): Promise<MonthPartition[]> {
  return rowsOf<MonthPartition>(
    db,
    sql`select c.relname as name, ${isoOf(boundOf('FROM'))} as "from", ${isoOf(boundOf('TO'))} as "to"
        ${partitionsOf(table)}
        order by ${boundOf('TO')}`,
  );
}

/** The FROM and WHERE of a query over a table's partitions (`c` is each partition). */
const partitionsOf = (table: string) =>
  sql`from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = ${table}::regclass`;

/** India's wall-clock month holding `now`, as a timestamp without zone (its first midnight). */
const indiaMonthOf = (now: Date) =>
  sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${india})`;

/** The instant an India wall-clock time (a timestamp without zone) happens. */
const instantOf = (wallClock: SQL) => sql`((${wallClock}) at time zone ${india})`;

/** One end of a partition's range as an instant (null for MINVALUE), read from its bound. */
const boundOf = (end: 'FROM' | 'TO') =>
  sql`(regexp_match(pg_get_expr(c.relpartbound, c.oid), ${`${end} \\('([^']+)'\\)`}))[1]::timestamptz`;

/** An instant as UTC ISO text ('2026-11-30T18:30:00Z'), the form DDL takes as a literal. */
const isoOf = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The India months from the one holding `now`, MONTHS_AHEAD on, that no partition covers. */
async function monthsToCreate(tx: DbOrTx, table: string, now: Date) {
  const first = indiaMonthOf(now);
  return rowsOf<{ label: string; from: string; to: string }>(
    tx,
    sql`with covered as (
          select max(${boundOf('TO')}) as until ${partitionsOf(table)}
        )
        select to_char(m, 'YYYY_MM') as label,
               ${isoOf(instantOf(sql`m`))} as "from",
               ${isoOf(instantOf(sql`m + interval '1 month'`))} as "to"
        from generate_series(${first}, ${first} + ${`${MONTHS_AHEAD} months`}::interval, interval '1 month') m,
             covered
        where covered.until is null or ${instantOf(sql`m`)} >= covered.until
        order by m`,
  );
}

/**
 * For each table in MONTHLY_PARTITIONED, how many months after the current India month have a
 * partition. Fewer than one means next month's writes would be refused (readiness, /metrics).
 */
export async function monthsAhead(
  db: DbOrTx,
  now = new Date(),
): Promise<{ table: string; months: number }[]> {
  const nextMonth = instantOf(sql`${indiaMonthOf(now)} + interval '1 month'`);
  const counted: { table: string; months: number }[] = [];
  for (const { table } of MONTHLY_PARTITIONED) {
    const [row] = await rowsOf<{ months: number }>(
      db,
      sql`select count(*)::int as months ${partitionsOf(table)} and ${boundOf('FROM')} >= ${nextMonth}`,
    );
    counted.push({ table, months: row?.months ?? 0 });
  }
  return counted;
}
