import type { KycFilter } from '@switchboard/contract/kyc';
import { bulkCount, bulkIds, runBulk } from '../../platform/bulk/run-bulk';
import type { Db } from '../../platform/db/client';
import { kycIdsMatching } from './search-repository';
import { rejectKyc, type ReviewContext } from './service';

/**
 * POST /org/kyc/bulk: a re-upload request is the one-org rejection with the reasons staff
 * picked, run on each org in its own transaction (its transition rule, its audit entry); an
 * org already rejected is refused by that rule, so a second run asks nobody twice.
 */
export async function bulkKyc(
  ctx: ReviewContext,
  body: { rejection_messages: string[]; ids?: number[] | undefined; filter?: KycFilter },
) {
  const ids = await bulkIds(body, (limit) => kycIdsMatching(ctx.db, body.filter ?? {}, limit));
  return runBulk(ids, (orgId) => rejectKyc(ctx, orgId, body.rejection_messages));
}

/** POST /org/kyc/bulk/count: how many queue rows the filter picks now. */
export const countKycBulk = (db: Db, filter: KycFilter) =>
  bulkCount((limit) => kycIdsMatching(db, filter, limit));
