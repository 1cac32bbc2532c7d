import type { CallDetailsInput, IngestCdr, IngestResult } from '@switchboard/contract/calls';
import { formatMessage } from '@switchboard/contract/messages';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, badRequest } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import {
  existingOrgIds,
  idsOf,
  insertNewCalls,
  keysInUse,
  memberships,
  recordRecordingFiles,
  upsertCallDetails,
  type NewCall,
} from './ingest-repository';
import {
  checkRecordings,
  fieldError,
  writeRecordings,
  type CheckedRecording,
  type IndexedCdr,
} from './ingest-recordings';

/**
 * Stores CDRs from the switch. Idempotent on switch_call_id: a CDR seen before is reported
 * as a duplicate with its existing id and changes nothing. Everything is checked before
 * anything is written (the batch's ids, orgs, agents, recordings and recording keys), and
 * errors name the CDR's place in the request (`cdrs.<index>.<field>`). The recordings' bytes
 * are then written, and the new calls with their recordings' file rows in one transaction, so
 * a failure leaves neither a call nor a file behind (only unseen bytes).
 */
export async function ingestCdrs(
  db: Db,
  fileService: FileService,
  cdrs: IngestCdr[],
  maxRecordingBytes: number,
): Promise<IngestResult> {
  const ids = cdrs.map((c) => c.switch_call_id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated)
    throw badRequest(formatMessage('callIdTwiceInBatch', { id: repeated }), [
      { field: 'cdrs', message: 'switch_call_id must be unique in a batch' },
    ]);
  await checkOrgs(db, cdrs);
  const seen = new Map((await idsOf(db, ids)).map((r) => [r.key, r.id]));
  // A CDR stored before is only reported: its retry passes whatever changed since.
  const fresh: IndexedCdr[] = cdrs
    .map((cdr, index) => ({ cdr, index }))
    .filter(({ cdr }) => !seen.has(cdr.switch_call_id));
  await checkAgents(db, fresh);
  const recordings = await checkRecordings(fresh, maxRecordingBytes);
  await checkRecordingKeys(db, fileService, fresh);
  await writeRecordings(fileService, [...recordings.values()]);

  const inserted = fresh.length
    ? await db.transaction(async (tx) => {
        // A concurrent retry of the same CDR may have won the race: it is then a duplicate too.
        const rows = await insertNewCalls(
          tx,
          fresh.map(({ cdr }) => rowOf(cdr, recordings.get(cdr.switch_call_id))),
        );
        // Only the calls this request created get their recording's row (a raced one has its own).
        const created = new Set(rows.map((r) => r.key));
        await recordRecordingFiles(
          tx,
          [...recordings].filter(([id]) => created.has(id)).map(([, r]) => r),
        );
        const callIds = new Map(rows.map((r) => [r.key, r.id]));
        await upsertCallDetails(
          tx,
          fresh.flatMap(({ cdr }) => {
            const callId = callIds.get(cdr.switch_call_id);
            return cdr.details && callId ? [{ ...cdr.details, callId }] : [];
          }),
        );
        return rows;
      })
    : [];
  const created = new Map(inserted.map((r) => [r.key, r.id]));
  const raced = fresh.map(({ cdr }) => cdr.switch_call_id).filter((id) => !created.has(id));
  for (const r of raced.length ? await idsOf(db, raced) : []) seen.set(r.key, r.id);
  return {
    created: created.size,
    duplicates: cdrs.length - created.size,
    results: cdrs.map((c) => ({
      switch_call_id: c.switch_call_id,
      id: created.get(c.switch_call_id) ?? seen.get(c.switch_call_id) ?? 0,
      created: created.has(c.switch_call_id),
    })),
  };
}

/**
 * Transcript, summary and feedback that arrive after their CDR, by the switch's call id. The
 * whole batch is refused, naming the first unknown call, when any call is not stored yet: the
 * switch retries it after the CDR.
 */
export async function ingestCallDetails(
  db: Db,
  calls: (CallDetailsInput & { switch_call_id: string })[],
): Promise<{ updated: number }> {
  const ids = new Map(
    (
      await idsOf(
        db,
        calls.map((c) => c.switch_call_id),
      )
    ).map((r) => [r.key, r.id]),
  );
  const index = calls.findIndex((c) => !ids.has(c.switch_call_id));
  const unknown = calls[index];
  if (unknown)
    throw new AppError(
      404,
      'NOT_FOUND',
      formatMessage('callOfSwitchId', { id: unknown.switch_call_id }),
      [{ field: `calls.${index}.switch_call_id`, message: 'no call with this id yet' }],
    );
  await db.transaction((tx) =>
    upsertCallDetails(
      tx,
      calls.map(({ switch_call_id, ...details }) => ({
        ...details,
        callId: ids.get(switch_call_id) ?? 0,
      })),
    ),
  );
  return { updated: calls.length };
}

function rowOf(c: IngestCdr, recording: CheckedRecording | undefined): NewCall {
  return {
    switchCallId: c.switch_call_id,
    orgId: c.org_id,
    userId: c.user_id ?? null,
    isTrial: c.is_trial ? 1 : 0,
    source: c.source,
    callType: c.call_type,
    status: c.status,
    fromNumber: c.from_number,
    toNumber: c.to_number,
    duration: c.duration,
    startedAt: new Date(c.started_at),
    endedAt: c.ended_at ? new Date(c.ended_at) : null,
    recordingId: recording?.key ?? c.recording_key ?? null,
  };
}

async function checkOrgs(db: Db, cdrs: IngestCdr[]): Promise<void> {
  const wanted = [...new Set(cdrs.map((c) => c.org_id))];
  const found = await existingOrgIds(db, wanted);
  const index = cdrs.findIndex((c) => !found.has(c.org_id));
  const missing = cdrs[index];
  if (missing)
    throw badRequest(formatMessage('orgDoesNotExist', { id: missing.org_id }), [
      { field: `cdrs.${index}.org_id`, message: 'unknown org' },
    ]);
}

/** A CDR's agent must be a member of the CDR's org: the team's list filters and names calls by agent. */
async function checkAgents(db: Db, cdrs: IndexedCdr[]): Promise<void> {
  const withAgent = cdrs.filter(({ cdr }) => cdr.user_id);
  if (withAgent.length === 0) return;
  const members = await memberships(
    db,
    [...new Set(withAgent.map(({ cdr }) => cdr.user_id ?? 0))],
    [...new Set(withAgent.map(({ cdr }) => cdr.org_id))],
  );
  const stranger = withAgent.find(({ cdr }) => !members.has(`${cdr.org_id}:${cdr.user_id}`));
  if (stranger) {
    const { cdr, index } = stranger;
    throw badRequest(
      formatMessage('userNotMemberOfOrg', { user: cdr.user_id ?? '', org: cdr.org_id }),
      [{ field: `cdrs.${index}.user_id`, message: 'must be a member of the org' }],
    );
  }
}

/**
 * Checks every `recording_key` of the batch: an audio file in the file service (so never a
 * KYC document or any other upload's PDF or image) that nothing else uses yet: no other call's
 * recording, voice message or caller tune, nor a second CDR of this batch.
 */
async function checkRecordingKeys(
  db: DbOrTx,
  fileService: FileService,
  cdrs: IndexedCdr[],
): Promise<void> {
  const withKey = cdrs.filter((c): c is IndexedCdr & { cdr: { recording_key: string } } =>
    Boolean(c.cdr.recording_key),
  );
  if (withKey.length === 0) return;
  const keys = withKey.map((c) => c.cdr.recording_key);
  const used = await keysInUse(db, keys);
  for (const [i, { cdr, index }] of withKey.entries()) {
    const key = cdr.recording_key;
    const file = await fileService.find(key);
    if (!file || !(await fileService.storage.exists(key))) {
      throw fieldError(
        400,
        `Recording ${key} was not uploaded`,
        index,
        'recording_key',
        'no uploaded file has this name',
      );
    }
    if (file.kind !== 'audio') {
      throw fieldError(
        400,
        `Recording ${key} is not an audio file`,
        index,
        'recording_key',
        'must name an audio upload',
      );
    }
    if (used.has(key) || keys.indexOf(key) !== i) {
      throw fieldError(
        400,
        `Recording ${key} is already used`,
        index,
        'recording_key',
        'already used by another call, voice message or caller tune',
      );
    }
  }
}
