import type { Tx } from '../db/client';

/**
 * What happens to a team that other areas act on, told inside the transaction that made it
 * happen, so their follow-up (a referral moving on, a reward earned) commits or rolls back with
 * it. The areas where it happens call these; app.ts wires the areas that listen (referrals),
 * so neither reaches into the other.
 */
export type OrgEvents = {
  /** The team's KYC became APPROVED. */
  kycApproved(tx: Tx, orgId: number): Promise<void>;
  /**
   * Asked before a reviewer's approval is undone: has a listener acted on the approval made at
   * `since` (a referral moved on, a reward earned)? If so the approval stays.
   */
  kycApprovalFollowed(tx: Tx, orgId: number, since: Date): Promise<boolean>;
  /** The team paid for a subscription (`amount` in paise, more than zero). */
  subscriptionPaid(
    tx: Tx,
    orgId: number,
    sale: { subscriptionId: number; amount: number },
  ): Promise<void>;
};

/** Nobody listening: for tools and tests that run an area alone. */
export const noOrgEvents: OrgEvents = {
  kycApproved: async () => undefined,
  kycApprovalFollowed: async () => false,
  subscriptionPaid: async () => undefined,
};
