import type { PresenceDevice } from '@switchboard/contract/presence';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orgMembers } from '../../db/schema/teams';
import { softphoneStates, userDevices } from '../../db/schema/users';
import type { DbOrTx, Tx } from '../../platform/db/client';

export type SoftphoneRow = typeof softphoneStates.$inferSelect;

/** Which of these users exist (not deleted). */
export async function liveUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** The softphones of these users, locked until the transaction ends: events apply in order. */
export async function lockSoftphones(
  tx: Tx,
  userIds: number[],
): Promise<Map<number, SoftphoneRow>> {
  const rows = await tx
    .select()
    .from(softphoneStates)
    .where(inArray(softphoneStates.userId, userIds))
    .for('update');
  return new Map(rows.map((r) => [r.userId, r]));
}

export async function saveSoftphone(tx: Tx, row: typeof softphoneStates.$inferInsert) {
  await tx
    .insert(softphoneStates)
    .values(row)
    .onConflictDoUpdate({ target: softphoneStates.userId, set: { ...row, updatedAt: new Date() } });
}

/**
 * The device an event came from: the user's device of that platform and model is seen again
 * (its versions and push token brought up to date), or a new one is added.
 */
export async function touchDevice(
  tx: Tx,
  userId: number,
  device: PresenceDevice,
  at: Date,
): Promise<void> {
  const values = {
    ...(device.os_version !== undefined && { osVersion: device.os_version }),
    ...(device.app_version !== undefined && { appVersion: device.app_version }),
    ...(device.push_token !== undefined && { pushToken: device.push_token }),
    lastSeenAt: at,
  };
  const updated = await tx
    .update(userDevices)
    .set(values)
    .where(
      and(
        eq(userDevices.userId, userId),
        eq(userDevices.platform, device.platform),
        sql`coalesce(${userDevices.model}, '') = ${device.model ?? ''}`,
      ),
    )
    .returning({ id: userDevices.id });
  if (updated.length > 0) return;
  await tx
    .insert(userDevices)
    .values({ userId, platform: device.platform, model: device.model ?? null, ...values });
}

/** The orgs these users belong to, by user. */
export async function orgsOfUsers(db: DbOrTx, userIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ userId: orgMembers.userId, orgId: orgMembers.orgId })
    .from(orgMembers)
    .where(inArray(orgMembers.userId, userIds));
  const byUser = new Map<number, number[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.orgId]);
  return byUser;
}

/** Announces a change to every instance's listeners when the transaction commits. */
export async function notifyPresence(tx: Tx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}
