import { CRM_TRIAL_PLAN_ID } from '@switchboard/contract/rules/trials';
import type { BillingBenefits } from '../../platform/billing/benefits';
import type { Tx } from '../../platform/db/client';
import type { App } from '../../platform/http/types';
import { moveSubscriptionEnd, runningSubscriptions } from './benefit-repository';
import { addCreditEntry, creditBalance } from './credit-repository';
import { sellInTx } from './create-service';
import { loadCatalogue } from './plans-repository';
import { DAY_MS } from './rules-context';
import { addLedgerEntry } from './talk-time-repository';

/** Moves a subscription's end by `days`; what it was and what it is now. */
async function moveEnd(tx: Tx, s: { id: number; validTill: Date }, days: number) {
  const validTill = new Date(s.validTill.getTime() + days * DAY_MS);
  await moveSubscriptionEnd(tx, s.id, validTill);
  return {
    subscription_id: s.id,
    valid_till: { before: s.validTill.toISOString(), after: validTill.toISOString() },
  };
}

/** Billing's side of benefits other areas give (invite codes), over this area's rules. */
export function billingBenefits(app: App): BillingBenefits {
  return {
    async planVariantName(tx, planId, variantId) {
      const plan = (await loadCatalogue(tx)).plans.find((p) => p.id === planId);
      const variant = plan?.variants.find((v) => v.id === variantId);
      return plan && variant ? `${plan.name} (${variant.name})` : null;
    },

    async extendTrial(tx, orgId, days) {
      const trials = await runningSubscriptions(tx, orgId, new Date(), 'trials');
      const trial = trials.find((s) => s.planId !== CRM_TRIAL_PLAN_ID) ?? trials[0];
      return trial ? moveEnd(tx, trial, days) : null;
    },

    async extendValidity(tx, orgId, days) {
      const now = new Date();
      const running =
        (await runningSubscriptions(tx, orgId, now, 'plans'))[0] ??
        (await runningSubscriptions(tx, orgId, now, 'trials'))[0];
      return running ? moveEnd(tx, running, days) : null;
    },

    creditBalance: (tx, orgId) => creditBalance(tx, orgId),

    async addCredit(tx, orgId, paise, reason, ref) {
      await addCreditEntry(tx, {
        orgId,
        deltaPaise: paise,
        reason,
        refType: ref.type,
        refId: ref.id,
      });
    },

    async creditTalkTime(tx, orgId, minutes, reason, ref) {
      await addLedgerEntry(tx, {
        orgId,
        deltaMinutes: minutes,
        reason,
        refType: ref.type,
        refId: ref.id,
      });
    },

    async sellFree(tx, actor, sale) {
      // No client request stands behind this sale: it is claimed by nothing (the caller's own
      // once-only rule holds), and its log is the server's.
      const request = { idempotencyKey: null, claimKey: '', hash: '', route: 'benefit' };
      const ctx = {
        db: app.db,
        actor,
        product: app.config.product,
        billing: app.billing,
        request,
        now: new Date(),
        log: app.log,
        events: app.orgEvents,
      };
      return sellInTx(tx, ctx, {
        org_id: sale.orgId,
        plan: sale.planId,
        variant: sale.variantId,
        order_type: 'PURCHASE',
        payment_type: 'BANK_TRANSFER',
        amount: 0,
        addons: [],
        apply_credit: false,
        description: sale.description,
      });
    },
  };
}
