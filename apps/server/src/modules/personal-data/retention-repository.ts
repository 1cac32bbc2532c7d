import { sql } from 'drizzle-orm';
import type { RetentionCounts } from '@switchboard/contract/personal-data';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** The retention job's days, by kind (a transcript goes with its recording). */
export type RetentionPeriods = RetentionCounts;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

/**
 * Takes the retention job's lock for the rest of this transaction, without waiting: false when
 * another instance is running the job. A transaction-level advisory lock, so it goes with the
 * transaction however that ends.
 */
export async function tryRetentionLock(tx: DbOrTx): Promise<boolean> {
  const [row] = await rowsOf<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended('retention-job', 0)) as locked`,
  );
  return row?.locked === true;
}

/** Whether a run started less than `hours` ago (another instance did the work). */
export async function ranWithin(tx: DbOrTx, hours: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from retention_runs
         where started_at > now() - make_interval(hours => ${hours}::int) limit 1`,
  );
  return rows.length > 0;
}

/**
 * Empties the recording key of every call older than the period. Answers how many calls lost
 * theirs and the keys no call refers to any more, whose files the caller removes once the
 * transaction has committed (a file some newer call still plays is left).
 */
export async function expireRecordings(
  tx: DbOrTx,
  days: number,
): Promise<{ calls: number; keys: string[] }> {
  const rows = await rowsOf<{ id: number | string; key: string; shared: boolean }>(
    tx,
    sql`with expired as (
          select id, recording_id from call_history
           where recording_id is not null and started_at < ${daysAgo(days)}
           for update),
        cleared as (
          update call_history c set recording_id = null
            from expired where c.id = expired.id
          returning c.id, expired.recording_id as key)
        select cleared.id, cleared.key,
               exists (select 1 from call_history h
                        where h.recording_id = cleared.key
                          and h.id not in (select id from cleared)) as shared
          from cleared`,
  );
  const keys = new Set(rows.filter((r) => !r.shared).map((r) => r.key));
  return { calls: rows.length, keys: [...keys] };
}

/** Empties the transcript, summary and feedback comment of every call older than the period. */
export async function expireTranscripts(tx: DbOrTx, days: number): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update call_details set transcript = default, summary = null, feedback_comment = null
         where (transcript <> '[]'::jsonb or summary is not null or feedback_comment is not null)
           and call_id in (select id from call_history where started_at < ${daysAgo(days)})
        returning 1 as one`,
  );
  return rows.length;
}

/** Empties the IP address of app sign-ins, and the address and browser of sessions, past the period. */
export async function expireSignInAddresses(tx: DbOrTx, days: number): Promise<number> {
  const signIns = await rowsOf<{ one: number }>(
    tx,
    sql`update app_sign_ins set ip = null
         where ip is not null and signed_in_at < ${daysAgo(days)} returning 1 as one`,
  );
  const sessions = await rowsOf<{ one: number }>(
    tx,
    sql`update sessions set ip = null, user_agent = null
         where (ip is not null or user_agent is not null) and created_at < ${daysAgo(days)}
        returning 1 as one`,
  );
  return signIns.length + sessions.length;
}

/**
 * Unlinks short-link visits past the period: the visitor hash (made from the address and the
 * browser with the server's key, so a known address could still be matched to it) becomes a
 * hash of it under `salt`, a key made for this run and never stored. Visits unlinked in one run
 * still count as the same visitor among themselves; nobody can match them to an address again.
 * The `~` marks an unlinked hash (it is not in a visitor hash's alphabet).
 */
export async function expireLinkVisits(tx: DbOrTx, days: number, salt: string): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update short_url_visits set visitor_hash = '~' || left(md5(${salt} || visitor_hash), 21)
         where visited_at < ${daysAgo(days)} and visitor_hash not like '~%'
        returning 1 as one`,
  );
  return rows.length;
}

export async function insertRun(
  tx: DbOrTx,
  run: { startedAt: Date; periods: RetentionPeriods; counts: RetentionCounts },
): Promise<void> {
  await rowsOf(
    tx,
    sql`insert into retention_runs (started_at, finished_at, periods, counts)
        values (${run.startedAt.toISOString()}::timestamptz, clock_timestamp(),
                ${JSON.stringify(run.periods)}::jsonb,
                ${JSON.stringify(run.counts)}::jsonb)
        returning id`,
  );
}

export async function lastRun(db: DbOrTx): Promise<{
  started_at: Date | string;
  finished_at: Date | string;
  periods: RetentionPeriods;
  counts: RetentionCounts;
} | null> {
  const [row] = await rowsOf<{
    started_at: Date | string;
    finished_at: Date | string;
    periods: RetentionPeriods;
    counts: RetentionCounts;
  }>(
    db,
    sql`select started_at, finished_at, periods, counts from retention_runs
         order by started_at desc, id desc limit 1`,
  );
  return row ?? null;
}
