import type { KycBulkBody, KycFilter } from '@switchboard/contract/kyc';
import { bulkCount, bulkIds, runBulk } from '../../platform/bulk/run-bulk';
import type { Db } from '../../platform/db/client';
import { assignKyc } from './assign-service';
import { kycIdsMatching } from './search-repository';
import { withMe } from './search-service';
import { rejectKyc, type ReviewContext } from './service';

/**
 * POST /org/kyc/bulk: a one-org action run on each org in its own transaction (its rules, its
 * audit entry). A re-upload request is the one-org rejection with the reasons staff picked (an
 * org already rejected is refused by that rule, so a second run asks nobody twice); an
 * assignment is the one-org assignment (the same assignee again changes nothing).
 */
export async function bulkKyc(ctx: ReviewContext, body: KycBulkBody) {
  const filter = withMe(body.filter ?? {}, ctx.actor.actorId);
  const ids = await bulkIds(body, (limit) => kycIdsMatching(ctx.db, filter, limit));
  if (body.action === 'assign')
    return runBulk(ids, (orgId) => assignKyc(ctx, orgId, body.assignee_id));
  return runBulk(ids, (orgId) => rejectKyc(ctx, orgId, body.rejection_messages));
}

/** POST /org/kyc/bulk/count: how many queue rows the filter picks now. */
export const countKycBulk = (db: Db, filter: KycFilter, actorId: number | null) =>
  bulkCount((limit) => kycIdsMatching(db, withMe(filter, actorId), limit));
