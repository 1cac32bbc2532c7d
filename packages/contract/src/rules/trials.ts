/** Spec section 3: CRM Trial is plan 14. */
export const CRM_TRIAL_PLAN_ID = 14;
/** A new product trial runs a week, as the demo trials do. */
export const PRODUCT_TRIAL_DAYS = 7;
const LITE_TRIAL_PLAN_ID = 1021; // Unlimited Lite
const PRO_TRIAL_PLAN_ID = 1022; // Unlimited Pro

/** The plan a new trial runs on: the org's last plan, else the current flagship for its kind. */
export function trialPlanFor(isLite: boolean, lastPlanId: number | undefined): number {
  return lastPlanId ?? (isLite ? LITE_TRIAL_PLAN_ID : PRO_TRIAL_PLAN_ID);
}
