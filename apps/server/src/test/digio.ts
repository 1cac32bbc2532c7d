import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../platform/http/types';
import { useTestApp } from './app';
import { DIGIO_CLIENT, startDigio } from './fake-providers/providers';
import { fixtureJson, fixtureWith } from './provider-fixtures';

/**
 * The test file's app talking to a local Digio of its own (started before the app, closed after
 * the file's tests), its webhook checking `webhookSecret`. Read `digio.fake` inside tests.
 */
export function useDigioTestApp(webhookSecret: string) {
  const digio = {} as { fake: Awaited<ReturnType<typeof startDigio>> };
  beforeAll(async () => {
    digio.fake = await startDigio();
  });
  afterAll(() => digio.fake?.close());
  const app = useTestApp(() => ({
    DIGIO_WEBHOOK_SECRET: webhookSecret,
    DIGIO_CLIENT_ID: DIGIO_CLIENT.id,
    DIGIO_CLIENT_SECRET: DIGIO_CLIENT.secret,
    DIGIO_KYC_TEMPLATE: 'SWITCHBOARD_KYC',
    DIGIO_BASE_URL: digio.fake.url,
  }));
  return { app, digio };
}

/** The sample ids in fixtures/digio that a test swaps for its own request's. */
const SAMPLE_IDS = /^(KID|DID)2312191801389959UDGNBWGRGCSC1$/;

/**
 * Digio's event from fixtures/digio about this request: the sample's request id swapped for
 * ours, and a fresh event id (Digio's own is unique per event), unless one is given.
 */
export function digioEvent(fixture: string, referenceId: string, eventId?: string): string {
  const sample = fixtureJson<{ id: string; payload: Record<string, { id: string }> }>(
    'digio',
    fixture,
  );
  const entity = Object.values(sample.payload)[0]!;
  if (!SAMPLE_IDS.test(entity.id)) throw new Error(`${fixture} names ${entity.id}`);
  return fixtureWith('digio', fixture, {
    [entity.id]: referenceId,
    [sample.id]: eventId ?? `WHN${randomUUID().replace(/-/g, '').slice(0, 24).toUpperCase()}`,
  });
}

/** Posts to the Digio webhook as Digio does: the raw bytes, their HMAC in `X-Digio-Checksum`. */
export function postDigioWebhook(
  app: App,
  raw: string,
  secret: string,
  header = 'x-digio-checksum',
) {
  return app.inject({
    method: 'POST',
    url: '/api/digio/webhook',
    headers: {
      'content-type': 'application/json',
      [header]: createHmac('sha256', secret).update(raw).digest('hex'),
    },
    payload: raw,
  });
}
