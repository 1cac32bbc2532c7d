import type { CallBulkFilter } from '@switchboard/contract/calls';
import { formatMessage } from '@switchboard/contract/messages';
import { audit, type Actor } from '../../platform/audit/audit';
import { bulkCount, bulkIds, runBulk } from '../../platform/bulk/run-bulk';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { lockCall, setCallDeleted } from './call-repository';
import { callIdsMatching } from './repository';

/**
 * Soft-deletes or restores one call under its row lock, with its audit entry. A call already
 * in that state is refused, so running a bulk delete twice changes nothing the second time.
 */
export async function setCallDeletion(db: Db, actor: Actor, id: number, deleted: boolean) {
  await db.transaction(async (tx) => {
    const call = await lockCall(tx, id);
    if (!call) throw notFound('Call');
    if ((call.deletedAt !== null) === deleted)
      throw conflict(formatMessage(deleted ? 'callAlreadyDeleted' : 'callNotDeleted', { id }));
    await setCallDeleted(tx, id, deleted ? new Date() : null);
    await audit(tx, actor, {
      action: deleted ? 'calls.delete' : 'calls.restore',
      subjectType: 'CallHistory',
      subjectId: id,
      orgId: call.orgId,
      summary: { deleted: { before: !deleted, after: deleted } },
    });
  });
}

/** A select-all picks from the list it was made on: one team's calls, or the trial calls. */
const matching = (db: Db, filter: CallBulkFilter) => (limit: number) => {
  const { org_id: orgId, ...f } = filter;
  return callIdsMatching(db, orgId ? { kind: 'org', orgId } : { kind: 'trial' }, f, limit);
};

/** POST /call-history/bulk: the one-call deletion or restore on each ticked or filtered call. */
export async function bulkCalls(
  db: Db,
  actor: Actor,
  body: { action: 'delete' | 'restore'; ids?: number[] | undefined; filter?: CallBulkFilter },
) {
  const ids = await bulkIds(body, matching(db, body.filter ?? {}));
  return runBulk(ids, (id) => setCallDeletion(db, actor, id, body.action === 'delete'));
}

/** POST /call-history/bulk/count: how many calls the filter picks now. */
export const countCallsBulk = (db: Db, filter: CallBulkFilter) => bulkCount(matching(db, filter));
