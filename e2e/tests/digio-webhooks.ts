import { expect, type Page } from '@playwright/test';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first-day server's Digio webhook secret (start-server.mjs DIGIO_WEBHOOK_SECRET). */
const DIGIO_WEBHOOK_SECRET = 'e2e-digio-webhook-secret-0123456789';
/** The sample request id in every Digio fixture, swapped for the spec's own request's. */
const SAMPLE_ID = /(KID|DID)2312191801389959UDGNBWGRGCSC1/;

/**
 * Plays Digio: one of Digio's own webhook events from the server's fixtures
 * (apps/server/src/platform/providers/adapters/fixtures/digio, sources in its SOURCES.md) about
 * `referenceId`, with its own event id (a fresh one unless given: Digio retries an event with
 * its id), posted as Digio posts it: the raw bytes, their hex HMAC-SHA256 in X-Digio-Checksum.
 * Answers what the server says it did.
 */
export async function deliverDigioEvent(
  page: Page,
  fixture: string,
  referenceId: string,
  eventId = `WHN${randomUUID().replace(/-/g, '').slice(0, 24).toUpperCase()}`,
) {
  const path = fileURLToPath(
    new URL(
      `../../apps/server/src/platform/providers/adapters/fixtures/digio/${fixture}.json`,
      import.meta.url,
    ),
  );
  const sample = readFileSync(path, 'utf8');
  const { id: sampleEventId } = JSON.parse(sample) as { id: string };
  expect(sample).toMatch(SAMPLE_ID);
  const raw = sample
    .replace(new RegExp(SAMPLE_ID.source, 'g'), referenceId)
    .replaceAll(sampleEventId, eventId);
  const response = await page.request.post('/api/digio/webhook', {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-digio-checksum': createHmac('sha256', DIGIO_WEBHOOK_SECRET).update(raw).digest('hex'),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { applied: boolean; outcome: string };
}
