import { addonCatalogue, planCatalogue } from '@switchboard/contract/rules/plans';
import type { DbOrTx } from '../../platform/db/client';
import { addons, plans, planVariants } from '../schema/subscriptions';

/** The plan and add-on catalogue of spec section 3; safe to run again. */
export async function seedCatalogue(db: DbOrTx, productKey: string): Promise<void> {
  const catalogue = planCatalogue(productKey);
  await db
    .insert(addons)
    .values(addonCatalogue.map((a) => ({ id: a.id, slug: a.slug, name: a.name, grossAmount: a.gross_amount, kind: a.kind })))
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(catalogue.map((p) => ({ id: p.id, name: p.name, slug: p.slug, products: p.products, addonIds: p.addon_ids })))
    .onConflictDoNothing();
  await db
    .insert(planVariants)
    .values(
      catalogue.flatMap((p) =>
        p.variants.map((v) => ({ id: v.id, planId: p.id, name: v.name, amount: v.amount, revenueDuration: v.revenue_duration })),
      ),
    )
    .onConflictDoNothing();
}
