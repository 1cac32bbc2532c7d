import { randomBytes } from 'node:crypto';
import type { RetentionCounts, RetentionStatus } from '@switchboard/contract/personal-data';
import type { RetentionSettings } from '../../config';
import { toIso, type Db } from '../../platform/db/client';
import type { FileService } from '../../platform/files/file-service';
import {
  expireLinkVisits,
  expireRecordings,
  expireSignInAddresses,
  expireTranscripts,
  insertRun,
  lastRun,
  ranWithin,
  tryRetentionLock,
  type RetentionPeriods,
} from './retention-repository';

const periodsOf = (settings: RetentionSettings): RetentionPeriods => ({
  call_recordings: settings.recordingDays,
  call_transcripts: settings.recordingDays,
  sign_in_addresses: settings.signInDays,
  link_visits: settings.linkVisitDays,
});

export type RetentionOutcome = {
  counts: RetentionCounts;
  /** Recording files whose removal failed (their keys are gone; the bytes are left). */
  filesNotRemoved: string[];
};

/**
 * The retention job: removes or anonymises what the data map says has expired, by the
 * configured periods. Every instance calls it; in one transaction it takes an advisory lock
 * without waiting and goes on only when no other instance holds it and no run started within
 * `everyHours`, so two instances (or two calls at once) do the work once. The run is recorded
 * with its counts in the same transaction. Answers null when it did not run. The expired
 * recordings' files are removed once the transaction has committed.
 */
export async function runRetention(
  db: Db,
  files: FileService,
  settings: RetentionSettings,
): Promise<RetentionOutcome | null> {
  const startedAt = new Date();
  const periods = periodsOf(settings);
  const done = await db.transaction(async (tx) => {
    if (!(await tryRetentionLock(tx))) return null;
    if (await ranWithin(tx, settings.everyHours)) return null;
    const recordings = await expireRecordings(tx, periods.call_recordings);
    const counts: RetentionCounts = {
      call_recordings: recordings.calls,
      call_transcripts: await expireTranscripts(tx, periods.call_transcripts),
      sign_in_addresses: await expireSignInAddresses(tx, periods.sign_in_addresses),
      link_visits: await expireLinkVisits(tx, periods.link_visits, randomBytes(16).toString('hex')),
    };
    await insertRun(tx, { startedAt, periods, counts });
    return { counts, recordingKeys: recordings.keys };
  });
  if (!done) return null;
  const filesNotRemoved: string[] = [];
  for (const key of done.recordingKeys) {
    try {
      await files.remove(key);
    } catch {
      filesNotRemoved.push(key);
    }
  }
  return { counts: done.counts, filesNotRemoved };
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
          periods: last.periods,
          counts: last.counts,
        }
      : null,
  };
}
