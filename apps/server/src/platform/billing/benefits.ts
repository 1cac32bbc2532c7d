import type { Actor } from '../audit/audit';
import type { Tx } from '../db/client';

/**
 * What another area may give a team out of billing (an invite code's benefit), inside that
 * area's transaction. The subscriptions area implements it over its own rules and tables, and
 * app.ts hands it to the areas that need it, so they never reach into billing's internals.
 */
export type BillingBenefits = {
  /** "Plan (variant)" of a variant of a plan in the catalogue; null when there is none. */
  planVariantName(tx: Tx, planId: number, variantId: number): Promise<string | null>;
  /**
   * Moves the end of the team's running trial (the phone product's before the CRM one) by
   * `days`; null when the team has no running trial.
   */
  extendTrial(
    tx: Tx,
    orgId: number,
    days: number,
  ): Promise<{ subscription_id: number; valid_till: { before: string; after: string } } | null>;
  /**
   * Moves the end of the team's running plan (its newest paid one, else its running trial) by
   * `days` (fewer when negative); null when nothing is running.
   */
  extendValidity(
    tx: Tx,
    orgId: number,
    days: number,
  ): Promise<{ subscription_id: number; valid_till: { before: string; after: string } } | null>;
  /** The team's credit in paise, which its next paid sale may deduct. */
  creditBalance(tx: Tx, orgId: number): Promise<number>;
  /** One credit ledger entry (paise; negative takes back), tied to what gave it. */
  addCredit(
    tx: Tx,
    orgId: number,
    paise: number,
    reason: string,
    ref: { type: string; id: string },
  ): Promise<void>;
  /** One talk-time ledger entry in the team's favour, tied to what gave it. */
  creditTalkTime(
    tx: Tx,
    orgId: number,
    minutes: number,
    reason: string,
    ref: { type: string; id: string },
  ): Promise<void>;
  /**
   * Sells the plan's variant to the team at no charge through every Create Plan rule (a rule
   * that fails throws its message); the subscription's id.
   */
  sellFree(
    tx: Tx,
    actor: Actor,
    sale: { orgId: number; planId: number; variantId: number; description: string },
  ): Promise<number>;
};
