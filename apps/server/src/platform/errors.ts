import type { ErrorCode, FieldIssue } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';

/** A failure the client should see as it is: status, code, message, and the fields at fault. */
export class AppError extends Error {
  /** A 429's wait, sent as `Retry-After` (whole seconds). */
  retryAfterSeconds?: number;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: FieldIssue[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthenticated = (message = 'Please log in to continue') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', message);
/** `what` names the record (Org, Lead…): the message is the contract's `notFound`. */
export const notFound = (what: string) =>
  new AppError(404, 'NOT_FOUND', formatMessage('notFound', { subject: what }));
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** Too many tries: the answer says, in `Retry-After`, how many seconds to wait. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError(429, 'RATE_LIMITED', message), {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
/** A provider refused or did not answer: its words, never its credentials. */
export const badGateway = (message: string) => new AppError(502, 'GATEWAY_ERROR', message);
