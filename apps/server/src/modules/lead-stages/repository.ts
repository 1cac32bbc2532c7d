import { asc, eq, sql } from 'drizzle-orm';
import type { LeadGroup, LeadStage } from '@switchboard/contract/lead-stages';
import type { leadGroups } from '../../db/schema/lead-stages';
import { leadStages } from '../../db/schema/lead-stages';
import { orgs } from '../../db/schema/teams';
import { toIso, type DbOrTx, type Tx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';

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

/**
 * The org must exist and not be deleted. With `lock`, its row stays locked for the rest of the
 * transaction, so every change to one org's stage order (create, move, delete) runs one at a time.
 */
export async function requireOrg(db: DbOrTx, id: number, lock = false): Promise<void> {
  const query = db
    .select({ id: orgs.id, deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, id));
  const [org] = lock ? await query.for('update') : await query;
  if (!org || org.deletedAt) throw notFound('Org');
}

export const orgStages = (db: DbOrTx, orgId: number) =>
  db.select().from(leadStages).where(eq(leadStages.orgId, orgId)).orderBy(asc(leadStages.position));

/** A stage by id with its org locked (the org is locked first, always, so locks never cross). */
export async function lockStage(tx: Tx, id: number): Promise<StageRow> {
  const [found] = await tx
    .select({ orgId: leadStages.orgId })
    .from(leadStages)
    .where(eq(leadStages.id, id));
  if (!found) throw notFound('Lead stage');
  await requireOrg(tx, found.orgId, true);
  const [stage] = await tx.select().from(leadStages).where(eq(leadStages.id, id)).for('update');
  if (!stage) throw notFound('Lead stage');
  return stage;
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
