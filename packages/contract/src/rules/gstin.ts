import { z } from 'zod';

/**
 * A GSTIN, the one pattern every check uses (Create Plan, validity changes, invoices): the
 * two-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number
 * for that PAN in the state (1-9, then A-Z: 0 is never issued), 'Z', and a check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Case and surrounding spaces do not matter: staff type GSTINs in lower case too. */
export const isGstin = (value: string): boolean => GSTIN_PATTERN.test(value.trim().toUpperCase());

/** A GSTIN field of a request: trimmed, upper-cased, then checked against the one pattern. */
export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(GSTIN_PATTERN, 'must be a valid 15-character GSTIN');
