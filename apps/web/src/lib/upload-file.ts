import { allowedFileTypes, type FileKind, type PresignResponse } from '@switchboard/contract/files';
import i18n from './i18n';

export type UploadProgress = (fraction: number) => void;

export class UploadError extends Error {}

/** Checks a picked file before any request: the server checks again (type, content, size). */
export function checkFile(file: File, kind: FileKind, maxBytes?: number): string | null {
  if (!allowedFileTypes[kind].includes(file.type)) {
    const type = file.type || i18n.t('upload.unknownType');
    return i18n.t('upload.typeNotAllowed', {
      name: file.name,
      type,
      allowed: allowedFileTypes[kind].join(', '),
    });
  }
  if (maxBytes !== undefined && file.size > maxBytes) {
    return i18n.t('upload.tooLarge', { name: file.name, mb: Math.round(maxBytes / 1048576) });
  }
  return null;
}

/**
 * The spec's upload flow (section 7, Files): GET /s3/presignURL, then PUT the bytes to the
 * presigned URL with the content type. Resolves to the stored file name. XHR, not fetch, so
 * the caller can show progress.
 */
export async function uploadFile(
  file: File,
  options: { kind: FileKind; isPublic?: boolean; onProgress?: UploadProgress },
): Promise<string> {
  const problem = checkFile(file, options.kind);
  if (problem) throw new UploadError(problem);
  const query = new URLSearchParams({
    file_name: file.name,
    file_type: file.type,
    public: options.isPublic ? 'true' : 'false',
  });
  const presigned = await fetch(`/api/s3/presignURL?${query}`, { credentials: 'include' });
  const body = (await presigned.json().catch(() => null)) as {
    data?: PresignResponse;
    message?: string;
  } | null;
  if (!presigned.ok || !body?.data)
    throw new UploadError(body?.message ?? i18n.t('upload.refused', { status: presigned.status }));
  const target = body.data;
  if (file.size > target.max_bytes)
    throw new UploadError(
      checkFile(file, options.kind, target.max_bytes) ??
        i18n.t('upload.tooLarge', { name: file.name, mb: Math.round(target.max_bytes / 1048576) }),
    );

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    xhr.setRequestHeader('content-type', target.headers['content-type']);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = i18n.t('upload.failed', { status: xhr.status });
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
      } catch {
        // keep the status message
      }
      reject(new UploadError(message));
    };
    xhr.onerror = () => reject(new UploadError(i18n.t('upload.network')));
    xhr.send(file);
  });
  return target.file_name;
}
