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
