import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { auditOf, orgWithKyc, ownersOf } from '../../test/factories';
import { campaignKit, NOON_IST } from './test-fixtures';

const REPORT_TOKEN = 'sms-report-token-0123456789abcdef';
const app = useTestApp({ SMS_REPORT_TOKEN: REPORT_TOKEN });
const { send, teams, body, reset } = campaignKit(app);

describe('marketing consent and campaigns', () => {
  it('reaches only people who consented on the channel; the preview counts those left out', async () => {
    await reset();
    // Two owners consented in the app (every channel); two never did.
    const consented = await teams(2);
    const without = [
      await orgWithKyc(app.ctx.db, { status: 'REJECTED', phone: '9700000101' }),
      await orgWithKyc(app.ctx.db, { status: 'REJECTED', phone: '9700000102' }),
    ];
    const [first, second] = await ownersOf(app.ctx.db, without);
    const preview = async (channel: string) =>
      (
        await app.su.get(
          `/api/admin/campaigns/audience-preview?kyc_status=REJECTED&channel=${channel}`,
        )
      ).json().data as { count: number; without_consent: number };
    expect(await preview('SMS')).toMatchObject({ count: 2, without_consent: 2 });

    // A STOP reply withdraws one consented owner's SMS consent (the old opt-out list too).
    const [stopper] = await ownersOf(app.ctx.db, [consented[0]!]);
    const [{ phone } = { phone: '' }] = await rowsOf<{ phone: string }>(
      app.ctx.db,
      sql`select phone from users where id = ${stopper!}`,
    );
    const stop = await app.ctx.app.inject({
      url: `/api/providers/sms/inbound/${REPORT_TOKEN}?sender=91${phone}&message=STOP`,
    });
    expect(stop.json().data).toEqual({ applied: 'STOP' });
    expect(await preview('SMS')).toMatchObject({ count: 1, without_consent: 3 });
    // Other channels keep their consent.
    expect(await preview('WHATSAPP')).toMatchObject({ count: 2, without_consent: 2 });
    const stopped = (await app.su.get(`/api/admin/people/${stopper!}/consents`)).json().data;
    expect(stopped.find((c: { channel: string }) => c.channel === 'SMS')).toMatchObject({
      given: false,
      given_how: 'APP',
      withdrawn_how: 'STOP_REPLY',
    });

    // Staff record that one owner agreed on a call (audited); that owner joins the audience.
    const given = await app.su.put(`/api/admin/people/${first!}/consents/SMS`, { given: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data[0]).toMatchObject({ channel: 'SMS', given: true, given_how: 'STAFF' });
    expect(await auditOf(app.ctx.db, 'consent.give', first!)).toHaveLength(1);
    expect(await preview('SMS')).toMatchObject({ count: 2, without_consent: 2 });

    // The campaign reaches exactly those who consented on SMS.
    const made = await app.su.post('/api/admin/campaigns', body({ send_rate_per_minute: 100 }));
    const id = made.json().data.campaign.id as number;
    await app.su.post(`/api/admin/campaigns/${id}/schedule`, {});
    await send(NOON_IST);
    const reached = await rowsOf<{ user_id: number }>(
      app.ctx.db,
      sql`select user_id from campaign_recipients where campaign_id = ${id} order by user_id`,
    );
    const [other] = await ownersOf(app.ctx.db, [consented[1]!]);
    expect(reached.map((r) => r.user_id)).toEqual([first!, other!].sort((a, b) => a - b));
    expect(reached.map((r) => r.user_id)).not.toContain(second);
    expect(reached.map((r) => r.user_id)).not.toContain(stopper);
  });

  it('refuses unknown channels, fields and people; ADMINs may record consent', async () => {
    const [org] = await teams(1);
    const [owner] = await ownersOf(app.ctx.db, [org!]);
    expect(
      (await app.su.put(`/api/admin/people/${owner!}/consents/FAX`, { given: true })).statusCode,
    ).toBe(400);
    expect(
      (await app.su.put(`/api/admin/people/${owner!}/consents/SMS`, { given: true, why: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await app.su.get('/api/admin/people/99999999/consents')).statusCode).toBe(404);
    const admin = await app.ctx.loginAs('ADMIN');
    const withdrawn = await admin.put(`/api/admin/people/${owner!}/consents/EMAIL`, {
      given: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data[2]).toMatchObject({
      channel: 'EMAIL',
      given: false,
      withdrawn_how: 'STAFF',
    });
  });
});
