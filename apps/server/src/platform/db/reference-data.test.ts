import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceDataVersions } from '../../db/schema/reference-data';
import { addons, plans, planVariants } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import type { Db } from './client';
import { applyReferenceData, REFERENCE_DATA_VERSION } from './reference-data';

// Spec section 3, "Plan id catalogue", in the spec's order.
const specPlanIds = [
  19, 1015, 20, 1016, 1017, 9, 17, 15, 21, 10, 22, 16, 14, 13, 12, 23, 1018, 1019, 11, 1020, 1021,
  1026, 1023, 1022, 24, 1025, 1024,
];
// Spec section 3, "Addon ... Slugs" (recording variants: storage).
const specAddonSlugs = ['users-v2-1', 'automation-v2-pack-of-5', 'webhook'];

/** Every version, in order: a database made today has run them all. */
const allVersions = Array.from({ length: REFERENCE_DATA_VERSION }, (_, i) => i + 1);

// The test helpers build the database as a production start does with SEED_DEMO=false.
const t = useTestApp();

async function snapshot(db: Db) {
  return {
    plans: await db.select().from(plans).orderBy(asc(plans.id)),
    variants: await db.select().from(planVariants).orderBy(asc(planVariants.id)),
    addons: await db.select().from(addons).orderBy(asc(addons.id)),
    versions: (await db.select().from(referenceDataVersions)).map((v) => v.version),
  };
}

describe('reference data on every database', () => {
  it('answers every plan id of the spec from a fresh database (SEED_DEMO=false)', async () => {
    const response = await t.su.get('/api/subscription/plans/all');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as {
      id: number;
      variants: unknown[];
      addons: { slug: string }[];
      is_current: boolean;
    }[];
    expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [...specPlanIds].sort((a, b) => a - b),
    );
    expect(data.every((p) => p.variants.length > 0)).toBe(true);
    // Current and legacy families both.
    expect(data.find((p) => p.id === 1022)?.is_current).toBe(true);
    expect(data.find((p) => p.id === 9)?.is_current).toBe(false);
    const slugs = (await t.ctx.db.select({ slug: addons.slug }).from(addons)).map((a) => a.slug);
    expect(slugs).toEqual(expect.arrayContaining(specAddonSlugs));
    expect(slugs.some((s) => s.includes('recording'))).toBe(true);
    // The configured PRODUCT_KEY (default sf) in the lite plans' products.
    const [lite] = await t.ctx.db.select().from(plans).where(eq(plans.id, 1021));
    expect(lite?.products).toEqual(['sf', 'sf_X', 'crm']);
  });

  it('records the version it applied, and a second run changes nothing', async () => {
    const before = await snapshot(t.ctx.db);
    expect(before.versions).toEqual(allVersions);
    expect(await applyReferenceData(t.ctx.db, 'sf')).toEqual([]);
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('keeps what staff changed, also when a version runs again on an older database', async () => {
    const { db } = t.ctx;
    await db.update(plans).set({ name: 'Pro (renamed by staff)' }).where(eq(plans.id, 1016));
    await db.update(planVariants).set({ amount: 123400 }).where(eq(planVariants.id, 10161));
    await db.update(addons).set({ grossAmount: 1 }).where(eq(addons.slug, 'webhook'));
    const changed = await snapshot(db);
    expect(await applyReferenceData(db, 'sf')).toEqual([]);
    expect(await snapshot(db)).toEqual(changed);

    // A database whose catalogue predates the version table (the demo seed wrote it): version 1
    // runs there, adds what is missing and leaves the rest as it is.
    await db.delete(referenceDataVersions);
    await db.delete(planVariants).where(eq(planVariants.planId, 24));
    await db.delete(plans).where(eq(plans.id, 24));
    expect(await applyReferenceData(db, 'sf')).toEqual(allVersions);
    const after = await snapshot(db);
    expect(after).toEqual(changed);
    expect(after.plans.find((p) => p.id === 1016)?.name).toBe('Pro (renamed by staff)');
  });

  it('marks the current plans once; a plan staff then make legacy stays legacy', async () => {
    const { db } = t.ctx;
    await db.update(plans).set({ isCurrent: false }).where(eq(plans.id, 1022));
    expect(await applyReferenceData(db, 'sf')).toEqual([]);
    const [plan] = await db.select().from(plans).where(eq(plans.id, 1022));
    expect(plan?.isCurrent).toBe(false);
  });

  it('is applied once when two callers race', async () => {
    const { db } = t.ctx;
    await db.delete(referenceDataVersions);
    const runs = await Promise.all([applyReferenceData(db, 'sf'), applyReferenceData(db, 'sf')]);
    expect(runs.flat()).toEqual(allVersions);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(referenceDataVersions);
    expect(count?.n).toBe(REFERENCE_DATA_VERSION);
  });
});
