/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) mean a value the client sent does not fit:
 * an id beyond integer range, text that is not a number, a NUL character. They are answered as
 * a 400 with a message of our own; PostgreSQL's text (which quotes the value and names types
 * and columns) stays out of the answer.
 */
const messages: Record<string, string> = {
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date or time is not valid',
  '22008': 'A date or time is out of range',
  '22021': 'Text contains a character that is not allowed',
  '22P02': 'A value is not in the expected format',
  '22P05': 'Text contains a character that is not allowed',
};

/** Our message for a data exception anywhere in the error's cause chain (drizzle wraps the driver's). */
export function refusedValue(error: unknown): { sqlstate: string; message: string } | null {
  let current: unknown = error;
  for (let hops = 0; hops < 5 && current instanceof Object; hops += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return { sqlstate: code, message: messages[code] ?? 'A value is not valid' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
