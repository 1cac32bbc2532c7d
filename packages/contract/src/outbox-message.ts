/**
 * A message's words as staff read them, never its JSON: the list's Message column and the
 * outbox export both read a payload this way.
 */

/** The payload's headline (an email's subject, an SMS's text, a push title, an event, a switch action), then all of it. */
const headlineKeys = ['subject', 'title', 'text', 'event', 'action', 'template'];
export function payloadHeadline(payload: Record<string, unknown>): string | null {
  const key = headlineKeys.find((k) => typeof payload[k] === 'string' && payload[k] !== '');
  return key ? String(payload[key]) : null;
}

/**
 * The words after the headline: an email's or a push's body, or the payload's other values as
 * "name: value", never its JSON.
 */
const bodyKeys = ['text', 'body', 'message'];
const asWords = (key: string) => key.replace(/[_-]+/g, ' ');
export function payloadSummary(payload: Record<string, unknown>): string {
  const headline = payloadHeadline(payload);
  const body = bodyKeys
    .map((k) => payload[k])
    .find((v): v is string => typeof v === 'string' && v !== '' && v !== headline);
  if (body) return body;
  return Object.entries(payload)
    .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v) && v !== headline)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${asWords(k)}: ${String(v)}`)
    .join(' · ');
}

/** A message in one line: its headline, then the words after it (the export's Message cell). */
export function payloadText(payload: Record<string, unknown>): string {
  const headline = payloadHeadline(payload);
  const summary = payloadSummary(payload);
  return [headline, summary].filter((part) => part !== null && part !== '').join(' — ');
}
