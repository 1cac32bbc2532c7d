import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { kyc } from '../../db/schema/kyc';
import { payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

const app = useTestApp();

// Unlimited Pro (current, non-lite), monthly variant 10221.
const valid = (orgId: number) => ({
  org_id: orgId,
  plan: 1022,
  variant: 10221,
  order_type: 'PURCHASE',
  payment_type: 'RAZORPAY',
  payment_id: `pay_test_${orgId}`,
  amount: 349900,
  // With add-ons the catalogue price is higher: these tests sell at the plan's price.
  price_override_reason: 'Add-ons at no extra charge',
});

describe('POST /api/subscription with a Razorpay payment id', () => {
  it('refuses a payment id another sale was already paid with, and records nothing', async () => {
    const [first, second] = [await saleOrg(app.ctx.db), await saleOrg(app.ctx.db)];
    const paymentId = `pay_once_${first}`;
    expect(
      (await app.su.post('/api/subscription', { ...valid(first), payment_id: paymentId }))
        .statusCode,
    ).toBe(200);
    for (const orgId of [first, second]) {
      const reused = await app.su.post('/api/subscription', {
        ...valid(orgId),
        order_type: 'RENEW',
        payment_id: paymentId,
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toContain(
        `Razorpay payment id ${paymentId} is already recorded`,
      );
    }
    const topUp = await app.su.post('/api/subscription/top-up', {
      org_id: first,
      talk_time_minutes: 500,
      payment_type: 'RAZORPAY',
      payment_id: paymentId,
      amount: 35400,
    });
    expect(topUp.statusCode).toBe(409);
    expect(
      await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.orgId, second)),
    ).toEqual([]);
    expect(
      await app.ctx.db.select().from(payments).where(eq(payments.paymentRef, paymentId)),
    ).toHaveLength(1);
  });
});

describe('POST /api/subscription creates', () => {
  it('stores paise, records the payment, audits, and switches on business KYC', async () => {
    const orgId = await saleOrg(app.ctx.db, { gstin: '27ABCDE1234F1Z5' });
    const body = {
      ...valid(orgId),
      payment_type: 'BANK_TRANSFER',
      payment_id: 'UTR778',
      amount: 412345,
      addons: [{ addon_id: 1, count: 2 }],
      gstin: 'ignored',
    };
    const response = await app.su.post('/api/subscription', body);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      message: 'Plan created successfully',
      bkyc: 'ENABLED',
      replayed: false,
    });
    expect(data.subscription).toMatchObject({
      org_id: orgId,
      plan_id: 1022,
      amount: 412345,
      gstin: '27ABCDE1234F1Z5',
      status: 'active',
    });
    expect(data.subscription.addons).toEqual([
      { addon_id: 1, slug: 'users-v2-1', count: 2, amount: 59800 },
    ]);
    const [stored] = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, data.subscription.id));
    expect(stored!.amount).toBe(412345);
    const paid = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, data.subscription.id));
    expect(paid.map((p) => p.amount)).toEqual([412345]);
    const [kycRow] = await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId));
    expect(kycRow!.isBizKycRequired).toBe(true);
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    // The team was on a trial: the sale ends it (org.converted_by_sale).
    expect(entries.map((e) => e.action).sort()).toEqual([
      'kyc.bv.toggle',
      'org.converted_by_sale',
      'payment.record',
      'subscription.create',
    ]);
  });

  it('leaves business KYC alone for a business template with a status', async () => {
    const orgId = await saleOrg(app.ctx.db, {}, { kycTemplate: 'BUSINESS', bvStatus: 'APPROVED' });
    const response = await app.su.post('/api/subscription', valid(orgId));
    expect(response.json().data.bkyc).toBe('NOT_NEEDED');
    const [kycRow] = await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId));
    expect(kycRow!.isBizKycRequired).toBe(false);
  });

  it('records no payment when it was not collected (no payment id, amount 0)', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const response = await app.su.post('/api/subscription', {
      ...valid(orgId),
      payment_id: undefined,
      amount: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscription).toMatchObject({ amount: 0, payment_id: null });
    expect(await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).toEqual([]);
  });

  it('creates one subscription for two concurrent identical submits with one Idempotency-Key', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const headers = { 'idempotency-key': `twin-${orgId}` };
    const [a, b] = await Promise.all([
      app.su.post('/api/subscription', valid(orgId), headers),
      app.su.post('/api/subscription', valid(orgId), headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.subscription.id).toBe(b.json().data.subscription.id);
    expect([a.json().data.replayed, b.json().data.replayed].sort()).toEqual([false, true]);
    expect(
      await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
    ).toHaveLength(1);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).toHaveLength(
      1,
    );
    const creates = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'subscription.create')));
    expect(creates).toHaveLength(1);
    const reused = await app.su.post('/api/subscription', { ...valid(orgId), amount: 1 }, headers);
    expect(reused.statusCode).toBe(409);
  });

  it('refuses one Idempotency-Key sent at once for two different orgs, creating only the first', async () => {
    const [first, second] = [await saleOrg(app.ctx.db), await saleOrg(app.ctx.db)];
    const headers = { 'idempotency-key': `cross-${first}-${second}` };
    const answers = await Promise.all([
      app.su.post('/api/subscription', valid(first), headers),
      app.su.post('/api/subscription', valid(second), headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const created = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.idempotencyKey, headers['idempotency-key']));
    expect(created).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key before doing anything', async () => {
    const orgId = await saleOrg(app.ctx.db);
    for (const key of ['x'.repeat(101), 'two words']) {
      const response = await app.su.post('/api/subscription', valid(orgId), {
        'idempotency-key': key,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('idempotency-key');
    }
    expect(
      await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
    ).toEqual([]);
  });

  it('stores the rupees typed for a bank transfer as paise, and each add-on line in paise', async () => {
    const orgId = await saleOrg(app.ctx.db);
    // Yearly Unlimited Pro (10223, ₹35,690) with 3 users: 299 x 365 / 30 = 3637.83 a user,
    // 10913.49 for 3, GST 1964.43: the modal's total ₹48,567.92 typed as received.
    const body = {
      ...valid(orgId),
      variant: 10223,
      payment_type: 'BANK_TRANSFER',
      payment_id: 'UTR-YEAR',
      amount: 4_856_792,
      addons: [{ addon_id: 1, count: 3 }],
    };
    const response = await app.su.post('/api/subscription', body);
    expect(response.statusCode).toBe(200);
    const [stored] = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, orgId));
    expect(stored).toMatchObject({
      amount: 4_856_792,
      addons: [{ addon_id: 1, slug: 'users-v2-1', count: 3, amount: 1_091_349 }],
    });
    const days = (stored!.validTill.getTime() - stored!.startDate.getTime()) / 86_400_000;
    expect(days).toBe(365);
  });
});
