import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema/campaigns';
import { outbox } from '../../db/schema/outbox';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { orgWithKyc } from '../../test/factories';
import { fill, inPromotionalHours, runCampaigns } from './send-service';

const app = useTestApp();
// Noon in India: promotional SMS may go out.
const NOON_IST = new Date('2026-11-26T06:30:00Z');

let serial = 0;
/** Teams (with an owner who has a phone) under a fresh name, so an audience can find them. */
async function teams(n: number) {
  serial += 1;
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push(
      await orgWithKyc(app.ctx.db, {
        name: `Campaign ${serial} Team ${i}`,
        phone: `97${String(serial).padStart(3, '0')}${String(10000 + i).slice(-5)}`,
        status: 'REJECTED',
      }),
    );
  return ids;
}

const body = (extra: Record<string, unknown> = {}) => ({
  name: `Diwali offer ${Date.now()}`,
  audience: { kyc_status: 'REJECTED' },
  dlt_template_id: '1207161234567890123',
  sender_id: 'SWBORD',
  text: 'Hi {first_name}, {org_name} gets 20% off this Diwali.',
  send_rate_per_minute: 3,
  ...extra,
});

async function reset() {
  // Earlier tests' REJECTED teams would join every audience here: one test, one set of teams.
  await app.ctx.db.execute(sql`update kyc set status = 'PENDING' where status = 'REJECTED'`);
}

describe('campaigns', () => {
  it('previews an audience, sends each recipient one SMS at the campaign rate, and completes', async () => {
    await reset();
    const orgIds = await teams(5);
    const preview = await app.su.get('/api/admin/campaigns/audience-preview?kyc_status=REJECTED');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.count).toBe(5);
    expect(preview.json().data.sample[0].phone).toMatch(/^••••••\d{4}$/);

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
    const rounds = await Promise.all([
      runCampaigns(app.ctx.db, NOON_IST),
      runCampaigns(app.ctx.db, NOON_IST),
    ]);
    expect(rounds.reduce((n, r) => n + r.handed, 0)).toBe(3);
    let detail = (await app.su.get(`/api/admin/campaigns/${id}`)).json().data;
    expect(detail.status).toBe('SENDING');
    expect(detail.counts).toMatchObject({ total: 5, QUEUED: 2, SENT: 3 });

    // A minute later the rest go, and the campaign completes.
    await app.ctx.db.execute(
      sql`update campaign_recipients set sent_at = sent_at - interval '61 seconds' where campaign_id = ${id}`,
    );
    await runCampaigns(app.ctx.db, NOON_IST);
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
    expect((await runCampaigns(app.ctx.db, NOON_IST)).handed).toBe(0);
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
    expect((await runCampaigns(app.ctx.db, night)).handed).toBe(0);
    expect((await app.su.get(`/api/admin/campaigns/${id}`)).json().data.counts.QUEUED).toBe(3);

    const paused = await app.su.post(`/api/admin/campaigns/${id}/pause`);
    expect(paused.json().data.campaign.status).toBe('PAUSED');
    expect((await runCampaigns(app.ctx.db, NOON_IST)).handed).toBe(0);
    expect((await app.su.post(`/api/admin/campaigns/${id}/pause`)).statusCode).toBe(409);
    expect(
      (await app.su.post(`/api/admin/campaigns/${id}/resume`)).json().data.campaign.status,
    ).toBe('SENDING');
    await runCampaigns(app.ctx.db, NOON_IST);
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

  it('fills only the declared variables', () => {
    expect(
      fill('Hi {first_name} of {org_name} {x}', { first_name: 'Asha', org_name: 'Rao & Co' }),
    ).toBe('Hi Asha of Rao & Co {x}');
  });
});
