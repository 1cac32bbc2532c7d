import { isGstin } from './gstin';
import { planChoices, FREE_TIER_PLAN_ID, STANDARD_PLAN_ID } from './plans';
import { ruleFailure, type RuleFailure } from './subscription-messages';

/**
 * The Create Plan rules of spec section 5, written once: the modal runs them for instant
 * feedback and the server runs them again before it creates anything.
 */

export const ORDER_TYPES = ['PURCHASE', 'RENEW'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PAYMENT_TYPES = ['RAZORPAY', 'BANK_TRANSFER'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export type RuleOrg = {
  is_lite: boolean;
  product_number: string | null;
  email: string | null;
  /** Plan of the org's current subscription (active and not past valid_till), if any. */
  current_plan_id: number | null;
  /** Add-ons on that subscription: bought already, so shown as 'Purchased' and not sold again. */
  active_addon_ids: number[];
};
export type RulePlan = {
  id: number;
  products: string[];
  variants: { id: number; amount: number }[];
  addon_ids: number[];
  is_current: boolean;
};
export type RuleAddon = { id: number; kind: string };

export type CreatePlanInput = {
  org: RuleOrg | null;
  plan_id: number | null | undefined;
  variant_id: number | null | undefined;
  addons: { addon_id: number; count: number }[];
};

type Ctx = { plans: RulePlan[]; addons: RuleAddon[]; productKey: string; productName: string };

/** Org, plan and variant; the number / lite rule; standard plus free tier; add-on choice. */
export function checkCreatePlan(input: CreatePlanInput, ctx: Ctx): RuleFailure | null {
  const fail = (key: Parameters<typeof ruleFailure>[0]) => ruleFailure(key, ctx.productName);
  const plan = ctx.plans.find((p) => p.id === input.plan_id);
  const variantOk = plan?.variants.some((v) => v.id === input.variant_id) ?? false;
  if (!input.org || !plan || !variantOk) return fail('selectTeamPlanVariant');
  const numberFailure = checkProductNumber(input.org, ctx.productName);
  if (numberFailure) return numberFailure;
  if (input.org.current_plan_id === STANDARD_PLAN_ID && plan.id === FREE_TIER_PLAN_ID)
    return fail('standardWithFreeTier');
  if (!planChoices(ctx.plans, input.org, ctx.productKey).some((p) => p.id === plan.id))
    return fail('planNotOffered');
  return checkAddonChoice(
    input.addons,
    plan,
    ctx.addons,
    ctx.productName,
    input.org.active_addon_ids,
  );
}

/** A plan is only assigned or renewed for an org with a {product} number, or a lite org. */
export function checkProductNumber(org: RuleOrg, productName: string): RuleFailure | null {
  return org.product_number || org.is_lite ? null : ruleFailure('noProductNumber', productName);
}

/**
 * Add-ons offered with the plan and not bought already ('Purchased': `purchased` holds the ids
 * on the org's current subscription), whole counts, at most one call-recording add-on.
 */
export function checkAddonChoice(
  chosen: { addon_id: number; count: number }[],
  plan: RulePlan,
  addons: RuleAddon[],
  productName: string,
  purchased: number[],
): RuleFailure | null {
  let recordings = 0;
  for (const item of chosen) {
    const addon = addons.find((a) => a.id === item.addon_id);
    if (!addon || !plan.addon_ids.includes(item.addon_id))
      return ruleFailure('addonNotInPlan', productName);
    if (purchased.includes(item.addon_id)) return ruleFailure('addonPurchased', productName);
    if (!Number.isInteger(item.count) || item.count < 1 || item.count > 1000)
      return ruleFailure('addonCount', productName);
    if (addon.kind === 'recording') recordings += 1;
  }
  return recordings > 1 ? ruleFailure('recordingExclusive', productName) : null;
}

/** PURCHASE and RENEW need the org's email first (spec section 5). */
export const needsEmail = (org: Pick<RuleOrg, 'email'>, orderType: OrderType): boolean =>
  !org.email && (orderType === 'PURCHASE' || orderType === 'RENEW');

export type PaymentInput = {
  payment_type: PaymentType;
  payment_id?: string | null;
  /** Paise. */
  amount: number;
  /** 'Payment not collected': no payment id, amount 0. */
  not_collected: boolean;
};

/** RAZORPAY needs the payment id; BANK_TRANSFER needs the amount received. */
export function checkPayment(input: PaymentInput, productName: string): RuleFailure | null {
  if (input.not_collected) return null;
  if (input.payment_type === 'RAZORPAY' && !input.payment_id?.trim())
    return ruleFailure('razorpayPaymentIdRequired', productName);
  if (input.payment_type === 'BANK_TRANSFER' && !(input.amount > 0))
    return ruleFailure('bankTransferAmountRequired', productName);
  return null;
}

/** What 'Payment not collected' sends: no payment id, amount 0. */
export const notCollectedPayment = { payment_id: undefined, amount: 0 } as const;

/** The server's reading of a request: no payment id and amount 0 means not collected. */
export const isNotCollected = (body: { payment_id?: string | null; amount: number }): boolean =>
  !body.payment_id && body.amount === 0;

/** No GSTIN is allowed (after the no-GST warning); one that is given must be a real GSTIN. */
export function checkGstin(
  gstin: string | null | undefined,
  productName: string,
): RuleFailure | null {
  if (!gstin) return null;
  return isGstin(gstin) ? null : ruleFailure('invalidGstin', productName);
}
