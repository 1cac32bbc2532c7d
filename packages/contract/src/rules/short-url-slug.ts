/**
 * Short URL slugs (the `{slug}` of `/s/{slug}`): generated ones are 7 base62 characters,
 * custom ones letters, digits, '-' and '_'. A slug is unique whatever its case (people retype
 * links from print and chat), so the redirect matches it case-insensitively.
 */
export const GENERATED_SLUG_LENGTH = 7;
export const SLUG_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const CUSTOM_SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{1,62}[A-Za-z0-9])?$/;

/**
 * Words a custom slug may not be: paths of the console and the server, and words that would
 * read as ours on a printed link (a phishing-looking '/s/login').
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'config',
  'dashboard',
  'docs',
  'health',
  'help',
  'index',
  'kyc',
  'login',
  'logout',
  'metrics',
  'new',
  'otp',
  'pay',
  'payment',
  'qr',
  's',
  'settings',
  'signin',
  'signup',
  'static',
  'support',
  'verify',
  'www',
]);

export const isReservedSlug = (slug: string): boolean => RESERVED_SLUGS.has(slug.toLowerCase());
