import type { KycAssigneeFilter } from '@switchboard/contract/kyc';
import { queueStatuses } from '@switchboard/contract/rules/kyc';
import { auditedRows, type Actor } from '../../platform/audit/audit';
import { toIso, type Db } from '../../platform/db/client';
import { offsetOf, type CountResult } from '../../platform/db/paging';
import {
  pageRows,
  textMatches,
  totalsByStatus,
  walkKyc,
  withOrgColumns,
  type Filters,
} from './search-repository';

/** The filters as asked, "Assigned to: me" read as the asking staff member. */
type Asked<F> = Omit<F, 'assignee'> & { assignee?: KycAssigneeFilter | undefined };

/**
 * "Assigned to: me" is whoever asks, so one link or saved view shows each reviewer their own
 * share; a caller with no id (none reaches the queue) is nobody's assignee.
 */
export function withMe<F extends Filters>(filters: Asked<F>, actorId: number | null): F {
  const { assignee, ...rest } = filters;
  if (assignee !== 'me') return { ...rest, assignee } as F;
  return { ...rest, assignee: actorId ?? 0 } as F;
}

const sum = (totals: Map<string, number>) => [...totals.values()].reduce((a, b) => a + b, 0);

/** One page of the queue, newest submission first, with each org's name and current plan. */
export async function searchKyc(
  db: Db,
  actor: Actor,
  asked: Asked<Filters & { page: number; page_size: number }>,
) {
  const query = withMe(asked, actor.actorId);
  const text = query.text ? await textMatches(db, query.text) : null;
  const offset = offsetOf(query.page, query.page_size);
  const [rows, { totals, estimate }] = await Promise.all([
    pageRows(db, query, text).then((page) => withOrgColumns(db, page)),
    totalsByStatus(db, query, text),
  ]);
  // An estimate never claims fewer rows than the pages already shown hold.
  const count: CountResult = estimate
    ? { total_items: Math.max(sum(totals), offset + rows.length), total_is_estimate: true }
    : { total_items: sum(totals), total_is_estimate: false };
  return {
    rows: rows.map((r) => ({ ...r, submitted_at: toIso(r.submitted_at) })),
    ...count,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Counts per chip under the other filters: exact, or flagged estimates for a broad text. */
export async function countKycByStatus(
  db: Db,
  actor: Actor,
  asked: Asked<Omit<Filters, 'status'>>,
) {
  const filters = withMe(asked, actor.actorId);
  const text = filters.text ? await textMatches(db, filters.text) : null;
  const { totals, estimate } = await totalsByStatus(db, filters, text);
  return {
    counts: queueStatuses.map((status) => ({
      status,
      count: totals.get(status) ?? 0,
      is_estimate: estimate,
    })),
  };
}

/**
 * The queue the filters pick, as CSV rows streamed page by page in the queue's order; who
 * exported which KYC rows is audited before the first row goes out.
 */
export function exportKyc(db: Db, actor: Actor, asked: Asked<Filters>) {
  const filters = withMe(asked, actor.actorId);
  async function* rows() {
    for await (const page of walkKyc(db, filters))
      for (const { status, bv_status: business, assignee, ...row } of page)
        yield {
          ...row,
          assignee: assignee?.name ?? '',
          user_kyc_status: status,
          business_kyc_status: business ?? '',
          submitted_at: toIso(row.submitted_at) ?? '',
        };
  }
  return auditedRows(
    db,
    actor,
    { action: 'kyc.export', subjectType: 'Kyc', summary: { filters: asked } },
    rows(),
  );
}
