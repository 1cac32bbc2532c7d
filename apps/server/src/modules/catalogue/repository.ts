import { asc, eq, sql } from 'drizzle-orm';
import type {
  CatalogueAddonRow,
  CataloguePlanRow,
  CatalogueView,
  PriceVersion,
} from '@switchboard/contract/catalogue';
import { addons, cataloguePrices, plans, planVariants } from '../../db/schema/subscriptions';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

export type PriceKind = 'VARIANT' | 'ADDON';

/** Catalogue changes take turns: new ids are the next free ones, and slugs stay unique. */
export async function lockCatalogue(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue'))`);
}

/** Every plan (retired too) with its variants and sales, every add-on, each with its prices. */
export async function loadAdminCatalogue(db: DbOrTx): Promise<CatalogueView> {
  const [planRows, variantRows, addonRows, priceRows, soldRows] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.id)),
    db.select().from(planVariants).orderBy(asc(planVariants.id)),
    db.select().from(addons).orderBy(asc(addons.id)),
    rowsOf<{
      item_kind: PriceKind;
      item_id: number;
      amount: number;
      revenue_duration: number | null;
      valid_from: Date | string | null;
      changed_by: string | null;
    }>(
      db,
      sql`select p.item_kind, p.item_id, p.amount::bigint as amount, p.revenue_duration,
                 p.valid_from, nullif(trim(u.first_name || ' ' || u.last_name), '') as changed_by
            from catalogue_prices p left join users u on u.id = p.changed_by_id
           order by p.id desc`,
    ),
    rowsOf<{ plan_id: number; n: number }>(
      db,
      sql`select plan_id, count(*)::int as n from subscriptions group by plan_id`,
    ),
  ]);
  const pricesOf = (kind: PriceKind, id: number): PriceVersion[] =>
    priceRows
      .filter((p) => p.item_kind === kind && p.item_id === id)
      .map((p) => ({
        amount: Number(p.amount),
        revenue_duration: p.revenue_duration,
        valid_from: toIso(p.valid_from),
        changed_by: p.changed_by,
      }));
  const sold = new Map(soldRows.map((r) => [r.plan_id, r.n]));
  const planList: CataloguePlanRow[] = planRows.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    products: p.products,
    addon_ids: p.addonIds,
    is_current: p.isCurrent,
    active: p.active,
    sold: sold.get(p.id) ?? 0,
    variants: variantRows
      .filter((v) => v.planId === p.id)
      .map((v) => ({
        id: v.id,
        plan_id: v.planId,
        name: v.name,
        amount: v.amount,
        revenue_duration: v.revenueDuration,
        prices: pricesOf('VARIANT', v.id),
      })),
  }));
  const addonList: CatalogueAddonRow[] = addonRows.map((a) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    kind: a.kind,
    gross_amount: a.grossAmount,
    prices: pricesOf('ADDON', a.id),
  }));
  return { plans: planList, addons: addonList };
}

export async function findPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

export async function findVariant(db: DbOrTx, id: number) {
  const [row] = await db.select().from(planVariants).where(eq(planVariants.id, id));
  return row ?? null;
}

export async function findAddon(db: DbOrTx, id: number) {
  const [row] = await db.select().from(addons).where(eq(addons.id, id));
  return row ?? null;
}

export async function planSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  return (await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug))).length > 0;
}

export async function addonSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  return (await db.select({ id: addons.id }).from(addons).where(eq(addons.slug, slug))).length > 0;
}

export async function knownAddonIds(db: DbOrTx): Promise<Set<number>> {
  return new Set((await db.select({ id: addons.id }).from(addons)).map((a) => a.id));
}

/** The next id of a table whose ids staff do not choose (after the spec's own). */
async function nextId(db: DbOrTx, table: 'plans' | 'plan_variants' | 'addons'): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0)::int + 1 as id from ${sql.identifier(table)}`,
  );
  return row!.id;
}

export async function insertPlan(
  tx: DbOrTx,
  values: Omit<typeof plans.$inferInsert, 'id'>,
): Promise<number> {
  const id = await nextId(tx, 'plans');
  await tx.insert(plans).values({ ...values, id });
  return id;
}

export async function updatePlanRow(
  tx: DbOrTx,
  id: number,
  change: Partial<typeof plans.$inferInsert>,
): Promise<void> {
  await tx.update(plans).set(change).where(eq(plans.id, id));
}

export async function insertVariant(
  tx: DbOrTx,
  values: Omit<typeof planVariants.$inferInsert, 'id'>,
): Promise<number> {
  const id = await nextId(tx, 'plan_variants');
  await tx.insert(planVariants).values({ ...values, id });
  return id;
}

export async function updateVariantRow(
  tx: DbOrTx,
  id: number,
  change: Partial<typeof planVariants.$inferInsert>,
): Promise<void> {
  await tx.update(planVariants).set(change).where(eq(planVariants.id, id));
}

export async function insertAddon(
  tx: DbOrTx,
  values: Omit<typeof addons.$inferInsert, 'id'>,
): Promise<number> {
  const id = await nextId(tx, 'addons');
  await tx.insert(addons).values({ ...values, id });
  return id;
}

export async function updateAddonRow(
  tx: DbOrTx,
  id: number,
  change: Partial<typeof addons.$inferInsert>,
): Promise<void> {
  await tx.update(addons).set(change).where(eq(addons.id, id));
}

export async function hasPrices(db: DbOrTx, kind: PriceKind, itemId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from catalogue_prices where item_kind = ${kind} and item_id = ${itemId} limit 1`,
  );
  return rows.length > 0;
}

export async function insertPrice(
  tx: DbOrTx,
  values: typeof cataloguePrices.$inferInsert,
): Promise<void> {
  await tx.insert(cataloguePrices).values(values);
}
