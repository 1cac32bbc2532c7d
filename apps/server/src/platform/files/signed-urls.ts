import type { SignedUpload } from './storage-backend';
import { nowSeconds, sign } from './signing';

/**
 * The local backend's own presigned URLs, served by our routes (/api/files/upload and
 * /api/files/download). Everything that decides what the URL allows is in the signature.
 */
export const uploadSignatureParts = (u: SignedUpload) => [
  'PUT',
  u.key,
  u.contentType,
  u.expires,
  u.isPublic ? 1 : 0,
  u.actorId ?? '',
];
export const downloadSignatureParts = (key: string, expires: number) => ['GET', key, expires];

export function localUploadUrl(secret: string, publicUrl: string, upload: SignedUpload): string {
  const query = new URLSearchParams({
    key: upload.key,
    ct: upload.contentType,
    exp: String(upload.expires),
    pub: upload.isPublic ? '1' : '0',
    by: String(upload.actorId ?? ''),
    sig: sign(secret, uploadSignatureParts(upload)),
  });
  return `${publicUrl}/api/files/upload?${query}`;
}

export function localDownloadUrl(
  secret: string,
  publicUrl: string,
  key: string,
  ttlSeconds: number,
): string {
  const expires = nowSeconds() + ttlSeconds;
  const query = new URLSearchParams({
    key,
    exp: String(expires),
    sig: sign(secret, downloadSignatureParts(key, expires)),
  });
  return `${publicUrl}/api/files/download?${query}`;
}
