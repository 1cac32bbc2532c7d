import { fileTypeFromBuffer } from 'file-type';
import type { IngestCdr } from '@switchboard/contract/calls';
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
export function fieldError(
  status: number,
  message: string,
  index: number,
  field: string,
  detail: string,
): AppError {
  const code =
    status === 415
      ? 'UNSUPPORTED_MEDIA_TYPE'
      : status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : 'VALIDATION_ERROR';
  return new AppError(status, code, message, [
    { field: `cdrs.${index}.${field}`, message: detail },
  ]);
}

/**
 * Checks every base64 recording before anything is written: an audio type, within the size
 * limit, and bytes that sniff as that type (a PDF sent as audio/wav is refused with 415).
 */
export async function checkRecordings(
  cdrs: IndexedCdr[],
  maxBytes: number,
): Promise<Map<string, CheckedRecording>> {
  const checked = new Map<string, CheckedRecording>();
  for (const { cdr, index } of cdrs) {
    if (!cdr.recording) continue;
    const { content_type: contentType } = cdr.recording;
    const body = Buffer.from(cdr.recording.content_base64, 'base64');
    try {
      const kind = checkDeclared(contentType, body.length, maxBytes);
      if (kind !== 'audio')
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `A recording must be audio, not ${contentType}`,
        );
      checkSniffed((await fileTypeFromBuffer(body))?.mime, contentType);
      checked.set(cdr.switch_call_id, {
        key: recordingKey(cdr.switch_call_id, contentType),
        body,
        contentType,
        kind,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw fieldError(
        error.statusCode,
        error.message,
        index,
        'recording',
        'must be an audio file whose content matches its type',
      );
    }
  }
  return checked;
}

/**
 * Writes the recordings' bytes to storage. This runs before the calls' transaction opens, so
 * a slow store (S3) never holds a database connection; until recordRecordingFiles commits
 * their rows, the bytes sit unseen at their keys (a retry of the same CDR writes the same
 * bytes there again), and the file service knows nothing of them.
 */
export async function writeRecordings(
  fileService: FileService,
  recordings: CheckedRecording[],
): Promise<void> {
  for (const r of recordings) await fileService.storage.write(r.key, r.body, r.contentType);
}
