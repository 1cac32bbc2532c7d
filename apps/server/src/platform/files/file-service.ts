import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { allowedFileTypes, fileKindOf, type FileKind, type PresignResponse } from '@switchboard/contract/files';
import type { Config } from '../../config';
import { files } from '../../db/schema/files';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import { localStorage, type StorageBackend } from './local-storage';
import { nowSeconds, sign } from './signing';

export type StoredFile = typeof files.$inferSelect;

export interface FileService {
  /** A signed, expiring URL to PUT one file of this type to. */
  presignUpload(input: { fileName: string; fileType: string; isPublic: boolean; actorId: number | null }): PresignResponse;
  /** A signed, expiring URL to read a stored file. */
  downloadUrl(key: string, ttlSeconds?: number): string;
  /** Stores bytes directly (seeds, ingest), after the same checks as an upload. */
  put(key: string, body: Buffer, contentType: string, options?: { isPublic?: boolean; actorId?: number | null }): Promise<void>;
  exists(key: string): Promise<boolean>;
  find(key: string): Promise<StoredFile | null>;
  /** Checks and stores an upload that arrived at a presigned URL. */
  acceptUpload(upload: SignedUpload, body: Buffer, contentType: string): Promise<StoredFile>;
  storage: StorageBackend;
}

export type SignedUpload = { key: string; contentType: string; expires: number; isPublic: boolean; actorId: number | null };

const UPLOAD_TTL_SECONDS = 15 * 60;
const DOWNLOAD_TTL_SECONDS = 10 * 60;
/** Types that share a container with another (WAV is RIFF, like WebP). */
const equivalent: Record<string, string[]> = {
  'audio/wav': ['audio/wav', 'audio/x-wav', 'audio/vnd.wave'],
  'audio/x-wav': ['audio/wav', 'audio/x-wav', 'audio/vnd.wave'],
  'audio/mp4': ['audio/mp4', 'video/mp4', 'audio/x-m4a', 'audio/m4a'],
  'audio/webm': ['audio/webm', 'video/webm'],
  'audio/ogg': ['audio/ogg', 'audio/opus', 'audio/ogg; codecs=opus'],
  'audio/aac': ['audio/aac', 'audio/x-aac'],
};

export const uploadSignatureParts = (u: SignedUpload) => ['PUT', u.key, u.contentType, u.expires, u.isPublic ? 1 : 0, u.actorId ?? ''];
export const downloadSignatureParts = (key: string, expires: number) => ['GET', key, expires];

export function createFileService(config: Config, db: Db, storage = localStorage(config.files.dir)): FileService {
  const secret = config.appSecret;

  async function checkContent(body: Buffer, contentType: string): Promise<FileKind> {
    const kind = fileKindOf(contentType);
    if (!kind) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `File type ${contentType} is not allowed`);
    if (body.length === 0) throw badRequest('The file is empty');
    if (body.length > config.files.maxBytes) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(config.files.maxBytes / 1048576)} MB`);
    }
    // The bytes must be what the name and header claim: never trust the declared type.
    const sniffed = await fileTypeFromBuffer(body);
    const accepted = equivalent[contentType] ?? [contentType];
    if (!sniffed || !accepted.includes(sniffed.mime)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `The file's content is not ${contentType}`);
    }
    return kind;
  }

  async function store(key: string, body: Buffer, contentType: string, kind: FileKind, isPublic: boolean, actorId: number | null, originalName: string | null) {
    await storage.write(key, body);
    const values = { key, contentType, size: body.length, isPublic, kind, originalName, createdById: actorId };
    const [row] = await db.insert(files).values(values).onConflictDoUpdate({ target: files.key, set: values }).returning();
    if (!row) throw new Error('file row not saved');
    return row;
  }

  return {
    storage,
    presignUpload({ fileName, fileType, isPublic, actorId }) {
      const kind = fileKindOf(fileType);
      if (!kind) throw badRequest(`File type ${fileType} is not allowed`, [{ field: 'file_type', message: `allowed: ${Object.values(allowedFileTypes).flat().join(', ')}` }]);
      const safeName = fileName.replace(/[^\w.-]+/g, '_').slice(-100);
      const upload: SignedUpload = {
        key: `${kind}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}-${safeName}`,
        contentType: fileType,
        expires: nowSeconds() + UPLOAD_TTL_SECONDS,
        isPublic,
        actorId,
      };
      const query = new URLSearchParams({
        key: upload.key,
        ct: upload.contentType,
        exp: String(upload.expires),
        pub: isPublic ? '1' : '0',
        by: String(actorId ?? ''),
        sig: sign(secret, uploadSignatureParts(upload)),
      });
      return {
        url: `${config.publicUrl}/api/files/upload?${query}`,
        method: 'PUT',
        headers: { 'content-type': fileType },
        file_name: upload.key,
        expires_at: new Date(upload.expires * 1000).toISOString(),
        max_bytes: config.files.maxBytes,
      };
    },
    downloadUrl(key, ttlSeconds = DOWNLOAD_TTL_SECONDS) {
      const expires = nowSeconds() + ttlSeconds;
      const query = new URLSearchParams({ key, exp: String(expires), sig: sign(secret, downloadSignatureParts(key, expires)) });
      return `${config.publicUrl}/api/files/download?${query}`;
    },
    async put(key, body, contentType, options = {}) {
      const kind = await checkContent(body, contentType);
      await store(key, body, contentType, kind, options.isPublic ?? false, options.actorId ?? null, null);
    },
    exists: (key) => storage.exists(key),
    async find(key) {
      const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
      return row ?? null;
    },
    async acceptUpload(upload, body, contentType) {
      if (contentType !== upload.contentType) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${upload.contentType}, as presigned`);
      }
      const kind = await checkContent(body, contentType);
      return store(upload.key, body, contentType, kind, upload.isPublic, upload.actorId, upload.key.split('/').pop() ?? null);
    },
  };
}
