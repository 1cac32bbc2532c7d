// The Node entry reads Node streams; TypeScript's bundler resolution would pick the web one.
import { fileTypeFromStream } from 'file-type/node';
import type { FileKind } from '@switchboard/contract/files';
import { AppError } from '../errors';
import { checkActiveContent, checkDeclared, checkSniffed } from './content-check';
import type { StagedObject, StagingArea } from './storage-backend';

/** Only keys that presignUpload makes can have been uploaded by a browser: `<kind>/<yyyy-mm>/<uuid>-<name>`. */
const uploadKey =
  /^(document|audio)\/\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[\w.-]+$/;

export type CheckedUpload = StagedObject & { kind: FileKind };

/**
 * Checks an upload that went straight from the browser to the bucket, with the same rules as
 * one through our server: allowed type, size limit (from HEAD), content sniffed from the first
 * bytes. A refused upload is deleted. A good one is copied to its key, pinned by ETag to the
 * bytes that were checked. Null when there is no such upload.
 */
export async function checkStagedUpload(
  staging: StagingArea,
  key: string,
  maxBytes: number,
): Promise<CheckedUpload | null> {
  const folder = uploadKey.exec(key)?.[1];
  if (!folder) return null;
  const object = await staging.stat(key);
  if (!object) return null;
  let kind: FileKind;
  try {
    kind = checkDeclared(object.contentType, object.size, maxBytes);
    // The type is signed into the upload URL, so this only fails for objects we did not presign.
    if (kind !== folder) {
      const message = `File type ${object.contentType} is not allowed`;
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
    }
    const stream = await staging.open(key, object.etag);
    if (!stream) return null;
    try {
      // file-type reads only the bytes it needs (ID3 tags can push audio past a fixed prefix).
      checkSniffed((await fileTypeFromStream(stream))?.mime, object.contentType);
    } finally {
      stream.destroy();
    }
    // A PDF is read whole (within the size limit checked above) for what it does when opened.
    if (object.contentType === 'application/pdf') {
      const whole = await staging.open(key, object.etag);
      if (!whole) return null;
      await checkActiveContent(Buffer.concat(await whole.toArray()), object.contentType);
    }
  } catch (error) {
    if (error instanceof AppError && error.statusCode !== 409) await staging.discard(key);
    throw error;
  }
  return (await staging.promote(key, object.etag)) ? { ...object, kind } : null;
}
