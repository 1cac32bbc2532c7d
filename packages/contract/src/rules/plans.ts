/**
 * The plan catalogue of spec section 3, with the spec's ids, and the one rule that decides
 * which plans are current, legacy and lite. `{product}` products are written with the
 * configured product key (PRODUCT_KEY, default `sf`): a lite plan includes `{key}_X`.
 */
export type CatalogueVariant = {
  id: number;
  name: string;
  amount: number;
  revenue_duration: number;
};
export type CataloguePlan = {
  id: number;
  name: string;
  slug: string;
  products: string[];
  variants: CatalogueVariant[];
  addon_ids: number[];
  /** Spec section 3's current plans; the database's `is_current` is what staff set later. */
  is_current: boolean;
};

export const STANDARD_PLAN_ID = 9;
export const FREE_TIER_PLAN_ID = 15;

/** The plans spec section 3 calls current: reference data marks them; staff change it after. */
export const currentPlanIds = [
  19, 1015, 20, 1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025, 1026,
];
export const litePlanIds = [19, 1015, 1020, 1021, 1026, 22];

type Family =
  | 'phone'
  | 'lite'
  | 'crm'
  | 'waba'
  | 'phone_waba'
  | 'lite_waba'
  | 'crm_waba'
  | 'crm_phone'
  | 'demo';

const plansSpec: [number, string, Family, number][] = [
  // id, name, family, monthly price in rupees
  [19, 'All-in-one Lite', 'lite', 999],
  [1015, 'All-in-one Lite', 'lite', 1199],
  [20, 'All-in-one Pro', 'phone', 1999],
  [1016, 'All-in-one Pro', 'phone', 2299],
  [1017, 'Biz Phone', 'phone', 1499],
  [9, 'Standard', 'phone', 799],
  [17, 'WABA only plan', 'waba', 999],
  [15, 'Free Tier Plan (CRM + WABA)', 'crm_waba', 0],
  [21, 'WABA & Biz Phone', 'phone_waba', 2499],
  [10, 'WABA & Biz Phone', 'phone_waba', 2199],
  [22, 'WABA + Lite all-in-one', 'lite_waba', 1799],
  [16, 'CRM & WABA Plan', 'crm_waba', 1299],
  [14, 'CRM Trial', 'crm', 0],
  [13, 'CRM Only Plan', 'crm', 699],
  [12, 'All-in-One Plan + WABA Advanced', 'phone_waba', 2999],
  [23, 'Standard Phone & CRM Legacy Plan', 'crm_phone', 999],
  [1018, 'Pro + WABA Advanced', 'phone_waba', 3299],
  [1019, 'Biz Phone + WABA Advanced', 'phone_waba', 2799],
  [11, 'CRM & Phone Plan', 'crm_phone', 1499],
  [1020, 'Lite + WABA Advanced', 'lite_waba', 2199],
  [1021, 'Unlimited Lite', 'lite', 1999],
  [1026, 'Unlimited Lite + WABA Advanced', 'lite_waba', 2999],
  [1023, 'Unlimited Biz Phone', 'phone', 2499],
  [1022, 'Unlimited Pro', 'phone', 3499],
  [24, 'Demo Plan', 'demo', 0],
  [1025, 'Unlimited Biz Phone + WABA Advanced', 'phone_waba', 3499],
  [1024, 'Unlimited Pro + WABA Advanced', 'phone_waba', 4499],
];

function productsOf(family: Family, key: string): string[] {
  const byFamily: Record<Family, string[]> = {
    phone: [key, 'crm'],
    lite: [key, `${key}_X`, 'crm'],
    crm: ['crm'],
    waba: ['waba'],
    phone_waba: [key, 'crm', 'waba'],
    lite_waba: [key, `${key}_X`, 'crm', 'waba'],
    crm_waba: ['crm', 'waba'],
    crm_phone: [key, 'crm'],
    demo: [key, 'crm', 'waba'],
  };
  return byFamily[family];
}

export const ADDON_IDS = {
  users: 1,
  automation: 2,
  webhook: 3,
  recording30: 4,
  recording90: 5,
  recording180: 6,
} as const;

export const addonCatalogue = [
  {
    id: 1,
    slug: 'users-v2-1',
    name: 'Extra team member (per user per month)',
    gross_amount: 29900,
    kind: 'users',
  },
  {
    id: 2,
    slug: 'automation-v2-pack-of-5',
    name: 'Pack of 5 automations per month',
    gross_amount: 49900,
    kind: 'automation',
  },
  { id: 3, slug: 'webhook', name: 'Webhook', gross_amount: 99900, kind: 'webhook' },
  {
    id: 4,
    slug: 'call-recording-storage-30-days',
    name: 'Call recording storage: 30 days',
    gross_amount: 19900,
    kind: 'recording',
  },
  {
    id: 5,
    slug: 'call-recording-storage-90-days',
    name: 'Call recording storage: 90 days',
    gross_amount: 39900,
    kind: 'recording',
  },
  {
    id: 6,
    slug: 'call-recording-storage-180-days',
    name: 'Call recording storage: 180 days',
    gross_amount: 59900,
    kind: 'recording',
  },
] as const;

const durations = [
  { name: 'Monthly', days: 30, months: 1, discount: 1 },
  { name: 'Quarterly', days: 90, months: 3, discount: 0.95 },
  { name: 'Yearly', days: 365, months: 12, discount: 0.85 },
];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The whole catalogue for a product key: plans, variants (paise) and their add-ons. */
export function planCatalogue(productKey: string): CataloguePlan[] {
  return plansSpec.map(([id, name, family, monthly]) => ({
    id,
    name,
    slug: `${slugify(name)}-${id}`,
    products: productsOf(family, productKey),
    is_current: currentPlanIds.includes(id),
    variants: durations.map((d, index) => ({
      id: id * 10 + index + 1,
      name: d.name,
      amount: Math.round(monthly * d.months * d.discount) * 100,
      revenue_duration: d.days,
    })),
    addon_ids:
      family === 'crm' || family === 'waba' || family === 'crm_waba'
        ? [1, 2, 3]
        : [1, 2, 3, 4, 5, 6],
  }));
}

export const isLitePlan = (plan: { products: string[] }, productKey: string): boolean =>
  plan.products.includes(`${productKey}_X`);

/**
 * Whether a plan is sold: one that costs nothing in every variant (the Demo Plan, CRM Trial) is
 * given, not sold (a trial starts from the team's actions); the free tier is the one free plan
 * a sale moves a team to.
 */
export const isForSale = (plan: { id: number; variants: { amount: number }[] }): boolean =>
  plan.id === FREE_TIER_PLAN_ID || plan.variants.some((v) => v.amount > 0);

/**
 * Plan choices (spec section 5): lite orgs see only plans whose products include
 * `{product}_X`; other orgs see current plans, then legacy plans, excluding X plans; never a
 * plan that is not for sale.
 */
export function planChoices<
  P extends {
    id: number;
    products: string[];
    is_current: boolean;
    variants: { amount: number }[];
  },
>(plans: P[], org: { is_lite: boolean }, productKey: string): P[] {
  const sold = plans.filter(isForSale);
  if (org.is_lite) return sold.filter((p) => isLitePlan(p, productKey));
  const nonLite = sold.filter((p) => !isLitePlan(p, productKey));
  return [...nonLite.filter((p) => p.is_current), ...nonLite.filter((p) => !p.is_current)];
}
