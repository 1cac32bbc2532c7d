import { round2, rupeesToPaise } from '../money';

/** Spec section 9: 18 percent GST on add-on totals. */
export const ADDON_GST_RATE = 0.18;

export type AddonKind = 'users' | 'automation' | 'webhook' | 'recording';
/** Users and automation are bought by the unit (plus and minus); the rest once. */
export const steppedKinds: readonly AddonKind[] = ['users', 'automation'];

/**
 * One add-on unit for a variant, in rupees: paise / 100 x revenue_duration / 30, rounded to
 * 2 decimals (spec section 9). A 30-day price over a yearly (365-day) variant is x 12.17.
 */
export function addonUnitRupees(grossAmountPaise: number, revenueDurationDays: number): number {
  return round2(((grossAmountPaise / 100) * revenueDurationDays) / 30);
}

export type PricedAddon = { addon_id: number; count: number; gross_amount: number };

export type PriceSummary = {
  /** All paise. */
  base: number;
  addons: number;
  gst: number;
  total: number;
};

/**
 * The live price summary of the Create Plan modal: the variant's base, the add-ons at their
 * duration-scaled price, 18 percent GST on the add-on total, and the sum.
 */
export function priceSummary(
  variant: { amount: number; revenue_duration: number } | null,
  addons: PricedAddon[],
): PriceSummary {
  if (!variant) return { base: 0, addons: 0, gst: 0, total: 0 };
  const addonRupees = round2(
    addons.reduce(
      (sum, a) => sum + addonUnitRupees(a.gross_amount, variant.revenue_duration) * a.count,
      0,
    ),
  );
  const gstRupees = round2(addonRupees * ADDON_GST_RATE);
  const addonsPaise = rupeesToPaise(addonRupees);
  const gstPaise = rupeesToPaise(gstRupees);
  return {
    base: variant.amount,
    addons: addonsPaise,
    gst: gstPaise,
    total: variant.amount + addonsPaise + gstPaise,
  };
}

/** Paise of one add-on line as stored on the subscription (unit price x count). */
export function addonLinePaise(
  grossAmountPaise: number,
  revenueDurationDays: number,
  count: number,
): number {
  return rupeesToPaise(round2(addonUnitRupees(grossAmountPaise, revenueDurationDays) * count));
}

/**
 * A sale as invoice lines, each with its GST: the plan's price (GST included), then each
 * add-on with its share of the 18% (the last takes the rounding), so the lines add up to the
 * price summary's total.
 */
export function saleLines(
  plan: { label: string; amount: number },
  addonLines: { label: string; amount: number }[],
  gst: number,
): { description: string; amount: number }[] {
  let gstLeft = gst;
  const addons = addonLines.map((line, i) => {
    const share = i === addonLines.length - 1 ? gstLeft : Math.round(line.amount * ADDON_GST_RATE);
    gstLeft -= share;
    return { description: line.label, amount: line.amount + share };
  });
  return [{ description: plan.label, amount: plan.amount }, ...addons];
}
