import { formatMessage } from '@switchboard/contract/messages';
import { fileKindOf, type FileKind } from '@switchboard/contract/files';
import { AppError, badRequest } from '../errors';
import { refusePdfActiveContent } from './pdf-active-content';

/** Types that share a container with another (WAV is RIFF, like WebP). */
const equivalent: Record<string, string[]> = {
  'audio/wav': ['audio/wav', 'audio/x-wav', 'audio/vnd.wave'],
  'audio/x-wav': ['audio/wav', 'audio/x-wav', 'audio/vnd.wave'],
  'audio/mp4': ['audio/mp4', 'video/mp4', 'audio/x-m4a', 'audio/m4a'],
  'audio/webm': ['audio/webm', 'video/webm'],
  'audio/ogg': ['audio/ogg', 'audio/opus', 'audio/ogg; codecs=opus'],
  'audio/aac': ['audio/aac', 'audio/x-aac'],
};

/** What can be decided before reading a byte: the type is allowed, and the size is within limits. */
export function checkDeclared(contentType: string, size: number, maxBytes: number): FileKind {
  const kind = fileKindOf(contentType);
  if (!kind)
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `File type ${contentType} is not allowed`);
  if (size === 0) throw badRequest(formatMessage('fileEmpty'));
  if (size > maxBytes) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(maxBytes / 1048576)} MB`,
    );
  }
  return kind;
}

/** The bytes must be what the name and header claim: never trust the declared type. */
export function checkSniffed(sniffedMime: string | undefined, contentType: string): void {
  const accepted = equivalent[contentType] ?? [contentType];
  if (!sniffedMime || !accepted.includes(sniffedMime)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `The file's content is not ${contentType}`);
  }
}

/** What the whole file does when opened: a PDF must not carry scripts, launches or attachments. */
export async function checkActiveContent(body: Buffer, contentType: string): Promise<void> {
  if (contentType === 'application/pdf') await refusePdfActiveContent(body);
}
