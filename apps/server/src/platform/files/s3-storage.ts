import { formatMessage } from '@switchboard/contract/messages';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config';
import { conflict } from '../errors';
import { nowSeconds } from './signing';
import type { StagedObject, StorageBackend } from './storage-backend';

/**
 * Browsers PUT here, never to a file's own key: a presigned PUT stays usable until it expires,
 * so bytes checked at their final key could be swapped afterwards. A lifecycle rule on this
 * prefix (README) clears uploads that were never used.
 */
export const STAGING_PREFIX = 'incoming/';
/** Our download route hands the browser on to the bucket; the link it gets only has to last the redirect. */
const REDIRECT_TTL_SECONDS = 60;

export function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // SDKs from 2025 on add a CRC32 of the empty request body to presigned PUTs, which the store
    // then holds against the real body; checksums only where the S3 API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const isMissing = (error: unknown) => statusOf(error) === 404;

/** Missing: another request got there first (null). Changed since checked: refuse, never serve unchecked bytes. */
async function ifStillThere<T>(action: () => Promise<T>): Promise<T | null> {
  try {
    return await action();
  } catch (error) {
    if (isMissing(error)) return null;
    if (statusOf(error) === 412) {
      throw conflict(formatMessage('fileChangedDuringCheck'));
    }
    throw error;
  }
}

/** CopySource is "bucket/key", URL-encoded segment by segment. */
const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
const fileNameOf = (key: string) => key.split('/').pop() ?? key;

/**
 * An S3-compatible bucket (AWS, MinIO, R2...). Objects are private: every read and write is a
 * request signed with our credentials or a URL presigned with them. The `public` flag of an
 * upload is recorded, never turned into a public ACL (many buckets refuse ACLs anyway).
 */
export function s3Storage(s3: S3Settings, client: S3Client = s3Client(s3)): StorageBackend {
  const Bucket = s3.bucket;
  const staged = (key: string) => STAGING_PREFIX + key;

  async function readUrl(
    key: string,
    ttlSeconds: number,
    file: { contentType: string },
  ): Promise<string> {
    const command = new GetObjectCommand({
      Bucket,
      Key: key,
      // Served with the type we checked, inline, and kept out of shared caches.
      ResponseContentType: file.contentType,
      ResponseContentDisposition: `inline; filename="${fileNameOf(key)}"`,
      ResponseCacheControl: 'private, max-age=300',
    });
    return getSignedUrl(client, command, { expiresIn: ttlSeconds });
  }

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    name: 's3',
    async uploadUrl(upload) {
      const command = new PutObjectCommand({
        Bucket,
        Key: staged(upload.key),
        ContentType: upload.contentType,
        // Travels in the signed query string, so the browser cannot change it.
        Metadata: {
          'sb-public': upload.isPublic ? '1' : '0',
          ...(upload.actorId === null ? {} : { 'sb-actor': String(upload.actorId) }),
        },
      });
      // Content-Type is signed too: a PUT with any other type fails at the store. A presigned
      // PUT cannot carry a size limit (only POST policies can); the size is checked after upload.
      return getSignedUrl(client, command, {
        expiresIn: Math.max(1, upload.expires - nowSeconds()),
        signableHeaders: new Set(['content-type']),
      });
    },
    readUrl,
    download: async (key, file) => ({ redirect: await readUrl(key, REDIRECT_TTL_SECONDS, file) }),
    async write(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    exists: async (key) => (await head(key)) !== null,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    staging: {
      async stat(key): Promise<StagedObject | null> {
        const found = await head(staged(key));
        if (!found) return null;
        const actor = found.Metadata?.['sb-actor'] ?? '';
        return {
          size: found.ContentLength ?? 0,
          contentType: found.ContentType ?? '',
          etag: found.ETag,
          isPublic: found.Metadata?.['sb-public'] === '1',
          actorId: /^\d+$/.test(actor) ? Number(actor) : null,
        };
      },
      async open(key, etag) {
        const found = await ifStillThere(() =>
          client.send(new GetObjectCommand({ Bucket, Key: staged(key), IfMatch: etag })),
        );
        if (!found) return null;
        if (!(found.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return found.Body;
      },
      async promote(key, etag) {
        const command = new CopyObjectCommand({
          Bucket,
          Key: key,
          CopySource: copySource(Bucket, staged(key)),
          CopySourceIfMatch: etag,
        });
        return (await ifStillThere(() => client.send(command))) !== null;
      },
      async discard(key) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: staged(key) }));
      },
    },
  };
}

/**
 * The origin browsers reach the bucket at, for the console's Content-Security-Policy: the SDK's
 * own rule (virtual-hosted unless path style is forced or the bucket name has dots).
 */
export function s3Origin(s3: S3Settings): string {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const virtualHosted = !s3.forcePathStyle && !s3.bucket.includes('.');
  return virtualHosted ? `${endpoint.protocol}//${s3.bucket}.${endpoint.host}` : endpoint.origin;
}
