import { inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { IngestCdr } from '@switchboard/contract/calls';
import { callHistory } from '../../db/schema/calls';
import { files } from '../../db/schema/files';
import { voiceMessages } from '../../db/schema/numbers';
import { orgs } from '../../db/schema/teams';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { checkDeclared, checkSniffed } from '../../platform/files/content-check';
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

/** A CDR of the request with its place in the request's batch, which every error names. */
export type IndexedCdr = { cdr: IngestCdr; index: number };

/** A recording sent inside a CDR, checked and ready to store. */
export type CheckedRecording = { key: string; body: Buffer; contentType: string; kind: string };

/** An error about one CDR's field, with its status, naming `cdrs.<index>.<field>`. */
function fieldError(status: number, message: string, index: number, field: string, detail: string): AppError {
  const code = status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR';
  return new AppError(status, code, message, [{ field: `cdrs.${index}.${field}`, message: detail }]);
}

/**
 * Checks every base64 recording before anything is written: an audio type, within the size
 * limit, and bytes that sniff as that type (a PDF sent as audio/wav is refused with 415).
 */
export async function checkRecordings(cdrs: IndexedCdr[], maxBytes: number): Promise<Map<string, CheckedRecording>> {
  const checked = new Map<string, CheckedRecording>();
  for (const { cdr, index } of cdrs) {
    if (!cdr.recording) continue;
    const { content_type: contentType } = cdr.recording;
    const body = Buffer.from(cdr.recording.content_base64, 'base64');
    try {
      const kind = checkDeclared(contentType, body.length, maxBytes);
      if (kind !== 'audio') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `A recording must be audio, not ${contentType}`);
      checkSniffed((await fileTypeFromBuffer(body))?.mime, contentType);
      checked.set(cdr.switch_call_id, { key: recordingKey(cdr.switch_call_id, contentType), body, contentType, kind });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw fieldError(error.statusCode, error.message, index, 'recording', 'must be an audio file whose content matches its type');
    }
  }
  return checked;
}

/**
 * Checks every `recording_key` of the batch: an audio file in the file service (so never a
 * KYC document or any other upload's PDF or image) that nothing else uses yet: no other call's
 * recording, voice message or caller tune, nor a second CDR of this batch.
 */
export async function checkRecordingKeys(db: DbOrTx, fileService: FileService, cdrs: IndexedCdr[]): Promise<void> {
  const withKey = cdrs.filter((c): c is IndexedCdr & { cdr: { recording_key: string } } => Boolean(c.cdr.recording_key));
  if (withKey.length === 0) return;
  const keys = withKey.map((c) => c.cdr.recording_key);
  const used = await keysInUse(db, keys);
  for (const [i, { cdr, index }] of withKey.entries()) {
    const key = cdr.recording_key;
    const file = await fileService.find(key);
    if (!file || !(await fileService.storage.exists(key))) {
      throw fieldError(400, `Recording ${key} was not uploaded`, index, 'recording_key', 'no uploaded file has this name');
    }
    if (file.kind !== 'audio') {
      throw fieldError(400, `Recording ${key} is not an audio file`, index, 'recording_key', 'must name an audio upload');
    }
    if (used.has(key) || keys.indexOf(key) !== i) {
      throw fieldError(400, `Recording ${key} is already used`, index, 'recording_key', 'already used by another call, voice message or caller tune');
    }
  }
}

/** Which of these file keys something already points at. */
async function keysInUse(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const lists = await Promise.all([
    db.select({ key: callHistory.recordingId }).from(callHistory).where(inArray(callHistory.recordingId, keys)),
    db.select({ key: voiceMessages.fileName }).from(voiceMessages).where(inArray(voiceMessages.fileName, keys)),
    db
      .select({ key: sql<string>`${orgs.settings} -> 'caller_tune' ->> 'file_name'` })
      .from(orgs)
      .where(inArray(sql`${orgs.settings} -> 'caller_tune' ->> 'file_name'`, keys)),
  ]);
  return new Set(lists.flat().map((r) => r.key ?? ''));
}

/**
 * Writes the recordings' bytes to storage. This runs before the calls' transaction opens, so
 * a slow store (S3) never holds a database connection; until recordRecordingFiles commits
 * their rows, the bytes sit unseen at their keys (a retry of the same CDR writes the same
 * bytes there again), and the file service knows nothing of them.
 */
export async function writeRecordings(fileService: FileService, recordings: CheckedRecording[]): Promise<void> {
  for (const r of recordings) await fileService.storage.write(r.key, r.body, r.contentType);
}

/** The file rows of recordings already written, inside the transaction that inserts their calls. */
export async function recordRecordingFiles(tx: Tx, recordings: CheckedRecording[]): Promise<void> {
  for (const r of recordings) {
    const values = { key: r.key, contentType: r.contentType, size: r.body.length, isPublic: false, kind: r.kind, originalName: null, createdById: null };
    await tx.insert(files).values(values).onConflictDoUpdate({ target: files.key, set: values });
  }
}
