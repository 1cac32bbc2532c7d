import { inPromotionalHours } from '@switchboard/contract/campaigns';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema/campaigns';
import { outbox } from '../../db/schema/outbox';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { fill } from './send-service';
import { campaignKit, NOON_IST } from './test-fixtures';

// An ADMIN's campaign to more than one recipient waits for an SU (1,000 by default).
const REPORT_TOKEN = 'sms-report-token-0123456789abcdef';
const app = useTestApp({ CAMPAIGN_APPROVAL_LIMIT: '1', SMS_REPORT_TOKEN: REPORT_TOKEN });
const { send, teams, body, reset } = campaignKit(app);

describe('campaigns', () => {
  it('previews an audience, sends each recipient one SMS at the campaign rate, and completes', async () => {
    await reset();
    const orgIds = await teams(5);
    const preview = await app.su.get('/api/admin/campaigns/audience-preview?kyc_status=REJECTED');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.count).toBe(5);
    expect(preview.json().data.sample[0].address).toMatch(/^••••••\d{4}$/);

    const bad = await app.su.post('/api/admin/campaigns', body({ text: 'Hi {name}' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toContain('{name} is not a variable');

    const made = await app.su.post('/api/admin/campaigns', body());
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.campaign.id as number;
    expect(made.json().data.campaign.status).toBe('DRAFT');
    const scheduled = await app.su.post(`/api/admin/campaigns/${id}/schedule`, {});
    expect(scheduled.json().data.campaign.status).toBe('SCHEDULED');

    // Two senders at once (two instances): the rate of 3 a minute holds across them.
    const rounds = await Promise.all([send(NOON_IST), send(NOON_IST)]);
    expect(rounds.reduce((n, r) => n + r.handed, 0)).toBe(3);
    let detail = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(detail.status).toBe('SENDING');
    expect(detail.counts).toMatchObject({ total: 5, QUEUED: 2, SENT: 3 });

    // A minute later the rest go, and the campaign completes.
    await app.ctx.db.execute(
      sql`update campaign_recipients set sent_at = sent_at - interval '61 seconds' where campaign_id = ${id}`,
    );
    await send(NOON_IST);
    detail = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(detail.status).toBe('COMPLETED');
    expect(detail.counts).toMatchObject({ total: 5, QUEUED: 0, SENT: 5 });
    const sms = await app.ctx.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'campaign_id' = ${String(id)}`);
    expect(sms).toHaveLength(5);
    expect(new Set(sms.map((m) => m.recipient)).size).toBe(5);
    expect(sms.map((m) => m.orgId).sort()).toEqual([...orgIds].sort());
    expect(String(sms[0]!.payload.text)).toMatch(
      /^Hi Owner, Campaign \d+ Team \d gets 20% off this Diwali\.$/,
    );
    expect(sms[0]!.payload).toMatchObject({
      dlt_template_id: '1207161234567890123',
      sender: 'SWBORD',
    });
    // Running again sends nobody twice.
    expect((await send(NOON_IST)).handed).toBe(0);
    const recipients = (
      await app.su.get(`/api/admin/campaigns/${id}/recipients?status=SENT`)
    ).json().data;
    expect(recipients.total_items).toBe(5);
    // Each person's page lists the campaign that reached them.
    const reached = (
      await app.su.get(`/api/admin/users/${recipients.rows[0].user_id}/campaigns`)
    ).json().data;
    expect(reached).toMatchObject([{ campaign_id: id, status: 'SENT', reason: null }]);
  });

  it('sends promotional SMS only in the day, skips opted-out numbers, and pauses, resumes and cancels', async () => {
    await reset();
    const orgIds = await teams(3);
    const [owner] = await rowsOf<{ phone: string }>(
      app.ctx.db,
      sql`select u.phone from orgs o join users u on u.id = o.owner_id where o.id = ${orgIds[0]}`,
    );
    await app.ctx.db.insert(smsOptOuts).values({ phone: owner!.phone });
    const id = (
      await app.su.post('/api/admin/campaigns', body({ send_rate_per_minute: 100 }))
    ).json().data.campaign.id;
    await app.su.post(`/api/admin/campaigns/${id}/schedule`, {});
    const night = new Date('2026-11-26T17:00:00Z'); // 22:30 in India
    expect(inPromotionalHours(night)).toBe(false);
    expect((await send(night)).handed).toBe(0);
    expect((await app.su.get(`/api/admin/campaigns/${id}`)).json().data.counts.QUEUED).toBe(3);

    const paused = await app.su.post(`/api/admin/campaigns/${id}/pause`);
    expect(paused.json().data.campaign.status).toBe('PAUSED');
    expect((await send(NOON_IST)).handed).toBe(0);
    expect((await app.su.post(`/api/admin/campaigns/${id}/pause`)).statusCode).toBe(409);
    expect(
      (await app.su.post(`/api/admin/campaigns/${id}/resume`)).json().data.campaign.status,
    ).toBe('SENDING');
    await send(NOON_IST);
    const detail = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'COMPLETED', counts: { SENT: 2, FAILED: 1 } });
    const failed = (await app.su.get(`/api/admin/campaigns/${id}/recipients?status=FAILED`)).json()
      .data.rows;
    expect(failed.map((r: { reason: string }) => r.reason)).toEqual(['Opted out of campaign SMS']);
    expect((await app.su.post(`/api/admin/campaigns/${id}/cancel`)).statusCode).toBe(409);

    const draft = (await app.su.post('/api/admin/campaigns', body())).json().data.campaign.id;
    expect(
      (await app.su.post(`/api/admin/campaigns/${draft}/cancel`)).json().data.campaign.status,
    ).toBe('CANCELLED');
    expect((await app.su.put(`/api/admin/campaigns/${draft}`, body())).statusCode).toBe(409);
  });

  it("gives each recipient their own short link, counts a human's click as CLICKED and charts the hours", async () => {
    await reset();
    await teams(2);
    const linked = body({
      text: 'Hi {first_name}, see the offer: {short_url}',
      link_url: 'https://example.in/diwali',
      send_rate_per_minute: 10,
    });
    const noLink = await app.su.post('/api/admin/campaigns', { ...linked, link_url: null });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().details[0]).toMatchObject({
      field: 'link_url',
      message: 'give the address {short_url} leads to',
    });
    const id = (await app.su.post('/api/admin/campaigns', linked)).json().data.campaign.id;
    await app.su.post(`/api/admin/campaigns/${id}/schedule`, {});
    expect((await send(NOON_IST)).handed).toBe(2);

    const sms = await app.ctx.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'campaign_id' = ${String(id)}`);
    const links = sms.map((m) => String(m.payload.text).match(/\/s\/([0-9A-Za-z]{7})$/)?.[1]);
    expect(links.every(Boolean)).toBe(true);
    expect(new Set(links).size).toBe(2);

    // A crawler's fetch of one link is not a click; the other recipient's own visit is.
    const crawler = await app.ctx.app.inject({
      url: `/s/${links[1]}`,
      headers: { 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    expect(crawler.statusCode).toBe(302);
    const human = await app.ctx.app.inject({
      url: `/s/${links[0]}`,
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
      },
    });
    expect(human.headers.location).toBe('https://example.in/diwali');
    // Visits are written in batches (every second), the crawler's no later than the person's.
    const counts = async () => (await app.su.get(`/api/admin/campaigns/${id}`)).json().data.counts;
    await expect.poll(async () => (await counts()).CLICKED, { timeout: 10_000 }).toBe(1);
    expect(await counts()).toMatchObject({ SENT: 1, CLICKED: 1 });
    const clicked = (
      await app.su.get(`/api/admin/campaigns/${id}/recipients?status=CLICKED`)
    ).json().data;
    expect(clicked.total_items).toBe(1);

    const activity = (await app.su.get(`/api/admin/campaigns/${id}/activity`)).json().data;
    expect(activity.unit).toBe('hour');
    const totals = activity.points.reduce(
      (t: { sent: number; clicked: number }, p: { sent: number; clicked: number }) => ({
        sent: t.sent + p.sent,
        clicked: t.clicked + p.clicked,
      }),
      { sent: 0, clicked: 0 },
    );
    expect(totals).toEqual({ sent: 2, clicked: 1 });
    // Hours start on India's hour (:00 IST is :30 UTC).
    expect(activity.points[0].at).toMatch(/:30:00/);
  });

  it("holds an ADMIN's campaign to more than the limit for an SU's approval", async () => {
    await reset();
    await teams(2);
    const admin = await app.ctx.loginAs('ADMIN');
    const id = (await admin.post('/api/admin/campaigns', body())).json().data.campaign.id;
    const scheduled = await admin.post(`/api/admin/campaigns/${id}/schedule`, {});
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data.campaign.awaiting_approval).toBe(true);
    expect(scheduled.json().data.message).toBe(
      'Scheduled for 2 recipients: a Super User must approve a campaign to more than 1 before it sends',
    );
    expect((await send(NOON_IST)).started).toBe(0);
    const refused = await admin.post(`/api/admin/campaigns/${id}/approve`);
    expect(refused.statusCode).toBe(403);
    const approved = await app.su.post(`/api/admin/campaigns/${id}/approve`);
    expect(approved.json().data.campaign).toMatchObject({ awaiting_approval: false });
    expect((await app.su.post(`/api/admin/campaigns/${id}/approve`)).statusCode).toBe(409);
    expect((await send(NOON_IST)).started).toBe(1);
    // An SU's own campaign never waits.
    const own = (await app.su.post('/api/admin/campaigns', body())).json().data.campaign.id;
    const mine = await app.su.post(`/api/admin/campaigns/${own}/schedule`, {});
    expect(mine.json().data.campaign.awaiting_approval).toBe(false);
  });

  it('schedules a draft at a time, starts it once when due (two instances at once), and unschedules it before', async () => {
    await reset();
    await teams(2);
    const id = (await app.su.post('/api/admin/campaigns', body())).json().data.campaign.id;
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const at = `${tomorrow.toISOString().slice(0, 16)}:00Z`;
    const scheduled = await app.su.post(`/api/admin/campaigns/${id}/schedule`, { at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data.campaign).toMatchObject({ status: 'SCHEDULED' });
    expect(new Date(scheduled.json().data.campaign.scheduled_at).toISOString()).toBe(
      new Date(at).toISOString(),
    );
    // Not due yet: nobody starts it.
    await send(NOON_IST);
    const waiting = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(waiting).toMatchObject({ status: 'SCHEDULED', started_at: null });

    // Taken back before it starts: a draft again, without a time, that can be edited.
    const back = await app.su.post(`/api/admin/campaigns/${id}/unschedule`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.message).toBe('Campaign unscheduled: it is a draft again');
    expect(back.json().data.campaign).toMatchObject({ status: 'DRAFT', scheduled_at: null });
    expect((await app.su.put(`/api/admin/campaigns/${id}`, body())).statusCode).toBe(200);
    expect((await app.su.post(`/api/admin/campaigns/${id}/unschedule`)).statusCode).toBe(409);

    // Scheduled again, and its time comes: two instances run at once, one starts it.
    await app.su.post(`/api/admin/campaigns/${id}/schedule`, { at });
    await app.ctx.db.execute(
      sql`update campaigns set scheduled_at = now() - interval '1 minute' where id = ${id}`,
    );
    await Promise.all([send(NOON_IST), send(NOON_IST)]);
    await send(NOON_IST);
    const detail = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(detail.status).toBe('COMPLETED');
    expect(detail.counts).toMatchObject({ total: 2, SENT: 2 });
    const sms = await app.ctx.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'campaign_id' = ${String(id)}`);
    expect(sms).toHaveLength(2);
    // Once started, it is no longer a schedule to take back.
    expect((await app.su.post(`/api/admin/campaigns/${id}/unschedule`)).statusCode).toBe(409);
  });

  it("finds teams by what their running plan includes, from the plan's products", async () => {
    await reset();
    const [lite, pro, lapsed] = await teams(3);
    const now = Date.now();
    const running = (orgId: number, planId: number, validTill: number) =>
      app.ctx.db.execute(sql`insert into subscriptions
          (org_id, plan_id, variant_id, status, order_type, start_date, valid_till, amount)
        values (${orgId}, ${planId}, ${planId * 10 + 1}, 'active', 'PURCHASE',
                ${new Date(now - 86_400_000).toISOString()}, ${new Date(validTill).toISOString()}, 100)`);
    await running(lite!, 1021, now + 86_400_000); // Unlimited Lite
    await running(pro!, 1024, now + 86_400_000); // Unlimited Pro + WABA Advanced
    await running(lapsed!, 1016, now - 3_600_000); // Pro, ended an hour ago
    const names = async (family: string) =>
      (
        await app.su.get(
          `/api/admin/campaigns/audience-preview?kyc_status=REJECTED&plan_family=${family}`,
        )
      )
        .json()
        .data.sample.map((r: { org_id: number }) => r.org_id);
    expect(await names('LITE')).toEqual([lite]);
    expect(await names('PHONE')).toEqual([pro]);
    expect(await names('WABA')).toEqual([pro]);
    expect(await names('CRM_ONLY')).toEqual([]);
  });

  it('opts a number out on a STOP reply forwarded by the SMS gateway, and back in on START', async () => {
    const reply = (query: string, token = REPORT_TOKEN) =>
      app.ctx.app.inject({ url: `/api/providers/sms/inbound/${token}?${query}` });
    expect((await reply('sender=919812300001&message=STOP', 'wrong')).statusCode).toBe(401);
    const optedOut = async () =>
      (await app.su.get('/api/admin/sms-opt-outs?text=9812300001')).json().data.rows;
    for (let i = 0; i < 2; i += 1) {
      // A gateway retrying its forward changes nothing the second time.
      const stop = await reply('sender=919812300001&message=%20stop%20please');
      expect(stop.json().data).toEqual({ applied: 'STOP' });
    }
    expect(await optedOut()).toMatchObject([{ phone: '9812300001', reason: 'STOP reply' }]);
    const posted = await app.ctx.app.inject({
      method: 'POST',
      url: `/api/providers/sms/inbound/${REPORT_TOKEN}`,
      payload: { from: '+91 98123 00002', text: 'Unsubscribe' },
    });
    expect(posted.json().data).toEqual({ applied: 'STOP' });
    expect((await reply('sender=919812300001&message=Thanks')).json().data).toEqual({
      applied: 'NONE',
    });
    expect((await reply('sender=919812300001&message=START')).json().data.applied).toBe('START');
    expect(await optedOut()).toEqual([]);
    // START never undoes what staff added.
    await app.su.post('/api/admin/sms-opt-outs', { phone: '9812300003', reason: 'Complained' });
    await reply('sender=9812300003&message=START');
    expect(
      (await app.su.get('/api/admin/sms-opt-outs?text=9812300003')).json().data.rows,
    ).toHaveLength(1);
  });

  it('fills only the declared variables', () => {
    expect(
      fill('Hi {first_name} of {org_name} {x}', { first_name: 'Asha', org_name: 'Rao & Co' }),
    ).toBe('Hi Asha of Rao & Co {x}');
  });
});
