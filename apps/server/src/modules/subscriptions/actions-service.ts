import { endOfIndiaDay } from '@switchboard/contract/india-time';
import { formatMessage } from '@switchboard/contract/messages';
import { addonLinePaise } from '@switchboard/contract/rules/addon-pricing';
import { checkAddonChoice, checkGstin } from '@switchboard/contract/rules/create-plan';
import type {
  Freebies,
  Subscription,
  SubscriptionActionResponse,
  UpdateSubscriptionBody,
  updateValidityBody,
} from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { audit, diff } from '../../platform/audit/audit';
import type { Tx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { loadCatalogue } from './plans-repository';
import { findSubscription, updateSubscription } from './repository';
import { enforce, type ServiceContext } from './rules-context';
import { addLedgerEntry, lockOrgRow } from './talk-time-repository';

/** Loads the subscription locked for the change, or 404. */
async function locked(tx: Tx, id: number) {
  const found = await findSubscription(tx, id, true);
  if (!found) throw notFound('Subscription');
  return found;
}

async function reload(tx: Tx, id: number) {
  return findSubscription(tx, id);
}

/**
 * Free talk-time minutes are talk-time: raising or lowering them appends the difference to the
 * org's ledger (the balance is the ledger's sum), in the same transaction as the freebies.
 */
async function creditFreeTalkTime(
  tx: Tx,
  ctx: ServiceContext,
  before: Subscription,
  freebies: Freebies,
): Promise<number> {
  const delta = (freebies.talk_time_minutes ?? 0) - (before.freebies.talk_time_minutes ?? 0);
  if (delta !== 0) {
    // The org row lock is the one POST /subscription/talk-time takes, so a balance being set
    // at the same moment is computed after this entry, not before it.
    await lockOrgRow(tx, before.org_id);
    await addLedgerEntry(tx, {
      orgId: before.org_id,
      deltaMinutes: delta,
      reason: `Free talk-time, subscription ${before.id}`,
      refType: 'subscription',
      refId: String(before.id),
      createdById: ctx.actor.actorId,
    });
  }
  return delta;
}

/** POST /subscription/update-validity {subscription_id, valid_till, gstin, extras}. */
export async function updateValidity(
  ctx: ServiceContext,
  body: z.output<typeof updateValidityBody>,
): Promise<SubscriptionActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const before = await locked(tx, body.subscription_id);
    if (before.status === 'ended') throw conflict(formatMessage('subscriptionHasEnded'));
    const gstin = body.gstin ? body.gstin.toUpperCase() : before.gstin;
    enforce(checkGstin(gstin, ctx.product.name));
    const validTill =
      body.valid_till.length === 10 ? endOfIndiaDay(body.valid_till) : new Date(body.valid_till);
    // An expired subscription given a future date is active again; a past date expires it.
    const status = validTill.getTime() > ctx.now.getTime() ? 'active' : 'expired';
    await updateSubscription(tx, before.id, { validTill, gstin, status });
    await audit(tx, ctx.actor, {
      action: 'subscription.update_validity',
      subjectType: 'Subscription',
      subjectId: before.id,
      orgId: before.org_id,
      summary: {
        ...diff(before, { valid_till: validTill.toISOString(), gstin, status }),
        extras: body.extras ?? null,
      },
    });
    return { message: formatMessage('validityChanged'), subscription: await reload(tx, before.id) };
  });
}

/** POST /subscription/end/{id}: ends it now. */
export async function endSubscription(
  ctx: ServiceContext,
  id: number,
): Promise<SubscriptionActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status === 'ended') throw conflict(formatMessage('subscriptionAlreadyEnded'));
    await updateSubscription(tx, id, { status: 'ended', endedAt: ctx.now });
    await audit(tx, ctx.actor, {
      action: 'subscription.end',
      subjectType: 'Subscription',
      subjectId: id,
      orgId: before.org_id,
      summary: diff(before, { status: 'ended', ended_at: ctx.now.toISOString() }),
    });
    return { message: formatMessage('planEnded'), subscription: await reload(tx, id) };
  });
}

/** PUT /subscription/{id}: either the add-ons or the freebies, each with its own message. */
export async function updateAddonsOrFreebies(
  ctx: ServiceContext,
  id: number,
  body: UpdateSubscriptionBody,
): Promise<SubscriptionActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.status === 'ended') throw conflict(formatMessage('subscriptionHasEnded'));
    if ('freebies' in body) {
      await updateSubscription(tx, id, { freebies: body.freebies });
      const talkTime = await creditFreeTalkTime(tx, ctx, before, body.freebies);
      await audit(tx, ctx.actor, {
        action: 'subscription.update_freebies',
        subjectType: 'Subscription',
        subjectId: id,
        orgId: before.org_id,
        summary: {
          ...diff(before, { freebies: body.freebies }),
          ...(talkTime ? { talk_time_delta_minutes: talkTime } : {}),
        },
      });
      return { message: formatMessage('freebiesUpdated'), subscription: await reload(tx, id) };
    }
    const catalogue = await loadCatalogue(tx);
    const plan = catalogue.plans.find((p) => p.id === before.plan_id);
    const variant = plan?.variants.find((v) => v.id === before.variant_id);
    if (!plan || !variant) throw notFound('Plan');
    // The subscription's own add-ons are being replaced, so none of them counts as 'Purchased'.
    enforce(checkAddonChoice(body.addons, plan, catalogue.addons, ctx.product.name, []));
    const addons = body.addons.map((item) => {
      const addon = catalogue.addons.find((a) => a.id === item.addon_id)!;
      return {
        addon_id: addon.id,
        slug: addon.slug,
        count: item.count,
        amount: addonLinePaise(addon.gross_amount, variant.revenue_duration, item.count),
      };
    });
    await updateSubscription(tx, id, { addons });
    await audit(tx, ctx.actor, {
      action: 'subscription.update_addons',
      subjectType: 'Subscription',
      subjectId: id,
      orgId: before.org_id,
      summary: diff(before, { addons }),
    });
    return { message: formatMessage('addonsUpdated'), subscription: await reload(tx, id) };
  });
}
