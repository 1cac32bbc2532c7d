import { inArray } from 'drizzle-orm';
import type { IngestCdr, IngestResult } from '@switchboard/contract/calls';
import { callHistory } from '../../db/schema/calls';
import { orgs } from '../../db/schema/teams';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';

const extensionOf: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
};

/** Where a call's recording is stored: one key per switch call id, so a retry overwrites, never duplicates. */
export const recordingKey = (switchCallId: string, contentType: string) =>
  `recordings/${switchCallId}.${extensionOf[contentType] ?? 'bin'}`;

/**
 * Stores CDRs from the switch. Idempotent on switch_call_id: a CDR seen before is reported
 * as a duplicate with its existing id and changes nothing. The batch's shape and orgs are
 * checked before anything is written; a recording the file service refuses (not audio, too
 * big) fails the batch before any row is inserted, and a retry overwrites its key.
 */
export async function ingestCdrs(db: Db, files: FileService, cdrs: IngestCdr[]): Promise<IngestResult> {
  const ids = cdrs.map((c) => c.switch_call_id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw badRequest(`switch_call_id ${repeated} appears twice in the batch`, [{ field: 'cdrs', message: 'switch_call_id must be unique in a batch' }]);
  await checkOrgs(db, cdrs);
  const seen = new Map(
    (await db.select({ id: callHistory.id, key: callHistory.switchCallId }).from(callHistory).where(inArray(callHistory.switchCallId, ids))).map(
      (r) => [r.key, r.id],
    ),
  );
  const fresh = cdrs.filter((c) => !seen.has(c.switch_call_id));
  const recordingIds = new Map<string, string>();
  for (const [i, cdr] of fresh.entries()) {
    recordingIds.set(cdr.switch_call_id, await storeRecording(files, cdr, i));
  }
  const inserted = fresh.length
    ? await db
        .insert(callHistory)
        .values(
          fresh.map((c) => ({
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
            recordingId: recordingIds.get(c.switch_call_id) || null,
          })),
        )
        // A concurrent retry of the same CDR may have won the race: it is then a duplicate too.
        .onConflictDoNothing({ target: callHistory.switchCallId })
        .returning({ id: callHistory.id, key: callHistory.switchCallId })
    : [];
  const created = new Map(inserted.map((r) => [r.key, r.id]));
  const raced = fresh.filter((c) => !created.has(c.switch_call_id)).map((c) => c.switch_call_id);
  if (raced.length) {
    for (const r of await db.select({ id: callHistory.id, key: callHistory.switchCallId }).from(callHistory).where(inArray(callHistory.switchCallId, raced))) {
      seen.set(r.key, r.id);
    }
  }
  return {
    created: created.size,
    duplicates: cdrs.length - created.size,
    results: cdrs.map((c) => ({ switch_call_id: c.switch_call_id, id: created.get(c.switch_call_id) ?? seen.get(c.switch_call_id) ?? 0, created: created.has(c.switch_call_id) })),
  };
}

async function checkOrgs(db: Db, cdrs: IngestCdr[]): Promise<void> {
  const wanted = [...new Set(cdrs.map((c) => c.org_id))];
  const found = new Set((await db.select({ id: orgs.id }).from(orgs).where(inArray(orgs.id, wanted))).map((o) => o.id));
  const index = cdrs.findIndex((c) => !found.has(c.org_id));
  const missing = cdrs[index];
  if (missing) throw badRequest(`Org ${missing.org_id} does not exist`, [{ field: `cdrs.${index}.org_id`, message: 'unknown org' }]);
}

/** The recording's key: stored now from base64 (sniffed and size-checked by the file service), or an upload already there. */
async function storeRecording(files: FileService, cdr: IngestCdr, index: number): Promise<string> {
  if (cdr.recording_key) {
    if (!(await files.exists(cdr.recording_key))) {
      throw badRequest(`Recording ${cdr.recording_key} was not uploaded`, [{ field: `cdrs.${index}.recording_key`, message: 'no such file' }]);
    }
    return cdr.recording_key;
  }
  if (!cdr.recording) return '';
  const key = recordingKey(cdr.switch_call_id, cdr.recording.content_type);
  await files.put(key, Buffer.from(cdr.recording.content_base64, 'base64'), cdr.recording.content_type);
  return key;
}
