import { formatMessage, type MessageKey } from '@switchboard/contract/messages';

const page = (title: string, key: MessageKey) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#212529}main{text-align:center;padding:1rem}h1{font-size:3rem;margin:0;color:#868e96}</style>
</head>
<body><main><h1>${title}</h1><p>${formatMessage(key)}</p></main></body>
</html>
`;

/** What a visitor sees for a slug that never existed (404) or no longer works (410). */
export const notFoundPage = page('404', 'shortUrlNotFoundPage');
export const gonePage = page('410', 'shortUrlGonePage');

/**
 * What a redirect says besides its location: never cached (a visit must reach us to be
 * counted, and a disabled link must stop at once), and no referrer passed on to the target.
 * A redirect has no body, so what helmet says of content (below) would say nothing on the
 * server's most frequent answer.
 */
export const REDIRECT_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** The 404 and 410 pages: those, and what helmet would say of a page with inline styles. */
export const PAGE_HEADERS = {
  ...REDIRECT_HEADERS,
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};
