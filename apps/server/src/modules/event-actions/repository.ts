import { and, asc, eq } from 'drizzle-orm';
import type { EventAction } from '@switchboard/contract/event-actions';
import { eventActionSettings } from '../../db/schema/event-actions';
import { orgs } from '../../db/schema/teams';
import { toIso, type DbOrTx } from '../../platform/db/client';

export type SettingRow = typeof eventActionSettings.$inferSelect;
type SettingValues = { config: Record<string, string>; isActive: boolean };

export const toWire = (r: SettingRow): EventAction => ({
  id: r.id,
  org_id: r.orgId,
  event: r.event as EventAction['event'],
  action: r.action as EventAction['action'],
  config: r.config,
  is_active: r.isActive,
  created_at: toIso(r.createdAt),
  updated_at: toIso(r.updatedAt),
});

/** The org's id and deletion time; null when there is no such org. */
export async function findOrg(db: DbOrTx, id: number) {
  const [org] = await db
    .select({ id: orgs.id, deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, id));
  return org ?? null;
}

/** The org's settings, oldest first; a handful, the cap guards a runaway org. */
export function orgSettings(db: DbOrTx, orgId: number): Promise<SettingRow[]> {
  return db
    .select()
    .from(eventActionSettings)
    .where(eq(eventActionSettings.orgId, orgId))
    .orderBy(asc(eventActionSettings.id))
    .limit(200);
}

/** The org's setting for this event and action, locked; null when there is none yet. */
export async function lockSettingFor(
  tx: DbOrTx,
  key: { orgId: number; event: string; action: string },
): Promise<SettingRow | null> {
  const match = and(
    eq(eventActionSettings.orgId, key.orgId),
    eq(eventActionSettings.event, key.event),
    eq(eventActionSettings.action, key.action),
  );
  const [row] = await tx.select().from(eventActionSettings).where(match).for('update');
  return row ?? null;
}

export async function lockSetting(tx: DbOrTx, id: number): Promise<SettingRow | null> {
  const [row] = await tx
    .select()
    .from(eventActionSettings)
    .where(eq(eventActionSettings.id, id))
    .for('update');
  return row ?? null;
}

export async function updateSetting(
  tx: DbOrTx,
  id: number,
  values: SettingValues,
): Promise<SettingRow | null> {
  const [row] = await tx
    .update(eventActionSettings)
    .set(values)
    .where(eq(eventActionSettings.id, id))
    .returning();
  return row ?? null;
}

export async function insertSetting(
  tx: DbOrTx,
  values: SettingValues & { orgId: number; event: string; action: string },
): Promise<SettingRow | null> {
  const [row] = await tx.insert(eventActionSettings).values(values).returning();
  return row ?? null;
}
