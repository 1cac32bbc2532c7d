import { describe, expect, it } from 'vitest';
import { addonCatalogue, planCatalogue } from './plans';
import { stateCodeOfGstin } from './invoice-tax';
import {
  checkAddonChoice,
  checkCreatePlan,
  checkGstin,
  checkPayment,
  checkProductNumber,
  isNotCollected,
  needsEmail,
  notCollectedPayment,
  type RuleOrg,
} from './create-plan';

const ctx = {
  plans: planCatalogue('sf'),
  addons: [...addonCatalogue],
  productKey: 'sf',
  productName: 'SF',
};
const org: RuleOrg = {
  is_lite: false,
  product_number: '8047000001',
  email: 'a@b.in',
  current_plan_id: null,
  active_addon_ids: [],
};
const pro = ctx.plans.find((p) => p.id === 1022)!;
const base = { org, plan_id: pro.id, variant_id: pro.variants[0]!.id, addons: [] };

describe('create plan rules', () => {
  it('needs org, plan and variant (of that plan)', () => {
    const message = 'Please select team & plan & variant';
    expect(checkCreatePlan({ ...base, org: null }, ctx)?.message).toBe(message);
    expect(checkCreatePlan({ ...base, plan_id: null }, ctx)?.message).toBe(message);
    expect(checkCreatePlan({ ...base, variant_id: undefined }, ctx)?.message).toBe(message);
    expect(checkCreatePlan({ ...base, variant_id: 191 }, ctx)?.message).toBe(message);
    expect(checkCreatePlan(base, ctx)).toBeNull();
  });
  it('needs a product number unless the org is lite', () => {
    const noNumber = { ...org, product_number: null };
    expect(checkCreatePlan({ ...base, org: noNumber }, ctx)?.message).toBe(
      'Cannot assign/renew plan to Org as it does not have a SF number',
    );
    expect(checkProductNumber({ ...noNumber, is_lite: true }, 'SF')).toBeNull();
    const lite = ctx.plans.find((p) => p.id === 1021)!;
    expect(
      checkCreatePlan(
        {
          ...base,
          org: { ...noNumber, is_lite: true },
          plan_id: lite.id,
          variant_id: lite.variants[0]!.id,
        },
        ctx,
      ),
    ).toBeNull();
  });
  it('blocks the free tier on top of a current standard phone plan', () => {
    const free = ctx.plans.find((p) => p.id === 15)!;
    const input = { ...base, plan_id: 15, variant_id: free.variants[0]!.id };
    expect(checkCreatePlan({ ...input, org: { ...org, current_plan_id: 9 } }, ctx)?.message).toBe(
      'Cannot give CRM/WABA with standard phone plan',
    );
    expect(checkCreatePlan({ ...input, org: { ...org, current_plan_id: 1022 } }, ctx)).toBeNull();
  });
  it('offers lite orgs only X plans and other orgs no X plans', () => {
    const lite = ctx.plans.find((p) => p.id === 1021)!;
    expect(
      checkCreatePlan({ ...base, plan_id: lite.id, variant_id: lite.variants[0]!.id }, ctx)?.key,
    ).toBe('planNotOffered');
    expect(checkCreatePlan({ ...base, org: { ...org, is_lite: true } }, ctx)?.key).toBe(
      'planNotOffered',
    );
  });
  it('keeps call-recording add-ons mutually exclusive and add-ons within the plan', () => {
    expect(
      checkCreatePlan(
        {
          ...base,
          addons: [
            { addon_id: 4, count: 1 },
            { addon_id: 5, count: 1 },
          ],
        },
        ctx,
      )?.message,
    ).toBe('Choose only one call-recording add-on');
    expect(
      checkCreatePlan(
        {
          ...base,
          addons: [
            { addon_id: 1, count: 3 },
            { addon_id: 6, count: 1 },
          ],
        },
        ctx,
      ),
    ).toBeNull();
    expect(checkCreatePlan({ ...base, addons: [{ addon_id: 1, count: 0 }] }, ctx)?.key).toBe(
      'addonCount',
    );
    const crm = ctx.plans.find((p) => p.id === 13)!;
    expect(
      checkCreatePlan(
        {
          ...base,
          plan_id: 13,
          variant_id: crm.variants[0]!.id,
          addons: [{ addon_id: 4, count: 1 }],
        },
        ctx,
      )?.key,
    ).toBe('addonNotInPlan');
  });
  it('asks for an email for PURCHASE and RENEW only when the org has none', () => {
    expect(needsEmail({ email: null }, 'PURCHASE')).toBe(true);
    expect(needsEmail({ email: null }, 'RENEW')).toBe(true);
    expect(needsEmail({ email: 'a@b.in' }, 'RENEW')).toBe(false);
    expect(needsEmail({ email: 'a@b.in' }, 'PURCHASE')).toBe(false);
    expect(needsEmail({ email: '' }, 'PURCHASE')).toBe(true);
  });
  it('checks the rules in the spec order: selection first, then the number, then the free-tier block', () => {
    const bare = { ...org, product_number: null, current_plan_id: 9 };
    const free = ctx.plans.find((p) => p.id === 15)!;
    expect(
      checkCreatePlan({ org: bare, plan_id: 15, variant_id: null, addons: [] }, ctx)?.key,
    ).toBe('selectTeamPlanVariant');
    expect(
      checkCreatePlan({ org: bare, plan_id: 15, variant_id: free.variants[0]!.id, addons: [] }, ctx)
        ?.key,
    ).toBe('noProductNumber');
  });
  it('blocks the free tier only over the Standard plan (9), not over other phone plans', () => {
    const free = ctx.plans.find((p) => p.id === 15)!;
    const input = { ...base, plan_id: 15, variant_id: free.variants[0]!.id };
    for (const current of [20, 23, 1017, 1023])
      expect(
        checkCreatePlan({ ...input, org: { ...org, current_plan_id: current } }, ctx),
      ).toBeNull();
    // Standard again over Standard is allowed: only CRM/WABA on top of it is refused.
    const standard = ctx.plans.find((p) => p.id === 9)!;
    expect(
      checkCreatePlan(
        {
          ...base,
          plan_id: 9,
          variant_id: standard.variants[0]!.id,
          org: { ...org, current_plan_id: 9 },
        },
        ctx,
      ),
    ).toBeNull();
  });
  it("refuses an add-on the org's current subscription already holds ('Purchased')", () => {
    const holding = { ...org, current_plan_id: 1022, active_addon_ids: [1, 4] };
    const message = 'This add-on is already purchased on the current plan';
    expect(
      checkCreatePlan({ ...base, org: holding, addons: [{ addon_id: 1, count: 1 }] }, ctx)?.message,
    ).toBe(message);
    expect(
      checkCreatePlan(
        {
          ...base,
          org: holding,
          addons: [
            { addon_id: 2, count: 1 },
            { addon_id: 4, count: 1 },
          ],
        },
        ctx,
      )?.key,
    ).toBe('addonPurchased');
    expect(
      checkCreatePlan({ ...base, org: holding, addons: [{ addon_id: 2, count: 1 }] }, ctx),
    ).toBeNull();
    // Replacing a subscription's own add-ons (PUT /subscription/{id}) passes none as purchased.
    expect(checkAddonChoice([{ addon_id: 1, count: 2 }], pro, ctx.addons, 'SF', [])).toBeNull();
  });
  it('lets users and automation be bought by the unit, and refuses a count above 1000', () => {
    expect(
      checkCreatePlan(
        {
          ...base,
          addons: [
            { addon_id: 1, count: 1000 },
            { addon_id: 2, count: 7 },
          ],
        },
        ctx,
      ),
    ).toBeNull();
    expect(checkCreatePlan({ ...base, addons: [{ addon_id: 1, count: 1001 }] }, ctx)?.key).toBe(
      'addonCount',
    );
    expect(checkCreatePlan({ ...base, addons: [{ addon_id: 1, count: 1.5 }] }, ctx)?.key).toBe(
      'addonCount',
    );
  });
});

describe('payment rules', () => {
  it('needs the payment id for RAZORPAY and the amount for BANK_TRANSFER, unless not collected', () => {
    expect(
      checkPayment({ payment_type: 'RAZORPAY', amount: 100, not_collected: false }, 'SF')?.key,
    ).toBe('razorpayPaymentIdRequired');
    expect(
      checkPayment(
        { payment_type: 'RAZORPAY', payment_id: 'pay_1', amount: 100, not_collected: false },
        'SF',
      ),
    ).toBeNull();
    expect(
      checkPayment({ payment_type: 'BANK_TRANSFER', amount: 0, not_collected: false }, 'SF')?.key,
    ).toBe('bankTransferAmountRequired');
    expect(
      checkPayment({ payment_type: 'BANK_TRANSFER', amount: 0, not_collected: true }, 'SF'),
    ).toBeNull();
    expect(
      checkPayment({ payment_type: 'BANK_TRANSFER', amount: 455864, not_collected: false }, 'SF'),
    ).toBeNull();
    expect(
      checkPayment(
        { payment_type: 'RAZORPAY', payment_id: '   ', amount: 100, not_collected: false },
        'SF',
      )?.message,
    ).toBe('Enter the Razorpay payment id');
  });
  it("reads 'Payment not collected' as no payment id and amount 0, and nothing else", () => {
    expect(notCollectedPayment).toEqual({ payment_id: undefined, amount: 0 });
    expect(isNotCollected(notCollectedPayment)).toBe(true);
    expect(isNotCollected({ payment_id: null, amount: 0 })).toBe(true);
    expect(isNotCollected({ payment_id: 'pay_1', amount: 0 })).toBe(false);
    expect(isNotCollected({ payment_id: undefined, amount: 100 })).toBe(false);
  });
  it('checks a GSTIN when one is given', () => {
    expect(checkGstin('27ABCDE1234F1Z5', 'SF')).toBeNull();
    expect(checkGstin('', 'SF')).toBeNull();
    expect(checkGstin('27ABC', 'SF')?.key).toBe('invalidGstin');
    expect(checkGstin(' 27abcde1234f1z5 ', 'SF')).toBeNull();
  });
  it('reads a GSTIN the same way for Create Plan and for invoices: entity number 0 is never issued', () => {
    for (const [gstin, valid] of [
      ['27ABCDE1234F1Z5', true],
      ['27ABCDE1234FAZ5', true],
      ['27ABCDE1234F0Z5', false],
      ['27ABCDE1234F1X5', false],
    ] as const) {
      expect(checkGstin(gstin, 'SF') === null).toBe(valid);
      expect(stateCodeOfGstin(gstin) === '27').toBe(valid);
    }
  });
});
