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
 * Empties the recording key of up to `limit` calls older than the period. Answers how many
 * calls lost theirs and the keys no call refers to any more, whose files the caller removes
 * once the transaction has committed (a file some other call still plays is left; the last
 * call to lose it, in this batch or a later one, lets it go).
 */
export async function expireRecordings(
  tx: DbOrTx,
  days: number,
  limit: number,
): Promise<{ calls: number; keys: string[] }> {
  const rows = await rowsOf<{ id: number | string; key: string; shared: boolean }>(
    tx,
    sql`with expired as (
          select id, recording_id from call_history
           where recording_id is not null and started_at < ${daysAgo(days)}
           limit ${limit}
           for update skip locked),
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

/** Empties the transcript, summary and feedback comment of up to `limit` calls past the period. */
export async function expireTranscripts(tx: DbOrTx, days: number, limit: number): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update call_details set transcript = default, summary = null, feedback_comment = null
         where call_id in (
           select d.call_id from call_details d join call_history h on h.id = d.call_id
            where (d.transcript <> '[]'::jsonb or d.summary is not null
                   or d.feedback_comment is not null)
              and h.started_at < ${daysAgo(days)}
            limit ${limit} for update of d skip locked)
        returning 1 as one`,
  );
  return rows.length;
}

/** Empties the IP address of up to `limit` app sign-ins past the period. */
export async function expireSignInAddresses(
  tx: DbOrTx,
  days: number,
  limit: number,
): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update app_sign_ins set ip = null
         where id in (select id from app_sign_ins
                       where ip is not null and signed_in_at < ${daysAgo(days)}
                       limit ${limit} for update skip locked)
        returning 1 as one`,
  );
  return rows.length;
}

/** Empties the address and browser of up to `limit` sessions past the period. */
export async function expireSessionAddresses(
  tx: DbOrTx,
  days: number,
  limit: number,
): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update sessions set ip = null, user_agent = null
         where id in (select id from sessions
                       where (ip is not null or user_agent is not null)
                         and created_at < ${daysAgo(days)}
                       limit ${limit} for update skip locked)
        returning 1 as one`,
  );
  return rows.length;
}

/**
 * Unlinks up to `limit` short-link visits past the period: the visitor hash (made from the
 * address and the browser with the server's key, so a known address could still be matched to
 * it) becomes a hash of it under `salt`, a key made for this run and never stored. Visits
 * unlinked in one run still count as the same visitor among themselves; nobody can match them
 * to an address again. The `~` marks an unlinked hash (it is not in a visitor hash's alphabet).
 */
export async function expireLinkVisits(
  tx: DbOrTx,
  days: number,
  salt: string,
  limit: number,
): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update short_url_visits set visitor_hash = '~' || left(md5(${salt} || visitor_hash), 21)
         -- visits have no id; a row's place (ctid) is unique only within its month's partition
         where (tableoid, ctid) in (select tableoid, ctid from short_url_visits
                         where visited_at < ${daysAgo(days)} and visitor_hash not like '~%'
                         limit ${limit} for update skip locked)
        returning 1 as one`,
  );
  return rows.length;
}

/**
 * Empties the body of up to `limit` outbox messages past the period that are done with (sent,
 * delivered, failed or cancelled; a message still waiting keeps its body): the payload becomes
 * `{}`. The message stays, with its channel, status, times and recipient.
 */
export async function expireOutboxBodies(tx: DbOrTx, days: number, limit: number): Promise<number> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`update outbox set payload = '{}'::jsonb
         where id in (select id from outbox
                       where status <> 'PENDING' and payload <> '{}'::jsonb
                         and created_at < ${daysAgo(days)}
                       limit ${limit} for update skip locked)
        returning 1 as one`,
  );
  return rows.length;
}

/** Records a run as begun (its counts follow each batch); answers its id. */
export async function insertRun(
  tx: DbOrTx,
  run: { startedAt: Date; periods: RetentionPeriods; counts: RetentionCounts },
): Promise<number> {
  const [row] = await rowsOf<{ id: number | string }>(
    tx,
    sql`insert into retention_runs (started_at, finished_at, periods, counts)
        values (${run.startedAt.toISOString()}::timestamptz, null,
                ${JSON.stringify(run.periods)}::jsonb,
                ${JSON.stringify(run.counts)}::jsonb)
        returning id`,
  );
  return Number(row!.id);
}

/** A run's counts so far, and, once its last batch is done, when it finished. */
export async function updateRun(
  tx: DbOrTx,
  id: number,
  change: { counts: RetentionCounts; finished?: boolean },
): Promise<void> {
  await rowsOf(
    tx,
    sql`update retention_runs
           set counts = ${JSON.stringify(change.counts)}::jsonb,
               finished_at = ${change.finished ? sql`clock_timestamp()` : sql`finished_at`}
         where id = ${id} returning id`,
  );
}

export async function lastRun(db: DbOrTx): Promise<{
  started_at: Date | string;
  finished_at: Date | string | null;
  periods: RetentionPeriods;
  counts: RetentionCounts;
} | null> {
  const [row] = await rowsOf<{
    started_at: Date | string;
    finished_at: Date | string | null;
    periods: RetentionPeriods;
    counts: RetentionCounts;
  }>(
    db,
    sql`select started_at, finished_at, periods, counts from retention_runs
         order by started_at desc, id desc limit 1`,
  );
  return row ?? null;
}
