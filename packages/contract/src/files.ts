import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/** What each kind of upload may be: documents (KYC), audio (caller tunes, voice messages, recordings). */
export const fileKinds = ['document', 'audio'] as const;
export type FileKind = (typeof fileKinds)[number];

export const allowedFileTypes: Record<FileKind, readonly string[]> = {
  document: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  audio: [
    'audio/mpeg',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/webm',
    'audio/mp4',
    'audio/aac',
  ],
};

export const fileKindOf = (fileType: string): FileKind | null =>
  fileKinds.find((kind) => allowedFileTypes[kind].includes(fileType)) ?? null;

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32);

/** A plain file name: no folders, no `..`, no control characters. */
export const safeFileName = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (name) =>
      !/[/\\]/.test(name) && !hasControlCharacter(name) && name !== '.' && !name.includes('..'),
    {
      message: 'must be a plain file name without folders or ".."',
    },
  );

export const presignQuery = z.object({
  file_name: safeFileName,
  file_type: z.string().refine((t) => fileKindOf(t) !== null, {
    message: `must be one of ${[...allowedFileTypes.document, ...allowedFileTypes.audio].join(', ')}`,
  }),
  public: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export const presignResponse = z.object({
  /** PUT the file here with the same Content-Type. */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.string() }),
  /** The stored file's name: what documents and settings refer to. */
  file_name: z.string(),
  expires_at: instant,
  max_bytes: z.number().int(),
});
export type PresignResponse = z.infer<typeof presignResponse>;

/** A stored file's key: folders of safe segments. */
export const fileKey = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be a stored file name')
  .refine(
    (key) => !key.split('/').some((part) => part === '..' || part === '.'),
    'must not contain ..',
  );

export const getObjectQuery = z.object({
  file_name: fileKey,
  no_redirect: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export const getObjectResponse = z.object({
  url: z.string(),
  content_type: z.string(),
  expires_at: instant,
});

/** PUT /files/upload: the query of a presigned upload URL (local backend); `sig` signs the rest. */
export const signedUploadQuery = z.object({
  key: fileKey,
  ct: z.string(),
  exp: z.coerce.number().int(),
  pub: z.enum(['0', '1']),
  by: z.string(),
  sig: z.string(),
});
export type SignedUploadQuery = z.infer<typeof signedUploadQuery>;
export const uploadedFileSchema = z.object({ file_name: z.string(), size: z.number() });

/** GET /files/download: the query of a signed, expiring download URL. */
export const signedDownloadQuery = z.object({
  key: fileKey,
  exp: z.coerce.number().int(),
  sig: z.string(),
});
export type SignedDownloadQuery = z.infer<typeof signedDownloadQuery>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const filesOperations = {
  'GET /api/s3/presignURL': ['presignUpload', 'A signed URL to upload a file to'],
  'GET /api/s3/getObject': ['getFileUrl', 'A signed, expiring URL to read a stored file'],
  'PUT /api/files/upload': ['uploadFile', 'Upload a file to a signed URL'],
  'GET /api/files/download': ['downloadFile', 'Download a file through a signed URL'],
} as const satisfies AreaOperations;
