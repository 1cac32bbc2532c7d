import { and, inArray, sql } from 'drizzle-orm';
import type { CallDetailsInput } from '@switchboard/contract/calls';
import { callDetails, callHistory } from '../../db/schema/calls';
import { files } from '../../db/schema/files';
import { voiceMessages } from '../../db/schema/numbers';
import { orgMembers, orgs } from '../../db/schema/teams';
import type { DbOrTx, Tx } from '../../platform/db/client';
import type { CheckedRecording } from './ingest-recordings';

export type NewCall = typeof callHistory.$inferInsert;

/** The stored calls of these switch call ids: `key` is the switch call id. */
export const idsOf = (db: DbOrTx, switchCallIds: string[]) =>
  db
    .select({ id: callHistory.id, key: callHistory.switchCallId })
    .from(callHistory)
    .where(inArray(callHistory.switchCallId, switchCallIds));

/**
 * Inserts the calls; one whose switch call id is already stored (a concurrent retry of the same
 * CDR won the race) is skipped. Returns the calls this insert created.
 */
export const insertNewCalls = (tx: Tx, calls: NewCall[]) =>
  tx
    .insert(callHistory)
    .values(calls)
    .onConflictDoNothing({ target: callHistory.switchCallId })
    .returning({ id: callHistory.id, key: callHistory.switchCallId });

/** Which of these orgs exist. */
export async function existingOrgIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  return new Set(
    (await db.select({ id: orgs.id }).from(orgs).where(inArray(orgs.id, ids))).map((o) => o.id),
  );
}

/** The memberships among these users and orgs, as `orgId:userId`. */
export async function memberships(
  db: DbOrTx,
  userIds: number[],
  orgIds: number[],
): Promise<Set<string>> {
  const pairs = await db
    .select({ orgId: orgMembers.orgId, userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(inArray(orgMembers.userId, userIds), inArray(orgMembers.orgId, orgIds)));
  return new Set(pairs.map((p) => `${p.orgId}:${p.userId}`));
}

/** Which of these file keys something already points at. */
export async function keysInUse(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const lists = await Promise.all([
    db
      .select({ key: callHistory.recordingId })
      .from(callHistory)
      .where(inArray(callHistory.recordingId, keys)),
    db
      .select({ key: voiceMessages.fileName })
      .from(voiceMessages)
      .where(inArray(voiceMessages.fileName, keys)),
    db
      .select({ key: sql<string>`${orgs.settings} -> 'caller_tune' ->> 'file_name'` })
      .from(orgs)
      .where(inArray(sql`${orgs.settings} -> 'caller_tune' ->> 'file_name'`, keys)),
  ]);
  return new Set(lists.flat().map((r) => r.key ?? ''));
}

/** The file rows of recordings already written, inside the transaction that inserts their calls. */
export async function recordRecordingFiles(tx: Tx, recordings: CheckedRecording[]): Promise<void> {
  for (const r of recordings) {
    const values = {
      key: r.key,
      contentType: r.contentType,
      size: r.body.length,
      isPublic: false,
      kind: r.kind,
      originalName: null,
      createdById: null,
    };
    await tx.insert(files).values(values).onConflictDoUpdate({ target: files.key, set: values });
  }
}

/**
 * Stores what is known about calls after they end. Each part given replaces the stored one;
 * parts not given stay as they were (a summary may come an hour after the feedback).
 */
export async function upsertCallDetails(
  tx: Tx,
  details: (CallDetailsInput & { callId: number })[],
): Promise<void> {
  for (const d of details) {
    const parts = {
      ...(d.disposition !== undefined && { disposition: d.disposition }),
      ...(d.feedback_rating !== undefined && { feedbackRating: d.feedback_rating }),
      ...(d.feedback_comment !== undefined && { feedbackComment: d.feedback_comment }),
      ...(d.summary !== undefined && { summary: d.summary }),
      ...(d.transcript !== undefined && { transcript: d.transcript }),
    };
    if (Object.keys(parts).length === 0) continue;
    await tx
      .insert(callDetails)
      .values({ callId: d.callId, ...parts })
      .onConflictDoUpdate({ target: callDetails.callId, set: { ...parts, updatedAt: new Date() } });
  }
}
