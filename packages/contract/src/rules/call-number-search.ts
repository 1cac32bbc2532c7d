import { normalizeIndianPhone } from './phone';

/**
 * How the call lists search numbers: by the start of the national number, which is how
 * numbers are compared everywhere (spec section 5: equal after removing +91). The server's
 * SQL and the console's search box both use this, so they agree on every input.
 */

/** Fewer national digits than this would match most of the table: not a number search. */
export const MIN_NUMBER_SEARCH_DIGITS = 3;

/** The national digits of a typed number: '+91 98765-43' -> '9876543'; '+919' -> '9'. */
export const nationalDigits = (input: string): string =>
  normalizeIndianPhone(input.trim()).replace(/\D/g, '');

/**
 * The digits a list's text search looks numbers up by, or null when the text is not a number
 * (letters: a switch call id) or too short once +91 is dropped.
 */
export function numberSearchDigits(text: string): string | null {
  if (!/^[\d\s+()-]+$/.test(text.trim())) return null;
  const digits = nationalDigits(text);
  return digits.length >= MIN_NUMBER_SEARCH_DIGITS ? digits : null;
}
