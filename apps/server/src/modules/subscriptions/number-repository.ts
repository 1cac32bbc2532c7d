import { and, eq, isNull, ne } from 'drizzle-orm';
import { orgs } from '../../db/schema/teams';
import type { Tx } from '../../platform/db/client';

/** A live (not deleted) org's number, its row locked for this transaction. */
export async function lockLiveOrg(
  tx: Tx,
  orgId: number,
): Promise<{ id: number; productNumber: string | null } | undefined> {
  const [org] = await tx
    .select({ id: orgs.id, productNumber: orgs.productNumber })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), isNull(orgs.deletedAt)))
    .for('update');
  return org;
}

/** Whether another org than this one holds the number. */
export async function numberHeldElsewhere(tx: Tx, number: string, orgId: number): Promise<boolean> {
  const [holder] = await tx
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.productNumber, number), ne(orgs.id, orgId)))
    .limit(1);
  return holder !== undefined;
}

export async function setProductNumberOf(tx: Tx, orgId: number, number: string): Promise<void> {
  await tx.update(orgs).set({ productNumber: number }).where(eq(orgs.id, orgId));
}
