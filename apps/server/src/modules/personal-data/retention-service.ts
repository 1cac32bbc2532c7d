import { randomBytes } from 'node:crypto';
import type { RetentionCounts, RetentionStatus } from '@switchboard/contract/personal-data';
import type { RetentionSettings } from '../../config';
import { toIso, type Db, type DbOrTx } from '../../platform/db/client';
import type { FileService } from '../../platform/files/file-service';
import {
  expireLinkVisits,
  expireOutboxBodies,
  expireRecordings,
  expireSessionAddresses,
  expireSignInAddresses,
  expireTranscripts,
  insertRun,
  lastRun,
  ranWithin,
  tryRetentionLock,
  updateRun,
  type RetentionPeriods,
} from './retention-repository';

const periodsOf = (settings: RetentionSettings): RetentionPeriods => ({
  call_recordings: settings.recordingDays,
  call_transcripts: settings.recordingDays,
  sign_in_addresses: settings.signInDays,
  link_visits: settings.linkVisitDays,
  outbox_bodies: settings.outboxDays,
});

const noCounts = (): RetentionCounts => ({
  call_recordings: 0,
  call_transcripts: 0,
  sign_in_addresses: 0,
  link_visits: 0,
  outbox_bodies: 0,
});

export type RetentionOutcome = {
  counts: RetentionCounts;
  /** Recording files whose removal failed (their keys are gone; the bytes are left). */
  filesNotRemoved: string[];
};

/**
 * The retention job: removes or anonymises what the data map says has expired, by the
 * configured periods. Every instance calls it. In one short transaction it takes an advisory
 * lock without waiting and goes on only when no other instance holds it and no run started
 * within `everyHours`; it records the run as begun, which keeps every other instance out. Then
 * it works in batches of at most `batchRows` rows, each its own transaction (so a large table
 * never holds one long transaction or lock), each adding its counts to the run's record, until
 * a batch finds fewer rows than it may take; the run is marked finished after the last. A run
 * that stops half-way leaves its counts so far, and the next run does what is left (every
 * batch takes only rows not done yet). Answers null when it did not run. Expired recordings'
 * files are removed once their batch has committed.
 */
export async function runRetention(
  db: Db,
  files: FileService,
  settings: RetentionSettings,
): Promise<RetentionOutcome | null> {
  const startedAt = new Date();
  const periods = periodsOf(settings);
  const counts = noCounts();
  const runId = await db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx))) return null;
    if (await ranWithin(tx, settings.everyHours)) return null;
    return insertRun(tx, { startedAt, periods, counts });
  });
  if (runId === null) return null;
  const limit = settings.batchRows;
  const filesNotRemoved: string[] = [];
  const salt = randomBytes(16).toString('hex');

  /** Runs one kind's batches until one finds fewer rows than it may take. */
  const batches = async (
    kind: keyof RetentionCounts,
    batch: (tx: DbOrTx) => Promise<{ rows: number; keys?: string[] }>,
  ) => {
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const result = await batch(tx);
        counts[kind] += result.rows;
        await updateRun(tx, runId, { counts });
        return result;
      });
      for (const key of done.keys ?? []) {
        try {
          await files.remove(key);
        } catch {
          filesNotRemoved.push(key);
        }
      }
      if (done.rows < limit) return;
    }
  };

  await batches('call_recordings', async (tx) => {
    const { calls, keys } = await expireRecordings(tx, periods.call_recordings, limit);
    return { rows: calls, keys };
  });
  await batches('call_transcripts', async (tx) => ({
    rows: await expireTranscripts(tx, periods.call_transcripts, limit),
  }));
  await batches('sign_in_addresses', async (tx) => ({
    rows: await expireSignInAddresses(tx, periods.sign_in_addresses, limit),
  }));
  await batches('sign_in_addresses', async (tx) => ({
    rows: await expireSessionAddresses(tx, periods.sign_in_addresses, limit),
  }));
  await batches('link_visits', async (tx) => ({
    rows: await expireLinkVisits(tx, periods.link_visits, salt, limit),
  }));
  await batches('outbox_bodies', async (tx) => ({
    rows: await expireOutboxBodies(tx, periods.outbox_bodies, limit),
  }));
  await db.transaction((tx) => updateRun(tx, runId, { counts, finished: true }));
  return { counts, filesNotRemoved };
}

/** GET /admin/data-retention: the periods in force and the last run's counts. */
export async function retentionStatus(
  db: Db,
  settings: RetentionSettings,
): Promise<RetentionStatus> {
  const last = await lastRun(db);
  return {
    periods: periodsOf(settings),
    every_hours: settings.everyHours,
    last_run: last
      ? {
          started_at: toIso(last.started_at),
          finished_at: toIso(last.finished_at),
          // A run from before a kind was expired has no count (nor period) for it.
          periods: { ...noCounts(), ...last.periods },
          counts: { ...noCounts(), ...last.counts },
        }
      : null,
  };
}
