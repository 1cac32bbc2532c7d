import type {
  CatalogueView,
  createAddonBody,
  createPlanBody,
  createVariantBody,
  updateAddonBody,
  updatePlanBody,
  updateVariantBody,
} from '@switchboard/contract/catalogue';
import { formatMessage } from '@switchboard/contract/messages';
import { formatInr } from '@switchboard/contract/money';
import type { z } from 'zod';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  addonSlugTaken,
  findAddon,
  findPlan,
  findVariant,
  hasPrices,
  insertAddon,
  insertPlan,
  insertPrice,
  insertVariant,
  knownAddonIds,
  loadAdminCatalogue,
  lockCatalogue,
  planSlugTaken,
  updateAddonRow,
  updatePlanRow,
  updateVariantRow,
  type PriceKind,
} from './repository';

type Result = { catalogue: CatalogueView; message: string };

export const readCatalogue = (db: Db) => loadAdminCatalogue(db);

/**
 * One catalogue change: catalogue changes take turns (a lock), then the change and its audit
 * entry commit together, and the answer is the catalogue as it now stands.
 */
async function change(db: Db, work: (tx: Tx) => Promise<string>): Promise<Result> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const message = await work(tx);
    return { catalogue: await loadAdminCatalogue(tx), message };
  });
}

/** Products are this product's (`{key}_…`); add-ons must exist. */
async function checkPlanParts(
  tx: Tx,
  productKey: string,
  parts: { products?: string[] | undefined; addon_ids?: number[] | undefined },
) {
  const foreign = parts.products?.find((p) => !p.startsWith(`${productKey}_`));
  if (foreign)
    throw badRequest(formatMessage('catalogueProductKey', { key: productKey }), [
      { field: 'products', message: `${foreign} is not a ${productKey} product` },
    ]);
  if (parts.addon_ids?.length) {
    const known = await knownAddonIds(tx);
    const unknown = parts.addon_ids.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw badRequest(formatMessage('catalogueAddonUnknown', { id: unknown }), [
        { field: 'addon_ids', message: `${unknown} is not an add-on` },
      ]);
  }
}

/**
 * A new price version: the first change also records the price the item had until now (from
 * the catalogue's start), so the history always shows where a price came from.
 */
async function recordPrice(
  tx: Tx,
  actor: Actor,
  item: { kind: PriceKind; id: number },
  before: { amount: number; revenue_duration: number | null },
  after: { amount: number; revenue_duration: number | null },
) {
  if (!(await hasPrices(tx, item.kind, item.id)))
    await insertPrice(tx, {
      itemKind: item.kind,
      itemId: item.id,
      amount: before.amount,
      revenueDuration: before.revenue_duration,
    });
  await insertPrice(tx, {
    itemKind: item.kind,
    itemId: item.id,
    amount: after.amount,
    revenueDuration: after.revenue_duration,
    validFrom: new Date(),
    changedById: actor.actorId,
  });
}

export function createPlan(
  db: Db,
  actor: Actor,
  productKey: string,
  input: z.output<typeof createPlanBody>,
): Promise<Result> {
  return change(db, async (tx) => {
    if (await planSlugTaken(tx, input.slug))
      throw conflict(formatMessage('catalogueSlugTaken', { slug: input.slug }));
    await checkPlanParts(tx, productKey, input);
    const id = await insertPlan(tx, {
      name: input.name,
      slug: input.slug,
      description: input.description,
      products: input.products,
      addonIds: input.addon_ids,
      isCurrent: input.is_current,
    });
    for (const v of input.variants)
      await insertVariant(tx, {
        planId: id,
        name: v.name,
        amount: v.amount,
        revenueDuration: v.revenue_duration,
      });
    await audit(tx, actor, {
      action: 'catalogue.plan.create',
      subjectType: 'Plan',
      subjectId: id,
      summary: { ...input },
    });
    return formatMessage('cataloguePlanCreated', { name: input.name });
  });
}

export function updatePlan(
  db: Db,
  actor: Actor,
  productKey: string,
  id: number,
  input: z.output<typeof updatePlanBody>,
): Promise<Result> {
  return change(db, async (tx) => {
    const plan = await findPlan(tx, id);
    if (!plan) throw notFound('Plan');
    await checkPlanParts(tx, productKey, input);
    const changes = diff(
      {
        name: plan.name,
        description: plan.description,
        products: plan.products,
        addon_ids: plan.addonIds,
        is_current: plan.isCurrent,
        active: plan.active,
      },
      input,
    );
    if (Object.keys(changes).length > 0) {
      await updatePlanRow(tx, id, {
        name: input.name,
        description: input.description,
        products: input.products,
        addonIds: input.addon_ids,
        isCurrent: input.is_current,
        active: input.active,
      });
      await audit(tx, actor, {
        action: 'catalogue.plan.update',
        subjectType: 'Plan',
        subjectId: id,
        summary: changes,
      });
    }
    return formatMessage('cataloguePlanUpdated', { name: input.name ?? plan.name });
  });
}

export function createVariant(
  db: Db,
  actor: Actor,
  planId: number,
  input: z.output<typeof createVariantBody>,
): Promise<Result> {
  return change(db, async (tx) => {
    const plan = await findPlan(tx, planId);
    if (!plan) throw notFound('Plan');
    const id = await insertVariant(tx, {
      planId,
      name: input.name,
      amount: input.amount,
      revenueDuration: input.revenue_duration,
    });
    await audit(tx, actor, {
      action: 'catalogue.variant.create',
      subjectType: 'Plan',
      subjectId: planId,
      summary: { variant_id: id, ...input },
    });
    return formatMessage('catalogueVariantCreated', { variant: input.name, plan: plan.name });
  });
}

export function updateVariant(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof updateVariantBody>,
): Promise<Result> {
  return change(db, async (tx) => {
    const variant = await findVariant(tx, id);
    if (!variant) throw notFound('Variant');
    const plan = await findPlan(tx, variant.planId);
    const before = {
      name: variant.name,
      amount: variant.amount,
      revenue_duration: variant.revenueDuration,
    };
    const changes = diff(before, input);
    if (Object.keys(changes).length === 0)
      return formatMessage('catalogueVariantUpdated', { variant: variant.name, plan: plan!.name });
    const after = { ...before, ...input };
    const priced = 'amount' in changes || 'revenue_duration' in changes;
    if (priced) await recordPrice(tx, actor, { kind: 'VARIANT', id }, before, after);
    await updateVariantRow(tx, id, {
      name: input.name,
      amount: input.amount,
      revenueDuration: input.revenue_duration,
    });
    await audit(tx, actor, {
      action: priced ? 'catalogue.variant.price' : 'catalogue.variant.update',
      subjectType: 'Plan',
      subjectId: variant.planId,
      summary: { variant_id: id, ...changes },
    });
    return priced
      ? formatMessage('cataloguePriceChanged', {
          plan: plan!.name,
          variant: after.name,
          amount: formatInr(after.amount),
        })
      : formatMessage('catalogueVariantUpdated', { variant: after.name, plan: plan!.name });
  });
}

export function createAddon(
  db: Db,
  actor: Actor,
  input: z.output<typeof createAddonBody>,
): Promise<Result> {
  return change(db, async (tx) => {
    if (await addonSlugTaken(tx, input.slug))
      throw conflict(formatMessage('catalogueSlugTaken', { slug: input.slug }));
    const id = await insertAddon(tx, {
      slug: input.slug,
      name: input.name,
      kind: input.kind,
      grossAmount: input.gross_amount,
    });
    await audit(tx, actor, {
      action: 'catalogue.addon.create',
      subjectType: 'Addon',
      subjectId: id,
      summary: { ...input },
    });
    return formatMessage('catalogueAddonCreated', { name: input.name });
  });
}

export function updateAddon(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof updateAddonBody>,
): Promise<Result> {
  return change(db, async (tx) => {
    const addon = await findAddon(tx, id);
    if (!addon) throw notFound('Add-on');
    const before = { name: addon.name, gross_amount: addon.grossAmount };
    const changes = diff(before, input);
    const name = input.name ?? addon.name;
    if (Object.keys(changes).length === 0) return formatMessage('catalogueAddonUpdated', { name });
    const priced = 'gross_amount' in changes;
    if (priced)
      await recordPrice(
        tx,
        actor,
        { kind: 'ADDON', id },
        { amount: addon.grossAmount, revenue_duration: null },
        { amount: input.gross_amount!, revenue_duration: null },
      );
    await updateAddonRow(tx, id, { name: input.name, grossAmount: input.gross_amount });
    await audit(tx, actor, {
      action: priced ? 'catalogue.addon.price' : 'catalogue.addon.update',
      subjectType: 'Addon',
      subjectId: id,
      summary: changes,
    });
    return priced
      ? formatMessage('catalogueAddonPriceChanged', {
          name,
          amount: formatInr(input.gross_amount!),
        })
      : formatMessage('catalogueAddonUpdated', { name });
  });
}
