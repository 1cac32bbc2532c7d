import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ruleFailure, type RuleKey } from '@switchboard/contract/rules/subscription-messages';
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
  // With add-ons the catalogue price is higher: these tests sell at the plan's price.
  price_override_reason: 'Add-ons at no extra charge',
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
