import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ruleFailure, type RuleKey } from '@switchboard/contract/rules/subscription-messages';
import { auditLog } from '../../db/schema/audit';
import { kyc } from '../../db/schema/kyc';
import { payments } from '../../db/schema/payments';
import { plans as plansTable, subscriptions } from '../../db/schema/subscriptions';
import { seedCatalogue } from '../../seed/catalogue';
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
});

async function refused(body: object, message: string) {
  const response = await app.su.post('/api/subscription', body);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(message);
}

describe('GET /api/subscription/plans/all', () => {
  it("lists the catalogue with variants in paise, add-ons and the org's purchased add-ons", async () => {
    const orgId = await saleOrg(app.ctx.db);
    await app.su.post(
      '/api/subscription',
      { ...valid(orgId), addons: [{ addon_id: 1, count: 2 }] },
      { 'idempotency-key': `plans-${orgId}` },
    );
    const response = await app.su.get(`/api/subscription/plans/all?org_id=${orgId}`);
    expect(response.statusCode).toBe(200);
    const plans = response.json().data as {
      id: number;
      variants: { amount: number }[];
      addons: { slug: string }[];
      active_addons: number[];
      is_current: boolean;
    }[];
    expect(plans).toHaveLength(27);
    const pro = plans.find((p) => p.id === 1022)!;
    expect(pro.is_current).toBe(true);
    expect(pro.variants[0]!.amount).toBe(349900);
    expect(pro.addons.map((a) => a.slug)).toContain('users-v2-1');
    expect(pro.active_addons).toEqual([1]);
    expect(plans.find((p) => p.id === 9)!.is_current).toBe(false);
  });

  it('gives every plan a description (spec section 3), also to a catalogue seeded before descriptions existed', async () => {
    await app.ctx.db.update(plansTable).set({ description: '' }).where(eq(plansTable.id, 1023));
    await seedCatalogue(app.ctx.db, 'sf');
    const plans = (await app.su.get('/api/subscription/plans/all')).json().data as {
      id: number;
      description: string;
    }[];
    expect(plans.filter((p) => p.description.trim().length < 20)).toEqual([]);
    expect(plans.find((p) => p.id === 1023)!.description).toBe(
      'Biz Phone with unlimited calling minutes (fair usage applies).',
    );
  });
});

describe('POST /api/subscription refuses every rule with the spec message', () => {
  it('needs org, plan and variant', async () => {
    const orgId = await saleOrg(app.ctx.db);
    await refused({ ...valid(orgId), org_id: undefined }, 'Please select team & plan & variant');
    await refused({ ...valid(orgId), plan: null }, 'Please select team & plan & variant');
    await refused({ ...valid(orgId), variant: 10011 }, 'Please select team & plan & variant');
  });
  it('needs a product number unless lite', async () => {
    const orgId = await saleOrg(app.ctx.db, { productNumber: null });
    await refused(valid(orgId), 'Cannot assign/renew plan to Org as it does not have a SF number');
    const liteId = await saleOrg(app.ctx.db, { productNumber: null, isLite: true });
    const ok = await app.su.post('/api/subscription', {
      ...valid(liteId),
      plan: 1021,
      variant: 10211,
      amount: 199900,
    });
    expect(ok.statusCode).toBe(200);
  });
  it('blocks the free tier over a current standard phone plan', async () => {
    const orgId = await saleOrg(app.ctx.db);
    expect(
      (
        await app.su.post('/api/subscription', {
          ...valid(orgId),
          plan: 9,
          variant: 91,
          amount: 79900,
        })
      ).statusCode,
    ).toBe(200);
    await refused(
      { ...valid(orgId), plan: 15, variant: 151, amount: 0, payment_id: null },
      'Cannot give CRM/WABA with standard phone plan',
    );
  });
  it('asks for the org email first for PURCHASE and RENEW', async () => {
    const orgId = await saleOrg(app.ctx.db, { email: null });
    await refused(valid(orgId), 'Need to set email before you can create subscription');
    await refused(
      { ...valid(orgId), order_type: 'RENEW' },
      'Need to set email before you can create subscription',
    );
  });
  it('needs the Razorpay payment id, and the bank-transfer amount', async () => {
    const orgId = await saleOrg(app.ctx.db);
    await refused({ ...valid(orgId), payment_id: '' }, 'Enter the Razorpay payment id');
    await refused(
      { ...valid(orgId), payment_type: 'BANK_TRANSFER', payment_id: 'UTR1', amount: 0 },
      'Enter the amount received by bank transfer, in rupees',
    );
  });
  it('keeps call-recording add-ons mutually exclusive', async () => {
    const orgId = await saleOrg(app.ctx.db);
    await refused(
      {
        ...valid(orgId),
        addons: [
          { addon_id: 4, count: 1 },
          { addon_id: 6, count: 1 },
        ],
      },
      'Choose only one call-recording add-on',
    );
  });
  it('does not offer lite plans to other orgs', async () => {
    const orgId = await saleOrg(app.ctx.db);
    await refused(
      { ...valid(orgId), plan: 1021, variant: 10211 },
      'This plan is not offered to this org',
    );
  });
});

describe('the server answers each rule with the message the modal shows', () => {
  // Each case: an org, a body that breaks exactly one rule, and the shared rule's key. The
  // server's message and the field it names must be the contract's, word for word.
  type Case = [string, Parameters<typeof saleOrg>[1], (orgId: number) => object, RuleKey];
  const cases: Case[] = [
    ['no org', {}, (id) => ({ ...valid(id), org_id: null }), 'selectTeamPlanVariant'],
    ['no plan', {}, (id) => ({ ...valid(id), plan: undefined }), 'selectTeamPlanVariant'],
    ['no variant', {}, (id) => ({ ...valid(id), variant: null }), 'selectTeamPlanVariant'],
    [
      'a variant of another plan',
      {},
      (id) => ({ ...valid(id), variant: 10211 }),
      'selectTeamPlanVariant',
    ],
    ['no product number, not lite', { productNumber: null }, valid, 'noProductNumber'],
    [
      'a lite plan for a non-lite org',
      {},
      (id) => ({ ...valid(id), plan: 1021, variant: 10211 }),
      'planNotOffered',
    ],
    ['a non-lite plan for a lite org', { isLite: true }, valid, 'planNotOffered'],
    [
      'two call-recording add-ons',
      {},
      (id) => ({
        ...valid(id),
        addons: [
          { addon_id: 4, count: 1 },
          { addon_id: 5, count: 1 },
        ],
      }),
      'recordingExclusive',
    ],
    [
      'a recording add-on on a CRM plan',
      {},
      (id) => ({ ...valid(id), plan: 13, variant: 131, addons: [{ addon_id: 4, count: 1 }] }),
      'addonNotInPlan',
    ],
    [
      'an add-on count of 0',
      {},
      (id) => ({ ...valid(id), addons: [{ addon_id: 1, count: 0 }] }),
      'addonCount',
    ],
    ['no email, PURCHASE', { email: null }, valid, 'needEmail'],
    [
      'no email, RENEW',
      { email: null },
      (id) => ({ ...valid(id), order_type: 'RENEW' }),
      'needEmail',
    ],
    [
      'RAZORPAY without a payment id',
      {},
      (id) => ({ ...valid(id), payment_id: '  ' }),
      'razorpayPaymentIdRequired',
    ],
    [
      'BANK_TRANSFER without an amount',
      {},
      (id) => ({ ...valid(id), payment_type: 'BANK_TRANSFER', payment_id: 'UTR1', amount: 0 }),
      'bankTransferAmountRequired',
    ],
    [
      'a malformed GSTIN',
      { gstin: null },
      (id) => ({ ...valid(id), gstin: '27ABC' }),
      'invalidGstin',
    ],
  ];
  it.each(cases)('%s', async (_name, orgValues, body, key) => {
    const orgId = await saleOrg(app.ctx.db, orgValues);
    const response = await app.su.post('/api/subscription', body(orgId));
    expect(response.statusCode).toBe(400);
    const expected = ruleFailure(key, 'SF').message;
    expect(response.json()).toMatchObject({
      message: expected,
      details: [{ field: key, message: expected }],
    });
    expect(
      await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
    ).toEqual([]);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).toEqual([]);
  });

  it('blocks the free tier only over a current standard plan', async () => {
    const orgId = await saleOrg(app.ctx.db);
    await app.su.post('/api/subscription', {
      ...valid(orgId),
      plan: 9,
      variant: 91,
      amount: 79900,
    });
    const free = { ...valid(orgId), plan: 15, variant: 151, amount: 0, payment_id: null };
    const refusedFree = await app.su.post('/api/subscription', free);
    expect(refusedFree.json().message).toBe(ruleFailure('standardWithFreeTier', 'SF').message);
    // Once the standard plan has ended it is no longer current, and the free tier is allowed.
    const [standard] = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, orgId));
    expect((await app.su.post(`/api/subscription/end/${standard!.id}`)).statusCode).toBe(200);
    expect((await app.su.post('/api/subscription', free)).statusCode).toBe(200);
  });
});

describe("POST /api/subscription refuses an add-on the org holds already ('Purchased')", () => {
  it('answers with the shared rule message, and sells the same add-on again once the plan has lapsed', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const first = await app.su.post('/api/subscription', {
      ...valid(orgId),
      addons: [{ addon_id: 1, count: 2 }],
    });
    expect(first.statusCode).toBe(200);
    const again = {
      ...valid(orgId),
      order_type: 'RENEW',
      payment_id: `pay_again_${orgId}`,
      addons: [
        { addon_id: 2, count: 1 },
        { addon_id: 1, count: 1 },
      ],
    };
    const refusedAgain = await app.su.post('/api/subscription', again);
    expect(refusedAgain.statusCode).toBe(400);
    const expected = ruleFailure('addonPurchased', 'SF').message;
    expect(refusedAgain.json()).toMatchObject({
      message: expected,
      details: [{ field: 'addonPurchased', message: expected }],
    });
    expect(
      await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
    ).toHaveLength(1);
    // Other add-ons are still for sale.
    expect(
      (await app.su.post('/api/subscription', { ...again, addons: [{ addon_id: 2, count: 1 }] }))
        .statusCode,
    ).toBe(200);
    const third = {
      ...again,
      payment_id: `pay_third_${orgId}`,
      addons: [{ addon_id: 2, count: 1 }],
    };
    expect((await app.su.post('/api/subscription', third)).json().message).toBe(expected);
    // A plan past its valid_till is no longer current: what it held can be bought again.
    await app.ctx.db
      .update(subscriptions)
      .set({ validTill: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.orgId, orgId));
    expect((await app.su.post('/api/subscription', third)).statusCode).toBe(200);
  });
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
