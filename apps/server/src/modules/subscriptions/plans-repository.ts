import { asc, eq } from 'drizzle-orm';
import type { Plan, PlanAddon } from '@switchboard/contract/subscriptions';
import { addons, plans, planVariants } from '../../db/schema/subscriptions';
import type { DbOrTx } from '../../platform/db/client';

export type Catalogue = { plans: Plan[]; addons: PlanAddon[] };

/** The catalogue as stored (spec section 3), with each plan's variants and add-ons. */
export async function loadCatalogue(db: DbOrTx, activeAddonIds: number[] = []): Promise<Catalogue> {
  const [planRows, variantRows, addonRows] = await Promise.all([
    db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.id)),
    db.select().from(planVariants).orderBy(asc(planVariants.id)),
    db.select().from(addons).orderBy(asc(addons.id)),
  ]);
  const addonList = addonRows.map((a) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    kind: a.kind,
    gross_amount: a.grossAmount,
    amount: a.grossAmount / 100,
  }));
  return {
    addons: addonList,
    plans: planRows.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      slug: p.slug,
      products: p.products,
      addon_ids: p.addonIds,
      variants: variantRows
        .filter((v) => v.planId === p.id)
        .map((v) => ({
          id: v.id,
          name: v.name,
          amount: v.amount,
          revenue_duration: v.revenueDuration,
        })),
      addons: addonList.filter((a) => p.addonIds.includes(a.id)),
      active_addons: activeAddonIds.filter((id) => p.addonIds.includes(id)),
      is_current: p.isCurrent,
    })),
  };
}
