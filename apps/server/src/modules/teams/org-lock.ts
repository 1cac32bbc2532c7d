import { eq } from 'drizzle-orm';
import { orgs } from '../../db/schema/teams';
import type { Tx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';

export type LockedOrg = typeof orgs.$inferSelect;

/**
 * The org a change acts on, locked for the rest of the transaction so two staff acting at once
 * queue instead of overwriting each other. A deleted org takes no changes until restored.
 */
export async function lockOrg(tx: Tx, id: number, options: { allowDeleted?: boolean } = {}): Promise<LockedOrg> {
  const [org] = await tx.select().from(orgs).where(eq(orgs.id, id)).for('update');
  if (!org) throw notFound('Org');
  if (org.deletedAt && !options.allowDeleted) throw conflict('This org is deleted; restore it first');
  return org;
}
