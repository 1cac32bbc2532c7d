import { eq } from 'drizzle-orm';
import type { CdrUpdate } from '@switchboard/contract/calls';
import { callHistory } from '../../db/schema/calls';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import { toIso, type Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';

/**
 * Corrects a CDR's fields in one transaction with its audit entry, which keeps the original
 * values (`{ field: { before, after } }`). The row is locked so two edits cannot interleave.
 */
export async function updateCdr(db: Db, actor: Actor, id: number, body: CdrUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const [call] = await tx.select().from(callHistory).where(eq(callHistory.id, id)).for('update');
    if (!call) throw notFound('Call');
    const before = {
      status: call.status,
      call_type: call.callType,
      duration: call.duration,
      from_number: call.fromNumber,
      to_number: call.toNumber,
      started_at: toIso(call.startedAt),
      ended_at: toIso(call.endedAt),
    };
    const after = { ...before, ...body };
    if (after.ended_at && Date.parse(after.ended_at) < Date.parse(after.started_at)) {
      throw badRequest('The call cannot end before it started', [{ field: 'ended_at', message: 'must not be before started_at' }]);
    }
    const changes = diff(before, { ...body, started_at: normalise(body.started_at), ended_at: body.ended_at === null ? null : normalise(body.ended_at) });
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(callHistory)
      .set({
        status: after.status,
        callType: after.call_type,
        duration: after.duration,
        fromNumber: after.from_number,
        toNumber: after.to_number,
        startedAt: new Date(after.started_at),
        endedAt: after.ended_at ? new Date(after.ended_at) : null,
      })
      .where(eq(callHistory.id, id));
    await audit(tx, actor, { action: 'calls.update', subjectType: 'CallHistory', subjectId: id, orgId: call.orgId, summary: changes });
  });
}

/** Timestamps compared as the server writes them, so '+05:30' and 'Z' forms of one instant are equal. */
const normalise = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
