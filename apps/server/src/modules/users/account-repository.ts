import { and, eq } from 'drizzle-orm';
import { orgMembers } from '../../db/schema/teams';
import { appSignIns, simPhoneConnections, softphoneStates } from '../../db/schema/users';
import type { DbOrTx } from '../../platform/db/client';

// The writes of the users area: new customers, team membership, SIM links, softphones and the
// app's sign-ins.

export async function isOrgMember(db: DbOrTx, orgId: number, userId: number): Promise<boolean> {
  const member = await db
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  return member.length > 0;
}

export async function addOrgMember(tx: DbOrTx, orgId: number, userId: number): Promise<void> {
  await tx.insert(orgMembers).values({ orgId, userId, role: 'MEMBER' });
}

export async function findSimConnection(db: DbOrTx, id: number) {
  const [connection] = await db
    .select()
    .from(simPhoneConnections)
    .where(eq(simPhoneConnections.id, id));
  return connection ?? null;
}

/** Links the user's SIM phone, or finds the link it already has (a unique index holds it once). */
export async function linkSim(
  tx: DbOrTx,
  link: { userId: number; phone: string; deviceModel: string | null },
) {
  const [made] = await tx
    .insert(simPhoneConnections)
    .values({ userId: link.userId, phone: link.phone, deviceModel: link.deviceModel })
    .onConflictDoNothing()
    .returning();
  if (made) return { row: made, isNew: true };
  const [row] = await tx
    .select()
    .from(simPhoneConnections)
    .where(
      and(
        eq(simPhoneConnections.userId, link.userId),
        eq(simPhoneConnections.phone, link.phone),
        eq(simPhoneConnections.status, 'LINKED'),
      ),
    );
  return { row: row!, isNew: false };
}

/** Marks the connection unlinked by this staff member; answers the row as it now is. */
export async function unlinkSim(tx: DbOrTx, id: number, unlinkedById: number | null) {
  const [updated] = await tx
    .update(simPhoneConnections)
    .set({ status: 'UNLINKED', unlinkedAt: new Date(), unlinkedById })
    .where(eq(simPhoneConnections.id, id))
    .returning();
  return updated ?? null;
}

export async function markSoftphoneReconnecting(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(softphoneStates)
    .set({ status: 'RECONNECTING', lastReconnectAt: new Date() })
    .where(eq(softphoneStates.userId, userId));
}

/**
 * Records a sign-in the app reported, or finds it when the app reported it before (its key is
 * unique, so two reports at once still make one row).
 */
export async function recordSignIn(
  db: DbOrTx,
  signIn: typeof appSignIns.$inferInsert,
): Promise<{ id: number; isNew: boolean; userId: number }> {
  const [made] = await db
    .insert(appSignIns)
    .values(signIn)
    .onConflictDoNothing({ target: appSignIns.signInKey })
    .returning({ id: appSignIns.id });
  if (made) return { id: made.id, isNew: true, userId: signIn.userId };
  const [found] = await db
    .select({ id: appSignIns.id, userId: appSignIns.userId })
    .from(appSignIns)
    .where(eq(appSignIns.signInKey, signIn.signInKey));
  return { id: found!.id, isNew: false, userId: found!.userId };
}
