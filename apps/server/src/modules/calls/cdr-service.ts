import type { CdrUpdate } from '@switchboard/contract/calls';
import { formatMessage } from '@switchboard/contract/messages';
import { durationFits, longestDurationSeconds } from '@switchboard/contract/rules/cdr-times';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import { toIso, type Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { correctCall, lockCall } from './call-repository';
import { findCall } from './repository';

/**
 * Corrects a CDR's fields in one transaction with its audit entry, which keeps the original
 * values (`{ field: { before, after } }`). The row is locked so two edits cannot interleave.
 */
export async function updateCdr(db: Db, actor: Actor, id: number, body: CdrUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const call = await lockCall(tx, id);
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
      throw badRequest(formatMessage('callEndsBeforeStart'), [
        { field: 'ended_at', message: 'must not be before started_at' },
      ]);
    }
    if (!durationFits(after.duration, after.started_at, after.ended_at)) {
      const longest = longestDurationSeconds(after.started_at, after.ended_at);
      throw badRequest(formatMessage('cdrDurationTooLong', { seconds: String(longest) }), [
        { field: 'duration', message: `must be at most ${longest} seconds` },
      ]);
    }
    const changes = diff(before, {
      ...body,
      started_at: normalise(body.started_at),
      ended_at: body.ended_at === null ? null : normalise(body.ended_at),
    });
    if (Object.keys(changes).length === 0) return;
    await correctCall(tx, id, {
      status: after.status,
      callType: after.call_type,
      duration: after.duration,
      fromNumber: after.from_number,
      toNumber: after.to_number,
      startedAt: new Date(after.started_at),
      endedAt: after.ended_at ? new Date(after.ended_at) : null,
    });
    await audit(tx, actor, {
      action: 'calls.update',
      subjectType: 'CallHistory',
      subjectId: id,
      orgId: call.orgId,
      summary: changes,
    });
  });
}

/** PUT /call-history/{id}: the correction, then the call as it now is, with the spec's message. */
export async function correctCdr(db: Db, actor: Actor, id: number, body: CdrUpdate) {
  await updateCdr(db, actor, id, body);
  const call = await findCall(db, id);
  if (!call) throw notFound('Call');
  return { message: formatMessage('cdrUpdated'), call };
}

/** Timestamps compared as the server writes them, so '+05:30' and 'Z' forms of one instant are equal. */
const normalise = (value: string | undefined) =>
  value === undefined ? undefined : new Date(value).toISOString();
