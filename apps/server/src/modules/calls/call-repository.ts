import { eq } from 'drizzle-orm';
import { callDetails, callHistory } from '../../db/schema/calls';
import type { DbOrTx } from '../../platform/db/client';

export type CallRecord = typeof callHistory.$inferSelect;
export type CallDetailsRecord = typeof callDetails.$inferSelect;

/** What the app learnt about a call afterwards (disposition, feedback, transcript), if anything. */
export async function callDetailsOf(
  db: DbOrTx,
  callId: number,
): Promise<CallDetailsRecord | undefined> {
  const [extra] = await db.select().from(callDetails).where(eq(callDetails.callId, callId));
  return extra;
}

/** The call's recording key (null when it has none); undefined when there is no such call. */
export async function recordingKeyOf(
  db: DbOrTx,
  callId: number,
): Promise<{ key: string | null } | undefined> {
  const [call] = await db
    .select({ key: callHistory.recordingId })
    .from(callHistory)
    .where(eq(callHistory.id, callId));
  return call;
}

/** The call's row, locked for this transaction so two edits cannot interleave. */
export async function lockCall(tx: DbOrTx, id: number): Promise<CallRecord | undefined> {
  const [call] = await tx.select().from(callHistory).where(eq(callHistory.id, id)).for('update');
  return call;
}

/** The fields staff may correct on a CDR. */
export type CallCorrection = Pick<
  typeof callHistory.$inferInsert,
  'status' | 'callType' | 'duration' | 'fromNumber' | 'toNumber' | 'startedAt' | 'endedAt'
>;

export async function correctCall(tx: DbOrTx, id: number, values: CallCorrection): Promise<void> {
  await tx.update(callHistory).set(values).where(eq(callHistory.id, id));
}

/** Soft-deletes (a time) or restores (null) a call; lists hide deleted calls unless asked. */
export async function setCallDeleted(tx: DbOrTx, id: number, deletedAt: Date | null) {
  await tx.update(callHistory).set({ deletedAt }).where(eq(callHistory.id, id));
}
