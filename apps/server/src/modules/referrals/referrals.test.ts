import { addDays, indiaDate } from '@switchboard/contract/india-time';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { referrals, rewards } from '../../db/schema/referrals';
import { orgs } from '../../db/schema/teams';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import {
  auditedExports,
  downloadCsv,
  expectScreenHeaders,
  INDIA_TIME_HEADER,
} from '../../test/csv-export';
import { referralKit } from './test-fixtures';
import { addMember, auditOf, saleOrg } from '../../test/factories';

const KEY = 'referrals-app-key-0000000000000001';
const app = useTestApp({ APP_API_KEY: KEY });
const { record, referrer, lastSerial, ledgerOf, sale, rule } = referralKit(app, KEY);

describe('referrals and rewards', () => {
  it('records a referral once, moves it on by KYC approval and the first sale, and issues its rewards once', async () => {
    const paidRule = await rule({
      name: `First payment ${Date.now()}`,
      trigger: 'PAID',
      min_amount: 100000,
      referrer_value: 500,
      referred_value: 100,
    });
    const ref = await referrer();
    const orgId = await saleOrg(
      app.ctx.db,
      {},
      { status: 'PENDING', poaId: 'AADHAAR', poiId: 'PAN' },
    );

    expect(
      (await record({ referral_code: ref.code, org_id: orgId }, 'x'.repeat(32))).statusCode,
    ).toBe(401);
    const unknown = await record({ referral_code: 'nosuchcode', org_id: orgId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Referral code NOSUCHCODE does not exist');

    const first = await record({ referral_code: ref.code.toLowerCase(), org_id: orgId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'SIGNED_UP', flags: [], replayed: false });
    const again = await record({ referral_code: ref.code, org_id: orgId });
    expect(again.json().data).toMatchObject({
      referral_id: first.json().data.referral_id,
      replayed: true,
    });
    const id = first.json().data.referral_id as number;

    expect((await app.su.post('/api/org/kyc/approve', { org_id: orgId })).statusCode).toBe(200);
    let detail = (await app.su.get(`/api/admin/referrals/${id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'KYC_APPROVED',
      referrer_user_id: ref.userId,
      referrer_org_id: ref.orgId,
    });
    expect(detail.rewards).toEqual([]);

    const sold = await app.su.post('/api/subscription', sale(orgId));
    expect(sold.statusCode, sold.body).toBe(200);
    detail = (await app.su.get(`/api/admin/referrals/${id}`)).json().data;
    expect(detail.status).toBe('PAID');
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'SIGNED_UP',
      'KYC_APPROVED',
      'PAID',
    ]);
    expect(
      detail.rewards.map((r: Record<string, unknown>) => [
        r.beneficiary,
        r.org_id,
        r.value,
        r.status,
        r.rule_id,
      ]),
    ).toEqual([
      ['REFERRER', ref.orgId, 500, 'PENDING', paidRule.id],
      ['REFERRED', orgId, 100, 'PENDING', paidRule.id],
    ]);

    // A renewal is not a first payment: no second set of rewards.
    expect(
      (
        await app.su.post('/api/subscription', {
          ...sale(orgId),
          order_type: 'RENEW',
          payment_id: `pay_renew_${orgId}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(await app.ctx.db.select().from(rewards).where(eq(rewards.referralId, id))).toHaveLength(
      2,
    );

    // Twenty approvals at once: one issues, the others find nothing pending and are refused.
    const ids = detail.rewards.map((r: { id: number }) => r.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.su.post('/api/admin/rewards/approve', { ids, totals: { TALK_TIME_MINUTES: 600 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.statusCode === 200)!.json().data).toMatchObject({
      issued: 2,
      totals: { TALK_TIME_MINUTES: 600, VALIDITY_DAYS: 0, CREDIT_PAISE: 0 },
    });
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'These rewards changed since you looked: 0 minutes, 0 days and ₹0.00 credit are pending. Check them again.',
    );
    const referrerLedger = (await ledgerOf(ref.orgId)).filter((l) => l.refType === 'reward');
    expect(referrerLedger.map((l) => l.deltaMinutes)).toEqual([500]);
    expect(
      (await ledgerOf(orgId)).filter((l) => l.refType === 'reward').map((l) => l.deltaMinutes),
    ).toEqual([100]);
    detail = (await app.su.get(`/api/admin/referrals/${id}`)).json().data;
    expect(detail.status).toBe('REWARDED');
    expect(detail.rewards.every((r: { status: string }) => r.status === 'ISSUED')).toBe(true);
    const [audits] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log
           where action = 'rewards.approve' and summary->'ids' @> ${JSON.stringify([ids[0]])}::jsonb`,
    );
    expect(audits?.n).toBe(1);

    // An issued reward revoked: its minutes are taken back once.
    const revoke = await app.su.post(`/api/admin/rewards/${ids[0]}/reject`, {
      reason: 'Referrer left the programme',
    });
    expect(revoke.json().data.message).toBe('Reward revoked: what it gave was taken back');
    expect(
      (await app.su.post(`/api/admin/rewards/${ids[0]}/reject`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await ledgerOf(ref.orgId)).filter((l) => l.refType === 'reward').map((l) => l.deltaMinutes),
    ).toEqual([500, -500]);
    expect(await auditOf(app.ctx.db, 'reward.revoke', ids[0])).toHaveLength(1);

    const csv = await app.su.get(`/api/admin/rewards/export?referral_id=${id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`rewards-referral_id-${id}-`);
    expect(await auditedExports(app.ctx.db, 'rewards.export', 'referral_id', String(id))).toBe(1);
    // Headed as the screen heads it, times in India time (the header says so).
    await app.ctx.db.execute(
      sql`update rewards set created_at = '2026-11-20T18:45:00Z' where referral_id = ${id}`,
    );
    const { rows } = await downloadCsv(app.su, `/api/admin/rewards/export?referral_id=${id}`);
    expectScreenHeaders(rows, [
      'ID',
      'Status',
      'Beneficiary',
      'Team ID',
      'Team',
      'Rule',
      'Kind',
      'Value',
      'Reason',
      'Referral ID',
      `Created ${INDIA_TIME_HEADER}`,
      `Issued ${INDIA_TIME_HEADER}`,
    ]);
    expect(
      rows.map((r) => [r.Status, r.Beneficiary, r['Team ID'], r[`Created ${INDIA_TIME_HEADER}`]]),
    ).toEqual([
      // 18:45 UTC is 00:15 the next day in India.
      ['ISSUED', 'REFERRED', String(orgId), '2026-11-21 00:15:00'],
      ['REVOKED', 'REFERRER', String(ref.orgId), '2026-11-21 00:15:00'],
    ]);
    const page = (await app.su.get(`/api/admin/rewards?referral_id=${id}`)).json().data;
    expect(page.totals).toEqual([
      { status: 'ISSUED', kind: 'TALK_TIME_MINUTES', count: 1, value: 100 },
      { status: 'REVOKED', kind: 'TALK_TIME_MINUTES', count: 1, value: 500 },
    ]);
    await app.ctx.db
      .update(rewards)
      .set({ status: 'REJECTED' })
      .where(eq(rewards.ruleId, paidRule.id));
    await app.su.put(`/api/admin/reward-rules/${paidRule.id}`, { active: false });
  });

  it('flags self-referral and a shared phone, and an invalid referral earns nothing', async () => {
    const kycRule = await rule({
      name: `KYC ${Date.now()}`,
      trigger: 'KYC_APPROVED',
      referrer_value: 50,
    });
    const ref = await referrer('9811100001');
    // The referrer's own team, signing up again.
    const self = await record({ referral_code: ref.code, org_id: ref.orgId });
    expect(self.json().data.flags).toEqual(['SELF_REFERRAL']);
    // A team whose member has the referrer's phone.
    const orgId = await saleOrg(
      app.ctx.db,
      {},
      { status: 'PENDING', poaId: 'AADHAAR', poiId: 'PAN' },
    );
    const member = await addMember(app.ctx.db, orgId, 'Twin');
    // Free mail says nothing: only the phone is shared.
    await app.ctx.db
      .update(users)
      .set({ phone: '9811100001', email: `twin${Date.now()}@gmail.com` })
      .where(eq(users.id, member));
    const shared = await record({ referral_code: ref.code, org_id: orgId, user_id: member });
    expect(shared.json().data.flags).toEqual(['SAME_PHONE']);
    const [link] = await app.ctx.db
      .select({ by: users.referredById })
      .from(users)
      .where(eq(users.id, member));
    expect(link?.by).toBe(ref.userId);
    const id = shared.json().data.referral_id as number;

    const listed = (
      await app.su.get(`/api/admin/referrals?flagged=true&referrer_user_id=${ref.userId}`)
    ).json().data;
    expect(listed.rows.map((r: { id: number }) => r.id).sort()).toEqual(
      [self.json().data.referral_id, id].sort(),
    );
    // Filtered by the India day they signed up.
    const indiaDay = (offset: number) => addDays(indiaDate(), offset);
    const between = async (from: string, to: string) =>
      (
        await app.su.get(
          `/api/admin/referrals?referrer_user_id=${ref.userId}&created_from=${from}&created_to=${to}`,
        )
      ).json().data.total_items;
    expect(await between(indiaDay(0), indiaDay(0))).toBe(2);
    expect(await between(indiaDay(-3), indiaDay(-1))).toBe(0);
    // Found by the referrer's name, the team's name and the code.
    const [team] = await app.ctx.db
      .select({ name: orgs.name })
      .from(orgs)
      .where(eq(orgs.id, orgId));
    for (const text of [`Referrer No${lastSerial()}`, team!.name, ref.code.toLowerCase()]) {
      const found = (await app.su.get(`/api/admin/referrals?text=${encodeURIComponent(text)}`))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
      expect(found, text).toContain(id);
    }

    const invalid = await app.su.post(`/api/admin/referrals/${id}/invalidate`, {
      comment: 'Same person, two teams',
    });
    expect(invalid.statusCode, invalid.body).toBe(200);
    expect(invalid.json().data.referral).toMatchObject({
      status: 'INVALID',
      invalid_reason: 'Same person, two teams',
    });
    expect(
      (await app.su.post(`/api/admin/referrals/${id}/invalidate`, { comment: 'again!' }))
        .statusCode,
    ).toBe(409);
    expect((await app.su.post('/api/org/kyc/approve', { org_id: orgId })).statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(referrals).where(eq(referrals.id, id));
    expect(row?.status).toBe('INVALID');
    expect(await app.ctx.db.select().from(rewards).where(eq(rewards.referralId, id))).toEqual([]);
    await app.su.put(`/api/admin/reward-rules/${kycRule.id}`, { active: false });
  });

  it('records one referral when the app sends the same sign-up ten times at once', async () => {
    const ref = await referrer();
    const orgId = await saleOrg(app.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => record({ referral_code: ref.code, org_id: orgId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.json().data.referral_id)).size).toBe(1);
    expect(answers.filter((a) => !a.json().data.replayed)).toHaveLength(1);
    const rows = await app.ctx.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredOrgId, orgId));
    expect(rows).toHaveLength(1);
  });

  it('answers an unknown user_id with a 404 naming it, and records nothing', async () => {
    const ref = await referrer();
    const orgId = await saleOrg(app.ctx.db);
    const answer = await record({ referral_code: ref.code, org_id: orgId, user_id: 987654 });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toMatchObject({
      message: 'User 987654 does not exist',
      details: [{ field: 'user_id' }],
    });
    const rows = await app.ctx.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredOrgId, orgId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a switched-off code, and a new code replaces the old one', async () => {
    const ref = await referrer();
    const url = `/api/admin/users/${ref.userId}/referral-code`;
    expect((await app.su.post(url, { action: 'DISABLE' })).json().data).toMatchObject({
      referral_code: ref.code,
      disabled: true,
    });
    const orgId = await saleOrg(app.ctx.db);
    const off = await record({ referral_code: ref.code, org_id: orgId });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(`Referral code ${ref.code} is disabled`);
    const fresh = (await app.su.post(url, { action: 'REGENERATE' })).json().data;
    expect(fresh.disabled).toBe(false);
    expect(fresh.referral_code).not.toBe(ref.code);
    expect((await record({ referral_code: ref.code, org_id: orgId })).statusCode).toBe(404);
    expect((await record({ referral_code: fresh.referral_code, org_id: orgId })).statusCode).toBe(
      200,
    );
    expect(await auditOf(app.ctx.db, 'user.referral_code.regenerate', ref.userId)).toHaveLength(1);
  });

  it('keeps reward rules to an SU, and large approvals too', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const refused = await admin.post('/api/admin/reward-rules', {
      name: 'Admin rule',
      trigger: 'PAID',
      referrer_value: 10,
    });
    expect(refused.statusCode).toBe(403);
    const big = await rule({
      name: `Big ${Date.now()}`,
      trigger: 'KYC_APPROVED',
      referrer_value: 5000,
    });
    const ref = await referrer();
    const orgId = await saleOrg(
      app.ctx.db,
      {},
      { status: 'PENDING', poaId: 'AADHAAR', poiId: 'PAN' },
    );
    const id = (await record({ referral_code: ref.code, org_id: orgId })).json().data.referral_id;
    await app.su.post('/api/org/kyc/approve', { org_id: orgId });
    const [reward] = await app.ctx.db.select().from(rewards).where(eq(rewards.referralId, id));
    const tooBig = await admin.post('/api/admin/rewards/approve', {
      ids: [reward!.id],
      totals: { TALK_TIME_MINUTES: 5000 },
    });
    expect(tooBig.statusCode).toBe(403);
    expect(tooBig.json().message).toBe(
      'Approving more than 1,000 minutes, 90 days or ₹5,000.00 credit at once needs a Super User',
    );
    expect((await ledgerOf(ref.orgId)).filter((l) => l.refType === 'reward')).toEqual([]);
    await app.su.put(`/api/admin/reward-rules/${big.id}`, { active: false });
  });
});
