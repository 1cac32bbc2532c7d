import { formatMessage } from '@switchboard/contract/messages';
import { addonLinePaise } from '@switchboard/contract/rules/addon-pricing';
import { checkCreatePlan, checkGstin, checkPayment, isNotCollected, needsEmail } from '@switchboard/contract/rules/create-plan';
import { ruleFailure } from '@switchboard/contract/rules/subscription-messages';
import type { CreateSubscriptionResponse, Subscription } from '@switchboard/contract/subscriptions';
import type { createSubscriptionBody } from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { subscriptions, type SubscriptionAddon } from '../../db/schema/subscriptions';
import { audit } from '../../platform/audit/audit';
import { notFound } from '../../platform/errors';
import { enableBusinessKyc } from './bkyc';
import { loadCatalogue, type Catalogue } from './plans';
import { findByIdempotencyKey, findOrgContext, findSubscription } from './repository';
import { assertSameRequest, DAY_MS, enforce, lockIdempotencyKey, startOf, type ServiceContext } from './rules-context';
import { recordSalePayment } from './sale-payment';

type Body = z.output<typeof createSubscriptionBody>;

/**
 * POST /subscription: every Create Plan rule again, then the subscription and its payment in
 * one transaction, then business KYC switched on (spec section 4).
 */
export async function createSubscription(ctx: ServiceContext, body: Body): Promise<CreateSubscriptionResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    // A twin submit waits on the key (and on the org row), then replays the first result.
    await lockIdempotencyKey(tx, 'subscription', ctx.idempotencyKey);
    const org = body.org_id ? await findOrgContext(tx, body.org_id, true) : null;
    if (ctx.idempotencyKey) {
      const first = await findByIdempotencyKey(tx, ctx.idempotencyKey);
      if (first) return { subscription: replayOf(first, body), replayed: true };
    }
    const catalogue = await loadCatalogue(tx);
    const chosen = body.addons;
    enforce(checkCreatePlan({ org, plan_id: body.plan, variant_id: body.variant, addons: chosen }, { ...catalogue, productKey: ctx.product.key, productName: ctx.product.name }));
    if (!org || !body.plan || !body.variant) throw notFound('Org');
    if (needsEmail(org, body.order_type)) enforce(ruleFailure('needEmail', ctx.product.name));
    enforce(checkPayment({ ...body, not_collected: isNotCollected(body) }, ctx.product.name));
    const gstin = org.gstin ?? (body.gstin ? body.gstin.toUpperCase() : null);
    enforce(checkGstin(gstin, ctx.product.name));

    const plan = catalogue.plans.find((p) => p.id === body.plan)!;
    const variant = plan.variants.find((v) => v.id === body.variant)!;
    const start = startOf(body.start_date, ctx.now);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        orgId: org.id,
        planId: plan.id,
        variantId: variant.id,
        orderType: body.order_type,
        startDate: start,
        validTill: new Date(start.getTime() + variant.revenue_duration * DAY_MS),
        amount: body.amount,
        paymentType: body.payment_type,
        paymentId: body.payment_id || null,
        gstin,
        description: body.description || null,
        addons: addonLines(chosen, catalogue, variant.revenue_duration),
        idempotencyKey: ctx.idempotencyKey,
        createdById: ctx.actor.actorId,
      })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error('subscription insert failed');
    const paid =
      body.amount > 0
        ? await recordSalePayment(tx, ctx, {
            orgId: org.id,
            paidFor: { subscriptionId: row.id },
            paymentType: body.payment_type,
            amount: body.amount,
            paymentRef: body.payment_id || null,
            description: `${plan.name} (${variant.name})`,
            gstin,
            saleKey: ctx.idempotencyKey ? `subscription:${ctx.idempotencyKey}` : null,
          })
        : null;
    await audit(tx, ctx.actor, {
      action: 'subscription.create',
      subjectType: 'Subscription',
      subjectId: row.id,
      orgId: org.id,
      summary: {
        plan_id: plan.id,
        variant_id: variant.id,
        order_type: body.order_type,
        amount: body.amount,
        payment_type: body.payment_type,
        addons: chosen,
        payment_record_id: paid?.paymentId ?? null,
      },
    });
    const created = await findSubscription(tx, row.id);
    if (!created) throw new Error('subscription vanished');
    return { subscription: created, replayed: false };
  });
  const bkyc = await enableBusinessKyc(ctx.db, ctx.actor, outcome.subscription.org_id, `Switched on after subscription ${outcome.subscription.id}`, ctx.log);
  return { message: formatMessage('planCreated'), bkyc, ...outcome };
}

function replayOf(first: Subscription, body: Body): Subscription {
  assertSameRequest(first.org_id === body.org_id && first.plan_id === body.plan && first.variant_id === body.variant && first.amount === body.amount);
  return first;
}

function addonLines(chosen: Body['addons'], catalogue: Catalogue, revenueDuration: number): SubscriptionAddon[] {
  return chosen.map((item) => {
    const addon = catalogue.addons.find((a) => a.id === item.addon_id)!;
    return { addon_id: addon.id, slug: addon.slug, count: item.count, amount: addonLinePaise(addon.gross_amount, revenueDuration, item.count) };
  });
}
