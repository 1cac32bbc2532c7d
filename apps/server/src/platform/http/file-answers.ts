/**
 * Answers that are not JSON, as a route declares them in `config.answers` for the API document:
 * each status with its media types (a body of bytes or text) or none (a redirect), and the
 * headers that matter to a client. The document's transform (openapi-operation.ts) writes them
 * in; the API tests check every real answer against them.
 */
export type FileAnswer = {
  description: string;
  /** The platform's JSON error body (`{ message, code, details? }`) instead of a file. */
  error?: true;
  /** The media types the body may have; none for an answer without a body. */
  media?: readonly string[];
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
};

const attachment = {
  'Content-Disposition': {
    description: 'attachment; filename="…": the file\'s name',
    schema: { type: 'string' },
  },
};

/** A redirect: `Location` says where to. */
export const redirectAnswer = (description: string): FileAnswer => ({
  description,
  headers: {
    Location: { description: 'Where the client goes next', schema: { type: 'string' } },
  },
});

/** A CSV export (platform/csv/send-csv.ts): the file, streamed, with its header row. */
export const csvAnswers: Record<number, FileAnswer> = {
  200: {
    description: 'The CSV file (UTF-8, a header row, then one row a record)',
    media: ['text/csv'],
    headers: attachment,
  },
};

/** A PDF document, downloaded or shown inline. */
export const pdfAnswers: Record<number, FileAnswer> = {
  200: { description: 'The PDF document', media: ['application/pdf'], headers: attachment },
};

/** A ZIP archive, downloaded. */
export const zipAnswers: Record<number, FileAnswer> = {
  200: { description: 'The ZIP archive', media: ['application/zip'], headers: attachment },
};

/** An error answer with the JSON error body that the platform's rules do not already declare. */
export const errorAnswer = (description: string): FileAnswer => ({ description, error: true });

/** The sign-in's answers beyond the platform's: too many failed attempts. */
export const throttledAnswers: Record<number, FileAnswer> = {
  429: errorAnswer('Too many failed sign-ins: `Retry-After` says how many seconds to wait'),
};

/**
 * A route that asks a provider while it answers: the provider's refusal or silence is a 502
 * (`GATEWAY_ERROR`), its reason in the message (platform/errors.ts `badGateway`).
 */
export const providerAnswers = (provider: string): Record<number, FileAnswer> => ({
  502: errorAnswer(`${provider} refused the request or did not answer: the message says why`),
});
