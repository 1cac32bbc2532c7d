import { asc, eq, max, sql } from 'drizzle-orm';
import type { LeadGroup, LeadStage } from '@switchboard/contract/lead-stages';
import { leadGroups, leadStages } from '../../db/schema/lead-stages';
import { orgs } from '../../db/schema/teams';
import { toIso, type DbOrTx, type Tx } from '../../platform/db/client';

export type StageRow = typeof leadStages.$inferSelect;
export type GroupRow = typeof leadGroups.$inferSelect;

export const stageToWire = (r: StageRow): LeadStage => ({
  id: r.id,
  org_id: r.orgId,
  name: r.name,
  type: r.type as LeadStage['type'],
  position: r.position,
  created_at: toIso(r.createdAt),
  updated_at: toIso(r.updatedAt),
});

export const groupToWire = (r: GroupRow): LeadGroup => ({
  id: r.id,
  org_id: r.orgId,
  name: r.name,
  type: r.type as LeadGroup['type'],
  created_at: toIso(r.createdAt),
  updated_at: toIso(r.updatedAt),
});

/** The org's id and deletion time; with `lock`, its row stays locked for the transaction. */
export async function findOrg(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ id: orgs.id, deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, id));
  const [org] = lock ? await query.for('update') : await query;
  return org ?? null;
}

/** The org's stages in their order; with `lock`, locked for the rest of the transaction. */
export function orgStages(db: DbOrTx, orgId: number, lock = false): Promise<StageRow[]> {
  const query = db
    .select()
    .from(leadStages)
    .where(eq(leadStages.orgId, orgId))
    .orderBy(asc(leadStages.position));
  return lock ? query.for('update') : query;
}

/** The org a stage belongs to, read without a lock (the org is locked before the stage). */
export async function orgOfStage(tx: Tx, id: number): Promise<number | null> {
  const [found] = await tx
    .select({ orgId: leadStages.orgId })
    .from(leadStages)
    .where(eq(leadStages.id, id));
  return found?.orgId ?? null;
}

export async function lockStageRow(tx: Tx, id: number): Promise<StageRow | null> {
  const [stage] = await tx.select().from(leadStages).where(eq(leadStages.id, id)).for('update');
  return stage ?? null;
}

/** The highest position in use in the org, 0 when it has no stages. */
export async function lastPosition(tx: Tx, orgId: number): Promise<number> {
  const [last] = await tx
    .select({ n: max(leadStages.position) })
    .from(leadStages)
    .where(eq(leadStages.orgId, orgId));
  return last?.n ?? 0;
}

export async function insertStage(
  tx: Tx,
  values: Pick<typeof leadStages.$inferInsert, 'orgId' | 'name' | 'type' | 'position'>,
): Promise<StageRow | null> {
  const [row] = await tx.insert(leadStages).values(values).returning();
  return row ?? null;
}

export async function updateStage(
  tx: Tx,
  id: number,
  values: { name: string; type: string },
): Promise<StageRow | null> {
  const [row] = await tx.update(leadStages).set(values).where(eq(leadStages.id, id)).returning();
  return row ?? null;
}

export async function deleteStage(tx: Tx, id: number): Promise<void> {
  await tx.delete(leadStages).where(eq(leadStages.id, id));
}

/**
 * Gives the org's stages positions 1..n in the order of `orderedIds`. Positions go negative
 * first so the unique (org, position) index never sees two stages on one place mid-update.
 */
export async function renumberStages(tx: Tx, orgId: number, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx
    .update(leadStages)
    .set({ position: sql`-${leadStages.position}` })
    .where(eq(leadStages.orgId, orgId));
  const values = sql.join(
    orderedIds.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update lead_stages s set position = v.pos, updated_at = now() from (values ${values}) as v(id, pos) where s.id = v.id and s.org_id = ${orgId}`,
  );
}

/** The org's groups, oldest first; an org has a handful, the cap guards a runaway one. */
export function orgGroups(db: DbOrTx, orgId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(leadGroups)
    .where(eq(leadGroups.orgId, orgId))
    .orderBy(asc(leadGroups.id))
    .limit(500);
}

export async function lockGroupRow(tx: Tx, id: number): Promise<GroupRow | null> {
  const [group] = await tx.select().from(leadGroups).where(eq(leadGroups.id, id)).for('update');
  return group ?? null;
}

export async function insertGroup(
  tx: Tx,
  values: Pick<typeof leadGroups.$inferInsert, 'orgId' | 'name' | 'type'>,
): Promise<GroupRow | null> {
  const [row] = await tx.insert(leadGroups).values(values).returning();
  return row ?? null;
}

export async function updateGroup(
  tx: Tx,
  id: number,
  values: { name: string; type: string },
): Promise<GroupRow | null> {
  const [row] = await tx.update(leadGroups).set(values).where(eq(leadGroups.id, id)).returning();
  return row ?? null;
}

export async function deleteGroup(tx: Tx, id: number): Promise<void> {
  await tx.delete(leadGroups).where(eq(leadGroups.id, id));
}
