/**
 * What a 5xx log may not carry: the phone numbers, emails, PANs and GSTINs of the people and
 * businesses in the request. They reach error messages through drizzle ("Failed query: ...
 * params: ...") and PostgreSQL's constraint details ("Key (email)=(...)"). Masked by shape, so
 * ids, times, SQL and error codes stay readable.
 */
const patterns: [RegExp, string][] = [
  // GSTIN before PAN: a GSTIN holds a PAN.
  [/(?<![A-Za-z0-9])\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z](?![A-Za-z0-9])/gi, '[gstin]'],
  [/(?<![A-Za-z0-9])[A-Z]{5}\d{4}[A-Z](?![A-Za-z0-9])/gi, '[pan]'],
  [/[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, '[email]'],
  // International, written with +country code: +44 20 7946 0958, +919876543210.
  [/(?<![\w+])\+\d{1,3}(?:[ -]?\d){7,14}(?!\w)/g, '[phone]'],
  // Indian mobiles: 9876543210, 98765 43210, 09876543210, 919876543210.
  [/(?<![\w+])(?:0|91)?[6-9]\d{4}[ -]?\d{5}(?!\w)/g, '[phone]'],
];

export function maskPersonalData(text: string): string {
  return patterns.reduce((masked, [pattern, label]) => masked.replace(pattern, label), text);
}

/**
 * A copy of the error for the log, its message, stack and causes masked. Fields other than
 * `code` (such as pg's `detail`, which repeats the values) are left out on purpose.
 */
export function maskedError(error: unknown, depth = 0): Error {
  if (!(error instanceof Error)) return new Error(maskPersonalData(String(error)));
  const masked = new Error(maskPersonalData(error.message));
  masked.name = error.name;
  masked.stack = maskPersonalData(error.stack ?? '');
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  Object.assign(masked, { code, statusCode });
  if (error.cause !== undefined && depth < 5) masked.cause = maskedError(error.cause, depth + 1);
  return masked;
}
