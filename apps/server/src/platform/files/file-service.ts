import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { formatMessage } from '@switchboard/contract/messages';
import {
  allowedFileTypes,
  fileKindOf,
  type FileKind,
  type PresignResponse,
} from '@switchboard/contract/files';
import type { Config } from '../../config';
import { files } from '../../db/schema/files';
import type { Db } from '../db/client';
import { AppError, badRequest, conflict } from '../errors';
import { checkActiveContent, checkDeclared, checkSniffed } from './content-check';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { localDownloadUrl } from './signed-urls';
import { nowSeconds } from './signing';
import { checkStagedUpload } from './staged-upload';
import type { Download, SignedUpload, StorageBackend } from './storage-backend';

export type StoredFile = typeof files.$inferSelect;
export type { SignedUpload } from './storage-backend';

export interface FileService {
  /** A presigned, expiring URL to PUT one file of this type to. */
  presignUpload(input: {
    fileName: string;
    fileType: string;
    isPublic: boolean;
    actorId: number | null;
  }): Promise<PresignResponse>;
  /**
   * A signed, expiring URL of our own download route, made without I/O for callers that need a
   * URL at once; with S3 the route sends the browser on to the bucket.
   */
  downloadUrl(key: string, ttlSeconds?: number): string;
  /** The URL a browser displays the file from: the bucket's own presigned GET with S3. */
  displayUrl(file: StoredFile, ttlSeconds: number): Promise<string>;
  /** How our download route answers for a stored file. */
  download(file: StoredFile): Promise<Download>;
  /** Stores bytes directly (seeds, ingest), after the same checks as an upload. */
  put(
    key: string,
    body: Buffer,
    contentType: string,
    options?: { isPublic?: boolean; actorId?: number | null },
  ): Promise<void>;
  /** A checked file whose bytes are in storage. */
  exists(key: string): Promise<boolean>;
  /** The checked file of this key; an upload that went straight to the bucket is checked here first. */
  find(key: string): Promise<StoredFile | null>;
  /** Checks and stores an upload that arrived at our own presigned URL (local backend). */
  acceptUpload(upload: SignedUpload, body: Buffer, contentType: string): Promise<StoredFile>;
  /** Forgets a file and removes its bytes (an erased person's recording). */
  remove(key: string): Promise<void>;
  storage: StorageBackend;
}

const UPLOAD_TTL_SECONDS = 15 * 60;
const DOWNLOAD_TTL_SECONDS = 10 * 60;

/** The local disk unless S3 is configured. */
export function storageFromConfig(config: Config): StorageBackend {
  return config.files.s3
    ? s3Storage(config.files.s3)
    : localStorage(config.files.dir, { secret: config.appSecret, publicUrl: config.publicUrl });
}

export function createFileService(
  config: Config,
  db: Db,
  storage: StorageBackend = storageFromConfig(config),
): FileService {
  const { maxBytes } = config.files;
  const originalNameOf = (key: string) => key.split('/').pop() ?? null;

  async function checkContent(body: Buffer, contentType: string): Promise<FileKind> {
    const kind = checkDeclared(contentType, body.length, maxBytes);
    checkSniffed((await fileTypeFromBuffer(body))?.mime, contentType);
    await checkActiveContent(body, contentType);
    return kind;
  }

  async function row(key: string): Promise<StoredFile | null> {
    const [found] = await db.select().from(files).where(eq(files.key, key)).limit(1);
    return found ?? null;
  }

  async function record(values: typeof files.$inferInsert): Promise<StoredFile> {
    const [saved] = await db
      .insert(files)
      .values(values)
      .onConflictDoUpdate({ target: files.key, set: values })
      .returning();
    if (!saved) throw new Error('file row not saved');
    return saved;
  }

  async function store(
    key: string,
    body: Buffer,
    contentType: string,
    kind: FileKind,
    isPublic: boolean,
    actorId: number | null,
    originalName: string | null,
  ) {
    await storage.write(key, body, contentType);
    return record({
      key,
      contentType,
      size: body.length,
      isPublic,
      kind,
      originalName,
      createdById: actorId,
    });
  }

  /**
   * An upload through our presigned URL creates its key once. The URL stays valid for its whole
   * lifetime, so without this anyone holding it could swap a document after it was checked and
   * attached to a KYC (with S3 the same holds: the checked bytes are pinned by ETag). The row is
   * claimed first, so of two PUTs racing for one key only one writes; a failed write rolls it back.
   */
  async function storeOnce(
    key: string,
    body: Buffer,
    contentType: string,
    kind: FileKind,
    upload: SignedUpload,
  ): Promise<StoredFile> {
    return db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(files)
        .values({
          key,
          contentType,
          size: body.length,
          isPublic: upload.isPublic,
          kind,
          originalName: originalNameOf(key),
          createdById: upload.actorId,
        })
        .onConflictDoNothing({ target: files.key })
        .returning();
      if (!saved) throw conflict(formatMessage('uploadLinkUsed'));
      await storage.write(key, body, contentType);
      return saved;
    });
  }

  /**
   * A presigned PUT to S3 never passes through our server, so the first moment we can check it
   * is when something asks for the file by name: attaching a KYC document, a voice message or a
   * caller tune, getObject, a CDR's recording key. Every such path goes through find, so checking
   * here covers them all, and a file that is never used is never trusted.
   */
  async function findOrCheckUpload(key: string): Promise<StoredFile | null> {
    const known = await row(key);
    if (known || !storage.staging) return known;
    const checked = await checkStagedUpload(storage.staging, key, maxBytes);
    // Null: nothing was uploaded, or a concurrent request checked it first and recorded it.
    if (!checked) return row(key);
    const saved = await record({
      key,
      contentType: checked.contentType,
      size: checked.size,
      isPublic: checked.isPublic,
      kind: checked.kind,
      originalName: originalNameOf(key),
      createdById: checked.actorId,
    });
    // Recorded before the staged copy goes, so a concurrent request that finds it gone finds the row.
    await storage.staging.discard(key);
    return saved;
  }

  return {
    storage,
    async presignUpload({ fileName, fileType, isPublic, actorId }) {
      const kind = fileKindOf(fileType);
      if (!kind)
        throw badRequest(formatMessage('fileTypeNotAllowed', { type: fileType }), [
          {
            field: 'file_type',
            message: `allowed: ${Object.values(allowedFileTypes).flat().join(', ')}`,
          },
        ]);
      const safeName = fileName.replace(/[^\w.-]+/g, '_').slice(-100);
      const upload: SignedUpload = {
        key: `${kind}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}-${safeName}`,
        contentType: fileType,
        expires: nowSeconds() + UPLOAD_TTL_SECONDS,
        isPublic,
        actorId,
      };
      return {
        url: await storage.uploadUrl(upload),
        method: 'PUT',
        headers: { 'content-type': fileType },
        file_name: upload.key,
        expires_at: new Date(upload.expires * 1000).toISOString(),
        max_bytes: maxBytes,
      };
    },
    downloadUrl: (key, ttlSeconds = DOWNLOAD_TTL_SECONDS) =>
      localDownloadUrl(config.appSecret, config.publicUrl, key, ttlSeconds),
    displayUrl: (file, ttlSeconds) => storage.readUrl(file.key, ttlSeconds, file),
    download: (file) => storage.download(file.key, file),
    async put(key, body, contentType, options = {}) {
      const kind = await checkContent(body, contentType);
      await store(
        key,
        body,
        contentType,
        kind,
        options.isPublic ?? false,
        options.actorId ?? null,
        null,
      );
    },
    async exists(key) {
      return (await findOrCheckUpload(key)) !== null && (await storage.exists(key));
    },
    find: findOrCheckUpload,
    async remove(key) {
      await db.delete(files).where(eq(files.key, key));
      await storage.remove(key);
    },
    async acceptUpload(upload, body, contentType) {
      if (contentType !== upload.contentType) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `Content-Type must be ${upload.contentType}, as presigned`,
        );
      }
      const kind = await checkContent(body, contentType);
      return storeOnce(upload.key, body, contentType, kind, upload);
    },
  };
}
