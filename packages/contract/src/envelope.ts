import { z } from 'zod';

/** Every successful response is `{ data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_MISMATCH',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** A provider (the payment gateway) refused or did not answer. */
  'GATEWAY_ERROR',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** A field that failed validation: its dotted path and why. */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every failed response is `{ message, code, details? }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// Path parameters live in params.ts; `idParam` stays importable from here for the route files
// that already do (swap them to params.ts, then drop this line).
export { idParam } from './params';
