import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { sendWhatsAppTemplate } from '../../platform/providers/whatsapp';
import { useTestApp } from '../../test/app';
import { WHATSAPP_TOKEN, startWhatsApp } from '../../test/fake-providers/providers';
import { signWebhook } from '../../test/fake-providers/whatsapp-bsp';
import type { HttpFake } from '../../test/fake-providers/http-fake';

// A WhatsApp template message through the Cloud API, then Meta's signed status webhook: the
// subscription check, a refused signature, delivered and failed reports.

const APP_SECRET = 'whatsapp-app-secret-0123456789';
const VERIFY = 'verify-token-0123';
let fake: HttpFake;
beforeAll(async () => {
  fake = await startWhatsApp();
});
afterAll(() => fake.close());
const app = useTestApp(() => ({
  WHATSAPP_API_URL: fake.url,
  WHATSAPP_TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: '1098765',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY,
}));

const hook = (body: unknown, secret = APP_SECRET) => {
  const raw = JSON.stringify(body);
  return app.ctx.app.inject({
    method: 'POST',
    url: '/api/providers/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhook(raw, secret),
    },
    payload: raw,
  });
};
const statuses = (list: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'waba', changes: [{ field: 'messages', value: { statuses: list } }] }],
});

async function sentMessage(to: string) {
  const id = await app.ctx.db.transaction((tx) =>
    sendWhatsAppTemplate(tx, { to, template: 'payment_due', language: 'en', variables: ['Asha'] }),
  );
  await createDeliveryWorker({ db: app.ctx.db, adapters: app.ctx.app.adapters }).tick();
  const [row] = await app.ctx.db.select().from(outbox).where(eq(outbox.id, id));
  expect(row).toMatchObject({ status: 'SENT', provider: 'whatsapp-cloud' });
  return row!;
}

describe('the WhatsApp status webhook', () => {
  it("answers Meta's subscription check only with the verify token", async () => {
    const check = (token: string) =>
      app.ctx.app.inject({
        method: 'GET',
        url: `/api/providers/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check(VERIFY);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('guess')).statusCode).toBe(401);
  });

  it('moves a sent message to DELIVERED, or FAILED with the reason; a bad signature changes nothing', async () => {
    const delivered = await sentMessage('+91 98450 10001');
    const report = statuses([
      { id: delivered.providerRef, status: 'delivered', recipient_id: '919845010001' },
    ]);
    expect((await hook(report, 'not-the-app-secret-000000')).statusCode).toBe(401);
    expect((await hook(report)).json().data).toEqual({ applied: 1 });
    expect(
      (await app.ctx.db.select().from(outbox).where(eq(outbox.id, delivered.id)))[0]!.status,
    ).toBe('DELIVERED');

    const failed = await sentMessage('+91 98450 10002');
    const refused = statuses([
      {
        id: failed.providerRef,
        status: 'failed',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);
    expect((await hook(refused)).json().data).toEqual({ applied: 1 });
    expect(
      (await app.ctx.db.select().from(outbox).where(eq(outbox.id, failed.id)))[0],
    ).toMatchObject({
      status: 'FAILED',
      lastError: 'Message undeliverable (code 131026)',
    });
  });
});
