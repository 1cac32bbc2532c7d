import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { campaignKit, NOON_IST } from './test-fixtures';

// An ADMIN's campaign to more than one recipient waits for an SU (1,000 by default).
const REPORT_TOKEN = 'sms-report-token-0123456789abcdef';
const app = useTestApp({ CAMPAIGN_APPROVAL_LIMIT: '1', SMS_REPORT_TOKEN: REPORT_TOKEN });
const { send, teams, body, reset } = campaignKit(app);

describe('campaigns on email, push and WhatsApp', () => {
  it("sends email to owners' addresses with a subject, and push to their app", async () => {
    await reset();
    const orgIds = await teams(2);
    // One owner has the app (an FCM token); both have an email.
    await app.ctx.db.execute(
      sql`insert into user_devices (user_id, platform, push_token)
          select owner_id, 'android', 'fcm-token-0001' from orgs where id = ${orgIds[0]}`,
    );
    const noSubject = await app.su.post('/api/admin/campaigns', body({ channel: 'EMAIL' }));
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().details[0]).toMatchObject({
      field: 'subject',
      message: 'an email needs a subject',
    });
    const noTemplate = await app.su.post('/api/admin/campaigns', body({ dlt_template_id: null }));
    expect(noTemplate.json().details[0].field).toBe('dlt_template_id');

    const pushPreview = (
      await app.su.get('/api/admin/campaigns/audience-preview?kyc_status=REJECTED&channel=PUSH')
    ).json().data;
    expect(pushPreview).toMatchObject({ count: 1, sample: [{ address: 'device ••••0001' }] });

    const email = (
      await app.su.post(
        '/api/admin/campaigns',
        body({ channel: 'EMAIL', subject: '{org_name}: 20% off', send_rate_per_minute: 10 }),
      )
    ).json().data.campaign;
    // An email keeps no DLT template.
    expect(email).toMatchObject({ channel: 'EMAIL', dlt_template_id: null, sender_id: null });
    const push = (
      await app.su.post(
        '/api/admin/campaigns',
        body({ channel: 'PUSH', subject: 'Diwali offer', send_rate_per_minute: 10 }),
      )
    ).json().data.campaign;
    for (const c of [email, push]) await app.su.post(`/api/admin/campaigns/${c.id}/schedule`, {});
    // Email and push have no TRAI hours: they go at night too.
    await send(new Date('2026-11-26T17:00:00Z'));

    const sent = await rowsOf<{
      channel: string;
      recipient: string;
      subject: string | null;
      title: string | null;
    }>(
      app.ctx.db,
      sql`select channel, recipient, payload->>'subject' as subject, payload->>'title' as title
            from outbox where payload->>'campaign_id' in (${String(email.id)}, ${String(push.id)})
           order by channel, recipient`,
    );
    expect(sent).toHaveLength(3);
    expect(sent.filter((m) => m.channel === 'EMAIL').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Campaign \d+ Team \d: 20% off$/),
      expect.stringMatching(/^Campaign \d+ Team \d: 20% off$/),
    ]);
    expect(sent.filter((m) => m.channel === 'EMAIL').every((m) => m.recipient.includes('@'))).toBe(
      true,
    );
    expect(sent.filter((m) => m.channel === 'PUSH')).toEqual([
      { channel: 'PUSH', recipient: 'fcm-token-0001', subject: null, title: 'Diwali offer' },
    ]);
    const recipients = (await app.su.get(`/api/admin/campaigns/${email.id}/recipients`)).json().data
      .rows;
    expect(recipients[0].address).toMatch(/^o•••@example\.in$/);
  });

  it("sends WhatsApp as the company account's approved template, values filled per person, never to a STOP", async () => {
    await reset();
    const orgIds = await teams(2);
    // The company's own WhatsApp number, linked and synced (as the WhatsApp page does).
    const company = orgIds[0]!;
    const [account] = await rowsOf<{ id: number }>(
      app.ctx.db,
      sql`insert into heltar_accounts (org_id, phone_number, display_name, status, phone_number_id)
          values (${company}, '8047112233', 'Switchboard', 'CONNECTED', 'pn-campaign-1')
          returning id`,
    );
    const [offer, pending] = await rowsOf<{ id: number }>(
      app.ctx.db,
      sql`insert into whatsapp_templates (account_id, name, language, category, status, body, variable_count)
          values (${account!.id}, 'diwali_offer', 'en', 'MARKETING', 'APPROVED',
                  'Hi {{1}}, {{2}} gets 20% off: {{3}}', 3),
                 (${account!.id}, 'new_plan', 'en', 'MARKETING', 'PENDING', 'Hi {{1}}', 1)
          returning id`,
    );
    const whatsapp = (extra: Record<string, unknown>) =>
      body({
        channel: 'WHATSAPP',
        text: '',
        dlt_template_id: null,
        sender_id: null,
        whatsapp_account_id: account!.id,
        whatsapp_template_id: offer!.id,
        whatsapp_variables: ['{first_name}', '{org_name}', '{short_url}'],
        link_url: 'https://example.in/diwali',
        send_rate_per_minute: 10,
        ...extra,
      });
    const notApproved = await app.su.post(
      '/api/admin/campaigns',
      whatsapp({
        whatsapp_template_id: pending!.id,
        whatsapp_variables: ['{first_name}'],
        link_url: null,
      }),
    );
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe(
      'Template new_plan is PENDING; only an approved template can be sent',
    );
    const short = await app.su.post(
      '/api/admin/campaigns',
      whatsapp({ whatsapp_variables: ['{first_name}', '{short_url}'] }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Template diwali_offer takes 3 values; 2 were given');

    const made = await app.su.post('/api/admin/campaigns', whatsapp({}));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.campaign.id;
    // One owner replied STOP on WhatsApp.
    const [stopped] = await rowsOf<{ phone: string }>(
      app.ctx.db,
      sql`select u.phone from orgs o join users u on u.id = o.owner_id where o.id = ${orgIds[1]}`,
    );
    await app.ctx.db.execute(
      sql`insert into whatsapp_opt_outs (phone, source) values (${`91${stopped!.phone}`}, 'STOP reply')`,
    );
    await app.su.post(`/api/admin/campaigns/${id}/schedule`, {});
    await send(NOON_IST);

    const detail = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(detail.counts).toMatchObject({ total: 2, SENT: 1, FAILED: 1 });
    const failed = (await app.su.get(`/api/admin/campaigns/${id}/recipients?status=FAILED`)).json()
      .data.rows;
    expect(failed[0].reason).toBe('Replied STOP to WhatsApp marketing');
    const [message] = await rowsOf<{ recipient: string; template: string; variables: string[] }>(
      app.ctx.db,
      sql`select recipient, payload->>'template' as template, payload->'variables' as variables
            from outbox where channel = 'WHATSAPP' and payload->>'campaign_id' = ${String(id)}`,
    );
    expect(message).toMatchObject({ template: 'diwali_offer' });
    expect(message!.recipient).toMatch(/^91\d{10}$/);
    expect(message!.variables[0]).toBe('Owner');
    expect(message!.variables[2]).toMatch(/\/s\/[0-9A-Za-z]{7}$/);
    // It is in the company account's messages, as staff's sends are.
    const [logged] = await rowsOf<{ body: string }>(
      app.ctx.db,
      sql`select body from whatsapp_messages where account_id = ${account!.id} and direction = 'OUT'`,
    );
    expect(logged!.body).toMatch(/^Hi Owner, Campaign \d+ Team 0 gets 20% off: http/);

    // The account disconnected: the next campaign pauses, saying why, instead of failing people.
    const next = (await app.su.post('/api/admin/campaigns', whatsapp({}))).json().data.campaign.id;
    await app.su.post(`/api/admin/campaigns/${next}/schedule`, {});
    await app.ctx.db.execute(
      sql`update heltar_accounts set status = 'DISCONNECTED' where id = ${account!.id}`,
    );
    await send(NOON_IST);
    expect((await app.su.get(`/api/admin/campaigns/${next}`)).json().data).toMatchObject({
      status: 'PAUSED',
      counts: { QUEUED: 2 },
    });
  });
});
