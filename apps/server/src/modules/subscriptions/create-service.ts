import { formatMessage } from '@switchboard/contract/messages';
import { formatInr } from '@switchboard/contract/money';
import { addonLinePaise, priceSummary, saleLines } from '@switchboard/contract/rules/addon-pricing';
import {
  checkCreatePlan,
  checkGstin,
  checkPayment,
  isNotCollected,
  needsEmail,
} from '@switchboard/contract/rules/create-plan';
import { ruleFailure } from '@switchboard/contract/rules/subscription-messages';
import type { CreateSubscriptionResponse, Subscription } from '@switchboard/contract/subscriptions';
import type { createSubscriptionBody } from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import type { SubscriptionAddon } from '../../db/schema/subscriptions';
import { audit } from '../../platform/audit/audit';
import { claimRequest, settleRequest } from '../../platform/billing/request-once';
import type { Tx } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { enableBusinessKyc } from './bkyc-service';
import { loadCatalogue, type Catalogue } from './plans-repository';
import {
  addPlanProducts,
  convertOrgOnSale,
  findOrgContext,
  findSubscription,
  insertSubscription,
} from './repository';
import { DAY_MS, enforce, startOf, type ServiceContext } from './rules-context';
import { addCreditEntry, creditBalance } from './credit-repository';
import { assertReferenceFree, recordSalePayment } from './sale-payment-service';

type Body = z.output<typeof createSubscriptionBody>;

/**
 * POST /subscription: every Create Plan rule again, then the subscription and its payment in
 * one transaction, then business KYC switched on (spec section 4).
 */
export async function createSubscription(
  ctx: ServiceContext,
  body: Body,
): Promise<CreateSubscriptionResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    // A repeat (the same key, or the same request moments ago) waits here, then replays.
    const earlier = await claimRequest(tx, ctx.request);
    if (earlier) return { subscription: await mustFind(tx, Number(earlier)), replayed: true };
    const subscriptionId = await sellInTx(tx, ctx, body);
    await settleRequest(tx, ctx.request, subscriptionId);
    return { subscription: await mustFind(tx, subscriptionId), replayed: false };
  });
  const bkyc = await enableBusinessKyc(
    ctx.db,
    ctx.actor,
    outcome.subscription.org_id,
    `Switched on after subscription ${outcome.subscription.id}`,
    ctx.log,
  );
  return { message: formatMessage('planCreated'), bkyc, ...outcome };
}

/**
 * A sale inside the caller's transaction: every Create Plan rule, the subscription, its payment
 * (when something was paid), the org converted, audited. POST /subscription and a redeemed
 * PLAN invite code both sell through here. Returns the subscription's id.
 */
export async function sellInTx(tx: Tx, ctx: ServiceContext, body: Body): Promise<number> {
  const org = body.org_id ? await findOrgContext(tx, body.org_id, true) : null;
  const catalogue = await loadCatalogue(tx);
  const chosen = body.addons;
  enforce(
    checkCreatePlan(
      { org, plan_id: body.plan, variant_id: body.variant, addons: chosen },
      { ...catalogue, productKey: ctx.product.key, productName: ctx.product.name },
    ),
  );
  if (!org || !body.plan || !body.variant) throw notFound('Org');
  if (needsEmail(org, body.order_type)) enforce(ruleFailure('needEmail', ctx.product.name));
  enforce(checkPayment({ ...body, not_collected: isNotCollected(body) }, ctx.product.name));
  const gstin = org.gstin ?? (body.gstin ? body.gstin.toUpperCase() : null);
  enforce(checkGstin(gstin, ctx.product.name));

  const paymentRef = body.payment_id || null;
  const sale = { orgId: org.id, paymentType: body.payment_type, paymentRef, amount: body.amount };
  await assertReferenceFree(tx, sale);

  const plan = catalogue.plans.find((p) => p.id === body.plan)!;
  const variant = plan.variants.find((v) => v.id === body.variant)!;
  const start = startOf(body.start_date, ctx.now);
  const lines = addonLines(chosen, catalogue, variant.revenue_duration);
  const catalogueAmount = catalogueSummary(variant, lines, catalogue).total;
  // The team's credit, when the seller deducts it: the org's row is locked, so two sales of
  // one team never spend the same credit.
  const credit = body.apply_credit ? Math.min(await creditBalance(tx, org.id), catalogueAmount) : 0;
  const expected = catalogueAmount - credit;
  // Something collected at another price than the catalogue's: the seller says why.
  const overridden = body.amount > 0 && body.amount !== expected;
  if (overridden && !body.price_override_reason)
    throw badRequest(
      formatMessage('priceDiffersFromCatalogue', {
        amount: formatInr(body.amount),
        catalogue: formatInr(expected),
      }),
      [{ field: 'price_override_reason', message: 'is needed when the price differs' }],
    );
  const subscriptionId = await insertSubscription(tx, {
    orgId: org.id,
    planId: plan.id,
    variantId: variant.id,
    orderType: body.order_type,
    startDate: start,
    validTill: new Date(start.getTime() + variant.revenue_duration * DAY_MS),
    amount: body.amount,
    paymentType: body.payment_type,
    paymentId: paymentRef,
    gstin,
    description: body.description || null,
    addons: lines,
    catalogueAmount,
    priceOverrideReason: overridden ? body.price_override_reason! : null,
    idempotencyKey: ctx.request.idempotencyKey,
    createdById: ctx.actor.actorId,
  });
  const paid =
    body.amount > 0
      ? await recordSalePayment(tx, ctx, {
          orgId: org.id,
          paidFor: { subscriptionId },
          paymentType: body.payment_type,
          amount: body.amount,
          paymentRef,
          description: `${plan.name} (${variant.name})`,
          lines: invoiceLines(plan.name, variant, lines, catalogue),
          gstin,
          saleKey: ctx.request.idempotencyKey ? `subscription:${ctx.request.idempotencyKey}` : null,
        })
      : null;
  if (credit > 0)
    await addCreditEntry(tx, {
      orgId: org.id,
      deltaPaise: -credit,
      reason: `Deducted from the sale of ${plan.name} (${variant.name})`,
      refType: 'subscription',
      refId: String(subscriptionId),
    });
  if (paid) await ctx.events.subscriptionPaid(tx, org.id, { subscriptionId, amount: body.amount });
  const orgChanges = await convertOrgOnSale(tx, org);
  const products = await addPlanProducts(tx, org.id, plan.products);
  if (Object.keys(orgChanges).length > 0) {
    await audit(tx, ctx.actor, {
      action: 'org.converted_by_sale',
      subjectType: 'Org',
      subjectId: org.id,
      orgId: org.id,
      summary: { ...orgChanges, subscription_id: subscriptionId },
    });
  }
  await audit(tx, ctx.actor, {
    action: 'subscription.create',
    subjectType: 'Subscription',
    subjectId: subscriptionId,
    orgId: org.id,
    summary: {
      plan_id: plan.id,
      variant_id: variant.id,
      order_type: body.order_type,
      amount: body.amount,
      payment_type: body.payment_type,
      addons: chosen,
      payment_record_id: paid?.paymentId ?? null,
      ...(products ? { org_products: products } : {}),
      ...(credit > 0 ? { credit_deducted: credit } : {}),
      ...(overridden
        ? { catalogue_amount: catalogueAmount, price_override_reason: body.price_override_reason }
        : {}),
    },
  });
  return subscriptionId;
}

async function mustFind(tx: Tx, id: number): Promise<Subscription> {
  const found = await findSubscription(tx, id);
  if (!found) throw new Error(`subscription ${id} vanished`);
  return found;
}

/** The catalogue's price summary of a sale: the variant, its add-ons and their GST (section 9). */
function catalogueSummary(
  variant: { amount: number; revenue_duration: number },
  addons: SubscriptionAddon[],
  catalogue: Catalogue,
) {
  const grossOf = (id: number) => catalogue.addons.find((c) => c.id === id)!.gross_amount;
  return priceSummary(
    variant,
    addons.map((a) => ({
      addon_id: a.addon_id,
      count: a.count,
      gross_amount: grossOf(a.addon_id),
    })),
  );
}

/** The plan and each add-on as invoice lines, GST included (the invoice keeps them when they add up to what was paid). */
function invoiceLines(
  planName: string,
  variant: { name: string; amount: number; revenue_duration: number },
  addons: SubscriptionAddon[],
  catalogue: Catalogue,
) {
  const nameOf = (id: number) => catalogue.addons.find((c) => c.id === id)!.name;
  const summary = catalogueSummary(variant, addons, catalogue);
  return saleLines(
    { label: `${planName} (${variant.name})`, amount: variant.amount },
    addons.map((a) => ({
      label: `${nameOf(a.addon_id)}${a.count > 1 ? ` × ${a.count}` : ''}`,
      amount: a.amount,
    })),
    summary.gst,
  );
}

function addonLines(
  chosen: Body['addons'],
  catalogue: Catalogue,
  revenueDuration: number,
): SubscriptionAddon[] {
  return chosen.map((item) => {
    const addon = catalogue.addons.find((a) => a.id === item.addon_id)!;
    return {
      addon_id: addon.id,
      slug: addon.slug,
      count: item.count,
      amount: addonLinePaise(addon.gross_amount, revenueDuration, item.count),
    };
  });
}
