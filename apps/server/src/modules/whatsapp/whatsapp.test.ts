import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client';
import { createDeliveryWorker } from '../../platform/providers/delivery/worker';
import { auditOf, insertOrg } from '../../test/factories';
import {
  FAKE_PHONE_NUMBER_ID,
  FAKE_WABA_ID,
  inboundWebhook,
  statusWebhook,
} from '../../test/fake-providers/whatsapp-bsp';
import { postWhatsAppWebhook, useWhatsAppTestApp } from '../../test/whatsapp';

// WhatsApp end to end against a local BSP speaking the Cloud API: link an account (checked at
// the BSP), sync its templates, send on the org's behalf through the worker, and the signed
// webhook moving statuses forward only, storing what customers write, counting conversations.

const APP_SECRET = 'whatsapp-app-secret-0123456789';
const { app, bsp } = useWhatsAppTestApp(APP_SECRET);

const hook = (body: unknown) => postWhatsAppWebhook(app.ctx.app, JSON.stringify(body), APP_SECRET);
const deliver = () =>
  createDeliveryWorker({ db: app.ctx.db, adapters: app.ctx.app.adapters }).tick();
const link = (orgId: number, ids: Partial<{ waba_id: string; phone_number_id: string }> = {}) =>
  app.su.post('/api/admin/whatsapp/accounts', {
    org_id: orgId,
    waba_id: FAKE_WABA_ID,
    phone_number_id: FAKE_PHONE_NUMBER_ID,
    ...ids,
  });

let orgId: number;
let accountId: number;
const templateId = async (name: string) => {
  const tab = (await app.su.get(`/api/admin/whatsapp/orgs/${orgId}`)).json().data;
  return tab.templates.find((t: { name: string }) => t.name === name).id as number;
};

describe('linking an account', () => {
  it('checks the ids at the BSP, links the number, syncs its templates and audits', async () => {
    orgId = (await insertOrg(app.ctx.db, { name: 'Kaveri Logistics' })).id;
    const wrong = await link(orgId, { waba_id: '999999999' });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json().message).toContain("Object with ID '999999999' does not exist");
    const elsewhere = await link(orgId, { phone_number_id: '5566778899' });
    expect(elsewhere.json().message).toBe(
      `WhatsApp BSP: number 5566778899 is not in business account ${FAKE_WABA_ID}`,
    );

    const linked = await link(orgId);
    expect(linked.statusCode).toBe(200);
    const { account, message } = linked.json().data;
    accountId = account.id;
    expect(message).toBe('WhatsApp number 9876543210 linked to Kaveri Logistics');
    expect(account).toMatchObject({
      phone_number: '9876543210',
      display_name: 'Kaveri Logistics',
      status: 'CONNECTED',
      quality_rating: 'GREEN',
      messaging_tier: 'TIER_1K',
      messaging_limit: 1000,
      phone_number_id: FAKE_PHONE_NUMBER_ID,
    });
    expect((await auditOf(app.ctx.db, 'whatsapp.link', accountId)).length).toBe(1);

    const lookup = (await app.su.get(`/api/whatsapp/heltar/${orgId}`)).json().data;
    expect(lookup).toMatchObject({ org_name: 'Kaveri Logistics', account: { id: accountId } });
    const tab = (await app.su.get(`/api/admin/whatsapp/orgs/${orgId}`)).json().data;
    expect(
      tab.templates.map((t: { name: string; status: string; variable_count: number }) => [
        t.name,
        t.status,
        t.variable_count,
      ]),
    ).toEqual([
      ['diwali_offer', 'APPROVED', 2],
      ['payment_reminder', 'APPROVED', 3],
      ['otp_login', 'REJECTED', 1],
    ]);
    expect(tab.sandbox).toBe(false);
  });

  it('links once under a double submit, and never gives one number to two teams', async () => {
    const twice = await Promise.all([link(orgId), link(orgId)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const [counted] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from heltar_accounts where org_id = ${orgId}`,
    );
    expect(counted?.n).toBe(1);
    const other = (await insertOrg(app.ctx.db, { name: 'Tapti Traders' })).id;
    const taken = await link(other);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This WhatsApp number is already linked to team Kaveri Logistics',
    );
  });

  it('lists accounts with filters, and keeps ADMIN-less callers out', async () => {
    const page = (
      await app.su.get('/api/admin/whatsapp/accounts?status=CONNECTED&text=kaveri')
    ).json().data;
    expect(page.rows.map((a: { id: number }) => a.id)).toEqual([accountId]);
    expect(
      (await app.su.get('/api/admin/whatsapp/accounts?status=FLAGGED')).json().data.rows,
    ).toEqual([]);
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Whatsapp', inverted: true },
    ]);
    expect((await limited.get('/api/admin/whatsapp/accounts')).statusCode).toBe(403);
    expect((await limited.get(`/api/whatsapp/heltar/${orgId}`)).statusCode).toBe(403);
  });
});

describe("sending on the org's behalf", () => {
  it('holds the template rules on the server', async () => {
    const send = (body: object) =>
      app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, body);
    const few = await send({
      kind: 'TEMPLATE',
      to: '9845012345',
      template_id: await templateId('payment_reminder'),
      variables: ['Asha'],
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().message).toBe('Template payment_reminder takes 3 values; 1 were given');
    const rejected = await send({
      kind: 'TEMPLATE',
      to: '9845012345',
      template_id: await templateId('otp_login'),
      variables: ['1234'],
    });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe(
      'Template otp_login is REJECTED; only an approved template can be sent',
    );
    const text = await send({ kind: 'TEXT', to: '9845012345', text: 'Hello' });
    expect(text.statusCode).toBe(409);
    expect(text.json().message).toContain('has not written in the last 24 hours');
  });

  it('sends one message for ten identical submits, through the worker, and follows the BSP statuses forward only', async () => {
    const body = {
      kind: 'TEMPLATE',
      to: '98450 12345',
      template_id: await templateId('payment_reminder'),
      variables: ['Asha', '1,180', '1 Dec'],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, body),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.sent.id));
    expect(ids.size).toBe(1);
    const sent = answers[0]!.json().data.sent;
    expect(sent).toMatchObject({
      status: 'QUEUED',
      counterpart: '919845012345',
      body: 'Hi Asha, your payment of ₹1,180 is due on 1 Dec.',
    });

    await deliver();
    const posts = bsp.fake.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe(`/${FAKE_PHONE_NUMBER_ID}/messages`);
    const wire = posts[0]!.json as {
      to: string;
      template: { name: string };
      biz_opaque_callback_data: string;
    };
    expect(wire).toMatchObject({ to: '919845012345', template: { name: 'payment_reminder' } });

    const status = (s: 'sent' | 'delivered' | 'read' | 'failed', at: number) =>
      statusWebhook({
        wamid: 'wamid.first',
        status: s,
        to: '919845012345',
        callbackData: wire.biz_opaque_callback_data,
        timestamp: String(at),
        conversation: { id: 'conv-1', category: 'utility' },
      });
    const t = Math.floor(Date.now() / 1000);
    expect((await hook(status('read', t + 2))).statusCode).toBe(200);
    // Late and replayed: a delivered after read, and the read again, change nothing.
    await hook(status('delivered', t + 1));
    await hook(status('read', t + 2));
    const list = (await app.su.get(`/api/admin/whatsapp/messages?org_id=${orgId}`)).json().data;
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ id: sent.id, status: 'READ' });
    const [counted] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from whatsapp_conversations where org_id = ${orgId}`,
    );
    expect(counted?.n).toBe(1);
  });

  it('stores what the customer writes once, opens the 24-hour window, and honours STOP for marketing', async () => {
    const customer = '919845077777';
    const wamid = 'wamid.inbound-1';
    const inbound = inboundWebhook({ from: customer, text: 'Is my order shipped?', wamid });
    expect((await hook(inbound)).json().data.applied).toBe(1);
    expect((await hook(inbound)).json().data.applied).toBe(0);
    const window = (
      await app.su.get(`/api/admin/whatsapp/accounts/${accountId}/window?to=9845077777`)
    ).json().data;
    expect(window).toMatchObject({ open: true, opted_out: false });
    const text = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, {
      kind: 'TEXT',
      to: '9845077777',
      text: 'Yes, it left today.',
    });
    expect(text.statusCode).toBe(200);
    expect(text.json().data.sent).toMatchObject({ kind: 'TEXT', status: 'QUEUED' });

    await hook(inboundWebhook({ from: customer, text: ' stop ' }));
    const offer = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, {
      kind: 'TEMPLATE',
      to: '9845077777',
      template_id: await templateId('diwali_offer'),
      variables: ['Asha', '20'],
    });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().message).toBe(
      'This number replied STOP: marketing templates are not sent to it',
    );

    // Staff who may not see numbers in full get them masked.
    const admin = await app.ctx.loginAs('ADMIN');
    const masked = (
      await admin.get(`/api/admin/whatsapp/messages?org_id=${orgId}&number=9845077777`)
    ).json().data;
    expect(masked.rows.length).toBeGreaterThan(0);
    for (const row of masked.rows) expect(row.counterpart).toBe('91984•••••77');
    // The last digits find the number too (its reversed index); another number's do not.
    const bySuffix = (await app.su.get('/api/admin/whatsapp/messages?number=77777')).json().data;
    expect(bySuffix.rows.map((r: { counterpart: string }) => r.counterpart)).toEqual(
      Array(masked.rows.length).fill(customer),
    );
    const none = (await app.su.get('/api/admin/whatsapp/messages?number=55555')).json().data;
    expect(none.rows).toEqual([]);
  });

  it('counts conversations by day and category against the plan', async () => {
    const usage = (await app.su.get(`/api/admin/whatsapp/orgs/${orgId}/usage`)).json().data;
    expect(usage).toMatchObject({ used: 1, included: 0, plan_name: null });
    expect(usage.totals.UTILITY).toBe(1);
    expect(usage.days).toHaveLength(1);
  });

  it('disconnects after which nothing is sent; audited', async () => {
    const gone = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/disconnect`);
    expect(gone.json().data.message).toBe(
      'WhatsApp number 9876543210 disconnected from Kaveri Logistics',
    );
    expect((await auditOf(app.ctx.db, 'whatsapp.disconnect', accountId)).length).toBe(1);
    const refused = await app.su.post(`/api/admin/whatsapp/accounts/${accountId}/messages`, {
      kind: 'TEMPLATE',
      to: '9845012399',
      template_id: await templateId('payment_reminder'),
      variables: ['A', 'B', 'C'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The WhatsApp number of Kaveri Logistics is DISCONNECTED; messages cannot be sent',
    );
  });
});
