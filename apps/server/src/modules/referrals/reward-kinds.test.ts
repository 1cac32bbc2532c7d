import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, subscriptions } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { referralKit } from './test-fixtures';
import { saleOrg } from '../../test/factories';

const KEY = 'referrals-app-key-0000000000000002';
const app = useTestApp({ APP_API_KEY: KEY });
const { record, referrer, ledgerOf, sale, rule } = referralKit(app, KEY);

describe('reward kinds and approvals', () => {
  it("gives days to the referrer's running plan and a credit the referred team's next sale deducts", async () => {
    const days = await rule({
      name: `Days ${Date.now()}`,
      trigger: 'KYC_APPROVED',
      kind: 'VALIDITY_DAYS',
      referrer_value: 30,
    });
    const credit = await rule({
      name: `Credit ${Date.now()}`,
      trigger: 'KYC_APPROVED',
      kind: 'CREDIT_PAISE',
      referrer_value: 10_000,
      referred_value: 50_000,
    });
    const tooMany = await app.su.post('/api/admin/reward-rules', {
      name: 'A year and more',
      trigger: 'KYC_APPROVED',
      kind: 'VALIDITY_DAYS',
      referrer_value: 400,
    });
    expect(tooMany.json().details[0]).toMatchObject({
      field: 'referrer_value',
      message: 'must be at most 365',
    });
    const ref = await referrer();
    // The referrer's team has a running paid plan.
    const bought = await app.su.post('/api/subscription', {
      ...sale(ref.orgId),
      payment_id: `pay_days_${ref.orgId}`,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const planId = bought.json().data.subscription.id as number;
    const tillOf = async () =>
      (
        await app.ctx.db
          .select({ till: subscriptions.validTill })
          .from(subscriptions)
          .where(eq(subscriptions.id, planId))
      )[0]!.till.getTime();
    const before = await tillOf();

    const orgId = await saleOrg(
      app.ctx.db,
      {},
      { status: 'PENDING', poaId: 'AADHAAR', poiId: 'PAN' },
    );
    const id = (await record({ referral_code: ref.code, org_id: orgId })).json().data.referral_id;
    await app.su.post('/api/org/kyc/approve', { org_id: orgId });
    const earned = (await app.su.get(`/api/admin/rewards?referral_id=${id}`))
      .json()
      .data.rows.filter((r: { rule_id: number }) => [days.id, credit.id].includes(r.rule_id))
      .map((r: { id: number; kind: string; value: number; beneficiary: string }) => r);
    expect(
      earned.map((r: { kind: string; value: number }) => `${r.kind} ${r.value}`).sort(),
    ).toEqual(['CREDIT_PAISE 10000', 'CREDIT_PAISE 50000', 'VALIDITY_DAYS 30']);
    const approved = await app.su.post('/api/admin/rewards/approve', {
      ids: earned.map((r: { id: number }) => r.id),
      totals: { VALIDITY_DAYS: 30, CREDIT_PAISE: 60_000 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.message).toBe(
      '3 rewards approved and issued: 0 minutes, 30 days, ₹600.00 credit',
    );
    expect(await tillOf()).toBe(before + 30 * 86_400_000);

    // The referred team's credit, shown to the seller and deducted from its first sale.
    const context = (await app.su.get(`/api/subscription/org-context/${orgId}`)).json().data;
    expect(context.credit_paise).toBe(50_000);
    const withCredit = await app.su.post('/api/subscription', {
      ...sale(orgId),
      amount: 349_900 - 50_000,
      price_override_reason: undefined,
      apply_credit: true,
    });
    expect(withCredit.statusCode, withCredit.body).toBe(200);
    const creditOf = async (org: number) =>
      (await app.ctx.db.select().from(creditLedger).where(eq(creditLedger.orgId, org))).map((l) => [
        l.deltaPaise,
        l.refType,
      ]);
    expect(await creditOf(orgId)).toEqual([
      [50_000, 'reward'],
      [-50_000, 'subscription'],
    ]);
    // Spent: a second sale finds none, so the lower amount is an override needing a reason.
    const again = await app.su.post('/api/subscription', {
      ...sale(orgId),
      payment_id: `pay_again_${orgId}`,
      order_type: 'RENEW',
      amount: 349_900 - 50_000,
      price_override_reason: undefined,
      apply_credit: true,
    });
    expect(again.statusCode).toBe(400);

    // Revoked after it was spent: nothing is left to take back; the referrer's is taken back.
    const spentReward = earned.find((r: { value: number }) => r.value === 50_000).id;
    await app.su.post(`/api/admin/rewards/${spentReward}/reject`, { reason: 'Fraud found' });
    expect(await creditOf(orgId)).toHaveLength(2);
    const referrerCredit = earned.find((r: { value: number }) => r.value === 10_000).id;
    await app.su.post(`/api/admin/rewards/${referrerCredit}/reject`, { reason: 'Fraud found' });
    expect(await creditOf(ref.orgId)).toEqual([
      [10_000, 'reward'],
      [-10_000, 'reward'],
    ]);
    const daysReward = earned.find((r: { kind: string }) => r.kind === 'VALIDITY_DAYS').id;
    await app.su.post(`/api/admin/rewards/${daysReward}/reject`, { reason: 'Fraud found' });
    expect(await tillOf()).toBe(before);
    for (const r of [days, credit])
      await app.su.put(`/api/admin/reward-rules/${r.id}`, { active: false });
  });

  it('approves every pending reward a filter picks, once, with the totals confirmed', async () => {
    const kyc = await rule({
      name: `Filtered ${Date.now()}`,
      trigger: 'KYC_APPROVED',
      referrer_value: 7,
    });
    const ref = await referrer();
    for (let i = 0; i < 2; i += 1) {
      const orgId = await saleOrg(
        app.ctx.db,
        {},
        { status: 'PENDING', poaId: 'AADHAAR', poiId: 'PAN' },
      );
      await record({ referral_code: ref.code, org_id: orgId });
      await app.su.post('/api/org/kyc/approve', { org_id: orgId });
    }
    const filter = { org_id: ref.orgId, kind: 'TALK_TIME_MINUTES' };
    const listed = (
      await app.su.get(
        `/api/admin/rewards?status=PENDING&org_id=${ref.orgId}&kind=TALK_TIME_MINUTES`,
      )
    ).json().data;
    expect(listed.total_items).toBe(2);
    const wrong = await app.su.post('/api/admin/rewards/approve', {
      filter,
      totals: { TALK_TIME_MINUTES: 7 },
    });
    expect(wrong.statusCode).toBe(409);
    const both = await app.su.post('/api/admin/rewards/approve', {
      filter,
      totals: { TALK_TIME_MINUTES: 14 },
    });
    expect(both.json().data).toMatchObject({ issued: 2, totals: { TALK_TIME_MINUTES: 14 } });
    expect(
      (await ledgerOf(ref.orgId)).filter((l) => l.refType === 'reward').map((l) => l.deltaMinutes),
    ).toEqual([7, 7]);
    const again = await app.su.post('/api/admin/rewards/approve', {
      filter,
      totals: { TALK_TIME_MINUTES: 14 },
    });
    expect(again.statusCode).toBe(409);
    const neither = await app.su.post('/api/admin/rewards/approve', {
      totals: { TALK_TIME_MINUTES: 14 },
    });
    expect(neither.statusCode).toBe(400);
    await app.su.put(`/api/admin/reward-rules/${kyc.id}`, { active: false });
  });
});
