import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GmbLocation, IntegrationSetting } from '@switchboard/contract/integrations';
import { gmbLocations, integrationSettings } from '../../db/schema/integrations';
import { orgMembers, orgs } from '../../db/schema/teams';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, offsetOf } from '../../platform/db/paging';

/** An org has a handful of locations; this only guards against a runaway one. */
const GMB_LIMIT = 200;

/** The org's id, name and deletion time; null when there is no such org. */
export async function findOrg(db: DbOrTx, id: number) {
  const [org] = await db
    .select({ id: orgs.id, name: orgs.name, deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, id));
  return org ?? null;
}

const settingToWire = (r: typeof integrationSettings.$inferSelect): IntegrationSetting => ({
  id: r.id,
  org_id: r.orgId,
  provider: r.provider as IntegrationSetting['provider'],
  is_active: r.isActive,
  config: r.config,
  last_synced_at: toIso(r.lastSyncedAt),
  created_at: toIso(r.createdAt),
});

const gmbToWire = (r: typeof gmbLocations.$inferSelect): GmbLocation => ({
  id: r.id,
  org_id: r.orgId,
  user_id: r.userId,
  location_name: r.locationName,
  address: r.address,
  place_id: r.placeId,
  status: r.status as GmbLocation['status'],
  rating: r.rating === null ? null : Number(r.rating),
  review_count: r.reviewCount,
});

/** One page of the org's integration settings, newest first, the total capped. */
export async function orgIntegrationSettings(
  db: DbOrTx,
  orgId: number,
  page: number,
  pageSize: number,
) {
  const rows = await db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.orgId, orgId))
    .orderBy(desc(integrationSettings.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const count = await cappedCount(db, sql`from integration_settings where org_id = ${orgId}`);
  return { rows: rows.map(settingToWire), ...count, page, page_size: pageSize };
}

/** The org's GMB locations (one user's when given), oldest first. */
export async function orgGmbLocations(
  db: DbOrTx,
  orgId: number,
  userId: number | undefined,
): Promise<GmbLocation[]> {
  const where =
    userId === undefined
      ? eq(gmbLocations.orgId, orgId)
      : and(eq(gmbLocations.orgId, orgId), eq(gmbLocations.userId, userId));
  const rows = await db
    .select()
    .from(gmbLocations)
    .where(where)
    .orderBy(asc(gmbLocations.id))
    .limit(GMB_LIMIT);
  return rows.map(gmbToWire);
}

// Writes: staff connect, change and remove an org's integrations and GMB locations.

export async function findSetting(db: DbOrTx, id: number): Promise<IntegrationSetting | null> {
  const [row] = await db
    .select()
    .from(integrationSettings)
    .where(eq(integrationSettings.id, id))
    .for('update');
  return row ? settingToWire(row) : null;
}

export async function insertSetting(
  tx: DbOrTx,
  values: typeof integrationSettings.$inferInsert,
): Promise<IntegrationSetting> {
  const [row] = await tx.insert(integrationSettings).values(values).returning();
  return settingToWire(row!);
}

export async function updateSetting(
  tx: DbOrTx,
  id: number,
  change: Partial<Pick<typeof integrationSettings.$inferInsert, 'isActive' | 'config'>>,
): Promise<IntegrationSetting> {
  const [row] = await tx
    .update(integrationSettings)
    .set(change)
    .where(eq(integrationSettings.id, id))
    .returning();
  return settingToWire(row!);
}

export async function deleteSetting(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(integrationSettings).where(eq(integrationSettings.id, id));
}

export async function findGmbLocation(db: DbOrTx, id: number): Promise<GmbLocation | null> {
  const [row] = await db.select().from(gmbLocations).where(eq(gmbLocations.id, id)).for('update');
  return row ? gmbToWire(row) : null;
}

/** Links a location; null when the org has this place already (the unique index decides). */
export async function insertGmbLocation(
  tx: DbOrTx,
  values: typeof gmbLocations.$inferInsert,
): Promise<GmbLocation | null> {
  const [row] = await tx
    .insert(gmbLocations)
    .values(values)
    .onConflictDoNothing({ target: [gmbLocations.orgId, gmbLocations.placeId] })
    .returning();
  return row ? gmbToWire(row) : null;
}

export async function updateGmbLocation(
  tx: DbOrTx,
  id: number,
  change: Partial<Pick<typeof gmbLocations.$inferInsert, 'userId' | 'status'>>,
): Promise<GmbLocation> {
  const [row] = await tx
    .update(gmbLocations)
    .set(change)
    .where(eq(gmbLocations.id, id))
    .returning();
  return gmbToWire(row!);
}

export async function deleteGmbLocation(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(gmbLocations).where(eq(gmbLocations.id, id));
}

export async function isOrgMember(db: DbOrTx, orgId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  return rows.length > 0;
}

/** Google's figures for each place, on every org's location of it; the place ids matched. */
export async function setGmbReviews(
  tx: DbOrTx,
  places: { place_id: string; rating: number | null; review_count: number }[],
): Promise<string[]> {
  const rows = await rowsOf<{ place_id: string }>(
    tx,
    sql`update gmb_locations g set rating = round(p.rating::numeric, 1), review_count = p.review_count,
               updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(places)}::jsonb)
            as p(place_id text, rating float8, review_count int)
         where g.place_id = p.place_id
        returning g.place_id`,
  );
  return rows.map((r) => r.place_id);
}
