import { afterAll, beforeAll } from 'vitest';
import type { App } from '../platform/http/types';
import { useTestApp } from './app';
import {
  WHATSAPP_TOKEN,
  signWebhook,
  startWhatsAppBsp,
  type WhatsAppBspFake,
} from './fake-providers/whatsapp-bsp';

/**
 * The test file's app talking to a local BSP of its own (started before the app, closed after
 * the file's tests), its webhook checking `appSecret`. Read `bsp.fake` inside tests.
 */
export function useWhatsAppTestApp(appSecret: string) {
  const bsp = {} as { fake: WhatsAppBspFake };
  beforeAll(async () => {
    bsp.fake = await startWhatsAppBsp();
  });
  afterAll(() => bsp.fake?.close());
  const app = useTestApp(() => ({
    WHATSAPP_API_URL: bsp.fake.url,
    WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_APP_SECRET: appSecret,
  }));
  return { app, bsp };
}

/** Posts to the WhatsApp webhook as Meta does: the raw bytes, their HMAC in X-Hub-Signature-256. */
export function postWhatsAppWebhook(app: App, raw: string, appSecret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/providers/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhook(raw, appSecret),
    },
    payload: raw,
  });
}
