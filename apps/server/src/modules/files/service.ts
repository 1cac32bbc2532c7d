import type {
  PresignResponse,
  SignedDownloadQuery,
  SignedUploadQuery,
} from '@switchboard/contract/files';
import { AppError, notFound } from '../../platform/errors';
import type { FileService, SignedUpload } from '../../platform/files/file-service';
import { downloadSignatureParts, uploadSignatureParts } from '../../platform/files/signed-urls';
import { nowSeconds, verify } from '../../platform/files/signing';

const invalidLink = (what: string) =>
  new AppError(403, 'FORBIDDEN', `This ${what} link is invalid`);
const expiredLink = (what: string) =>
  new AppError(403, 'FORBIDDEN', `This ${what} link has expired`);

/** How long a getObject link lasts. */
const OBJECT_LINK_TTL = 600;

export const presignUpload = (
  files: FileService,
  query: { file_name: string; file_type: string; public: boolean },
  actorId: number | null,
): Promise<PresignResponse> =>
  files.presignUpload({
    fileName: query.file_name,
    fileType: query.file_type,
    isPublic: query.public,
    actorId,
  });

/** GET /s3/getObject: a short-lived link staff open a stored file with. */
export async function objectLink(files: FileService, fileName: string) {
  const file = await files.find(fileName);
  if (!file) throw notFound('File');
  const url = await files.displayUrl(file, OBJECT_LINK_TTL);
  return {
    url,
    content_type: file.contentType,
    expires_at: new Date((nowSeconds() + OBJECT_LINK_TTL) * 1000).toISOString(),
  };
}

/**
 * PUT /files/upload: the signature in the URL is the credential. A valid, unexpired one lets
 * the file service check and store the bytes.
 */
export async function acceptSignedUpload(
  files: FileService,
  secret: string,
  q: SignedUploadQuery,
  body: Buffer,
  contentType: string,
) {
  const upload: SignedUpload = {
    key: q.key,
    contentType: q.ct,
    expires: q.exp,
    isPublic: q.pub === '1',
    actorId: q.by ? Number(q.by) : null,
  };
  if (!verify(secret, uploadSignatureParts(upload), q.sig)) throw invalidLink('upload');
  if (upload.expires < nowSeconds()) throw expiredLink('upload');
  const stored = await files.acceptUpload(upload, body, contentType);
  return { file_name: stored.key, size: stored.size };
}

/** GET /files/download: a stored file behind a valid, unexpired signature, and how to send it. */
export async function signedDownload(
  files: FileService,
  secret: string,
  { key, exp, sig }: SignedDownloadQuery,
) {
  if (!verify(secret, downloadSignatureParts(key, exp), sig)) throw invalidLink('download');
  if (exp < nowSeconds()) throw expiredLink('download');
  const file = await files.find(key);
  if (!file || !(await files.storage.exists(key))) throw notFound('File');
  return { file, download: await files.download(file) };
}
