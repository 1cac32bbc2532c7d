import { z } from 'zod';

/**
 * Phone numbers compare equal after removing the +91 prefix (spec section 5).
 * A number is stored and compared as its ten national digits.
 */
export function normalizeIndianPhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.length === 12 && compact.startsWith('91')) return compact.slice(2);
  if (compact.length === 11 && compact.startsWith('0')) return compact.slice(1);
  return compact;
}

export function samePhone(a: string, b: string): boolean {
  return normalizeIndianPhone(a) === normalizeIndianPhone(b);
}

/** An Indian mobile number: ten digits starting 6 to 9, with or without +91. */
export function isIndianMobile(input: string): boolean {
  return /^[6-9]\d{9}$/.test(normalizeIndianPhone(input));
}

/**
 * The raw text a number field takes, as a pattern for the API document: a national prefix
 * (one of `prefixes`), then ten digits (the first one of `first`), any of the `separators`
 * between the characters (the server drops them before it checks the digits).
 */
export function spacedNumberPattern(options: {
  separators: string;
  prefixes: readonly string[];
  first: string;
}): string {
  const sep = `[${options.separators}]*`;
  const spell = (text: string) => [...text].map((c) => (c === '+' ? '\\+' : c) + sep).join('');
  return `^${sep}(?:${options.prefixes.map(spell).join('|')})?${options.first}(?:${sep}\\d){9}${sep}$`;
}

/** An Indian mobile number as `indianMobileSchema` takes it (+91, 91 or 0, spaces, dashes, brackets). */
export const INDIAN_MOBILE_INPUT = spacedNumberPattern({
  separators: '\\s()-',
  prefixes: ['+91', '91', '0'],
  first: '[6-9]',
});

/**
 * A phone field as every form and request takes it: an Indian mobile number, with or without
 * +91, given back as its ten national digits (how it is stored and compared).
 */
export const indianMobileSchema = z
  .string()
  .trim()
  .refine(isIndianMobile, {
    message: 'must be an Indian mobile number (10 digits starting 6-9, +91 optional)',
  })
  .transform(normalizeIndianPhone)
  .meta({
    pattern: INDIAN_MOBILE_INPUT,
    example: '+91 98765 43210',
    description:
      'An Indian mobile number: 10 digits starting 6-9, +91 optional; stored as the 10 digits',
  });
