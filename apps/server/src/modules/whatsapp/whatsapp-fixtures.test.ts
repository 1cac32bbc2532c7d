import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { whatsappMessages, whatsappTemplates } from '../../db/schema/whatsapp';
import { rowsOf } from '../../platform/db/client';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { insertOrg } from '../../test/factories';
import { fixtureJson, fixtureWith } from '../../test/provider-fixtures';
import {
  FAKE_PHONE_NUMBER_ID,
  FAKE_WABA_ID,
  WHATSAPP_TOKEN,
} from '../../test/fake-providers/whatsapp-bsp';
import { postWhatsAppWebhook, useWhatsAppTestApp } from '../../test/whatsapp';

// The Cloud API's own webhook payloads (fixtures/whatsapp, sources in its SOURCES.md) through
// the signed webhook: a message is found by its wamid alone (a BSP that does not echo our
// callback data) or by that callback data, its status only moves forward, and no status ever
// adds a second, phantom message to the team.

const APP_SECRET = 'whatsapp-fixture-secret-0123456789';
const { app, bsp } = useWhatsAppTestApp(APP_SECRET);

const CUSTOMER = '919845012345';
let orgId: number;
let accountId: number;
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Kaveri Logistics' })).id;
  const linked = await app.su.post('/api/admin/whatsapp/accounts', {
    org_id: orgId,
    waba_id: FAKE_WABA_ID,
    phone_number_id: FAKE_PHONE_NUMBER_ID,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  accountId = linked.json().data.account.id;
});

/** Meta's sample, about our number and customer, with this wamid (and callback data). */
const sample = (fixture: string, wamid: string, callbackData?: string) =>
  fixtureWith('whatsapp', fixture, {
    'wamid.xyzxyz': wamid,
    '1122334455667': FAKE_PHONE_NUMBER_ID,
    '972987654321': CUSTOMER,
    ...(callbackData ? { 'some data': callbackData } : {}),
  });
const post = (raw: string) => postWhatsAppWebhook(app.ctx.app, raw, APP_SECRET);

let sends = 0;
/** Sends a template to the customer through the API and the worker; its message and outbox row. */
async function sendTemplate() {
  sends += 1;
  const tab = (await app.su.get(`/api/admin/whatsapp/orgs/${orgId}`)).json().data;
  const template = tab.templates.find((t: { name: string }) => t.name === 'diwali_offer');
  const sent = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, {
    kind: 'TEMPLATE',
    to: CUSTOMER,
    template_id: template.id,
    variables: ['Asha', String(sends)],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const messageId = sent.json().data.sent.id as number;
  await createDeliveryWorker({ db: app.ctx.db, adapters: app.ctx.app.adapters }).tick();
  const [message] = await app.ctx.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.id, messageId));
  const [row] = await app.ctx.db.select().from(outbox).where(eq(outbox.id, message!.outboxId!));
  return { messageId, wamid: row!.providerRef!, outboxId: row!.id };
}

const outgoing = async () =>
  (
    await rowsOf<{ id: number | string; status: string; wamid: string | null }>(
      app.ctx.db,
      sql`select id, status, wamid from whatsapp_messages
           where org_id = ${orgId} and direction = 'OUT' order by id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));

describe('the wamid', () => {
  it('is kept on the message as soon as the worker gets it from the BSP', async () => {
    const { messageId, wamid } = await sendTemplate();
    expect(wamid).toMatch(/^wamid\./);
    const [message] = await app.ctx.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, messageId));
    expect(message!.wamid).toBe(wamid);
  });
});

describe("Meta's statuses", () => {
  it('that name the message only by its wamid move it forward, and add no message', async () => {
    const before = (await outgoing()).length;
    const { messageId, wamid } = await sendTemplate();
    for (const file of ['status-sent.json', 'status-delivered.json', 'status-read.json']) {
      const answer = await post(sample(file, wamid));
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const rows = await outgoing();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.id === messageId)).toMatchObject({ status: 'READ', wamid });
  });

  it('that carry our callback data find the message before its wamid is known here', async () => {
    const { messageId, wamid, outboxId } = await sendTemplate();
    await app.ctx.db
      .update(whatsappMessages)
      .set({ wamid: null })
      .where(eq(whatsappMessages.id, messageId));
    const answer = await post(
      sample('status-sent-with-callback-data.json', wamid, `switchboard-outbox-${outboxId}`),
    );
    expect(answer.json().data.applied).toBeGreaterThan(0);
    const [message] = await app.ctx.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, messageId));
    expect(message).toMatchObject({ status: 'SENT', wamid });
  });

  it('only move forward: a late delivered after read changes nothing; failed is final', async () => {
    const { messageId, wamid } = await sendTemplate();
    await post(sample('status-read.json', wamid));
    await post(sample('status-delivered.json', wamid));
    await post(sample('status-sent.json', wamid));
    const status = async () =>
      (
        await app.ctx.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId))
      )[0]!;
    expect((await status()).status).toBe('READ');

    const other = await sendTemplate();
    await post(sample('status-failed.json', other.wamid));
    await post(sample('status-delivered.json', other.wamid));
    const failed = (
      await app.ctx.db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.id, other.messageId))
    )[0]!;
    expect(failed).toMatchObject({
      status: 'FAILED',
      error: "User's number is part of an experiment (code 130472)",
    });
  });

  it('that arrive before the worker recorded the wamid leave no second message once it does', async () => {
    const sent = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, {
      kind: 'TEMPLATE',
      to: CUSTOMER,
      template_id: (await app.su.get(`/api/admin/whatsapp/orgs/${orgId}`))
        .json()
        .data.templates.find((t: { name: string }) => t.name === 'diwali_offer').id,
      variables: ['Ravi', '15'],
    });
    const messageId = sent.json().data.sent.id as number;
    const before = (await outgoing()).length;
    // The BSP's "delivered" (no callback data) outruns our write of its answer.
    const wamid = `wamid.early-${Date.now()}`;
    await post(sample('status-delivered.json', wamid));
    expect(await outgoing()).toHaveLength(before + 1);
    const adapters = app.ctx.app.adapters;
    await createDeliveryWorker({
      db: app.ctx.db,
      adapters: {
        ...adapters,
        WHATSAPP: { ...adapters.WHATSAPP, deliver: async () => ({ status: 'sent', ref: wamid }) },
      },
    }).tick();
    const rows = await outgoing();
    expect(rows).toHaveLength(before);
    expect(rows.find((r) => r.id === messageId)).toMatchObject({ wamid, status: 'DELIVERED' });
  });
});

describe("Meta's other webhooks", () => {
  it("a customer's text message is stored once", async () => {
    const raw = fixtureWith('whatsapp', 'message-text-inbound.json', {
      '106540352242922': FAKE_PHONE_NUMBER_ID,
    });
    expect((await post(raw)).json().data.applied).toBe(1);
    expect((await post(raw)).json().data.applied).toBe(0);
    const [stored] = await rowsOf<{ body: string; counterpart: string }>(
      app.ctx.db,
      sql`select body, counterpart from whatsapp_messages
           where wamid = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA='`,
    );
    expect(stored).toEqual({ body: 'Does it come in another color?', counterpart: '16505551234' });
  });

  it('a template status update moves the template', async () => {
    const update = fixtureJson<{ entry: { changes: { value: Record<string, unknown> }[] }[] }>(
      'whatsapp',
      'template-status-approved.json',
    );
    const { message_template_name: name, message_template_language: language } =
      update.entry[0]!.changes[0]!.value;
    await app.ctx.db
      .insert(whatsappTemplates)
      .values({
        accountId,
        name: String(name),
        language: String(language),
        category: 'UTILITY',
        status: 'PENDING',
        body: 'Your order {{1}} is confirmed.',
        variableCount: 1,
      })
      .onConflictDoNothing();
    const raw = fixtureWith('whatsapp', 'template-status-approved.json', {
      '102290129340398': FAKE_WABA_ID,
    });
    const answer = await post(raw);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.applied).toBe(1);
    const [template] = await app.ctx.db
      .select()
      .from(whatsappTemplates)
      .where(eq(whatsappTemplates.name, String(name)));
    expect(template).toMatchObject({ status: 'APPROVED', rejectedReason: null });
  });
});

describe('the messages request', () => {
  it('is the one recorded in fixtures/whatsapp, and the BSP refuses it without messaging_product', async () => {
    const tab = (await app.su.get(`/api/admin/whatsapp/orgs/${orgId}`)).json().data;
    const template = tab.templates.find((t: { name: string }) => t.name === 'payment_reminder');
    const sent = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, {
      kind: 'TEMPLATE',
      to: CUSTOMER,
      template_id: template.id,
      variables: ['Asha', '1,180', '1 Dec'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await createDeliveryWorker({ db: app.ctx.db, adapters: app.ctx.app.adapters }).tick();
    const request = bsp.fake.requests.filter((r) => r.method === 'POST').at(-1)!;
    const wire = request.json as Record<string, unknown>;
    expect(wire).toEqual({
      ...fixtureJson('whatsapp', 'messages-template.request.json'),
      biz_opaque_callback_data: wire.biz_opaque_callback_data,
    });

    const { messaging_product: _product, ...without } = wire;
    const refused = await fetch(`${bsp.fake.url}/${FAKE_PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(without),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { message: '(#100) The parameter messaging_product is required.', code: 100 },
    });
  });
});
