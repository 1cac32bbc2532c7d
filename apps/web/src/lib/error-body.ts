import type { ErrorBody } from '@switchboard/contract/envelope';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server's error body `{ message, code?, details? }` when a failure carries a message. A
 * plain check, not the contract's zod schema: it runs on every page, and zod is not in the
 * first download. Anything else (a proxy's HTML, a network error) is no body at all.
 */
export function errorBody(data: unknown): (Partial<ErrorBody> & { message: string }) | null {
  if (!isRecord(data) || typeof data.message !== 'string') return null;
  const details = Array.isArray(data.details)
    ? data.details.filter(
        (d): d is { field: string; message: string } =>
          isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string',
      )
    : undefined;
  return { ...(data as ErrorBody), details };
}
