import { sql, type SQL } from 'drizzle-orm';
import type { KycRow } from '@switchboard/contract/kyc';
import { queueStatuses, type KycStatus, type QueueStatus } from '@switchboard/contract/rules/kyc';
import { rowsOf, toIso, type Db } from '../../platform/db/client';
import { cappedCount, containsText, offsetOf } from '../../platform/db/paging';

type Filters = {
  status?: QueueStatus | undefined;
  text?: string | undefined;
  trial?: boolean | undefined;
  user_kyc_status?: KycStatus | undefined;
  business_kyc_status?: KycStatus | undefined;
};

/**
 * A text search matching at most this many orgs is resolved to their ids first, so the queue
 * reads only their KYC rows; a broader text walks the queue order and keeps the matches.
 */
const TEXT_IDS_CAP = 2000;

function kycConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [sql`not k.org_deleted`];
  if (filters.trial !== undefined) conditions.push(sql`k.org_is_trial = ${filters.trial}`);
  if (filters.status) conditions.push(sql`k.review_status = ${filters.status}`);
  if (filters.user_kyc_status) conditions.push(sql`k.status = ${filters.user_kyc_status}`);
  if (filters.business_kyc_status) {
    conditions.push(
      filters.business_kyc_status === 'NOT_SUBMITTED'
        ? sql`coalesce(k.bv_status, 'NOT_SUBMITTED') = 'NOT_SUBMITTED'`
        : sql`k.bv_status = ${filters.business_kyc_status}`,
    );
  }
  return conditions;
}

function orgConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [sql`o.deleted_at is null`];
  if (filters.trial !== undefined) conditions.push(sql`o.is_trial = ${filters.trial}`);
  if (filters.text) conditions.push(containsText(sql`o.search_text`, filters.text));
  return conditions;
}

/** Ids of the live orgs a selective text matches, or null when it matches too many to list. */
async function textMatches(db: Db, filters: Filters): Promise<number[] | null> {
  if (!filters.text) return null;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select o.id from orgs o where ${sql.join(orgConditions(filters), sql` and `)} limit ${TEXT_IDS_CAP + 1}`,
  );
  return rows.length > TEXT_IDS_CAP ? null : rows.map((r) => r.id);
}

/**
 * `from ... where ...` of the queue over live orgs. Every filter but text is on kyc itself
 * (the org's trial and deleted flags are kept there by triggers); a selective text reads only
 * the matched orgs' rows, a broad one joins orgs and walks the queue's order.
 */
function fromWhere(filters: Filters, matchedIds: number[] | null): SQL {
  const kycOnly = kycConditions(filters);
  if (matchedIds) kycOnly.push(sql`k.org_id = any(${`{${matchedIds.join(',')}}`}::int[])`);
  if (!filters.text || matchedIds) return sql`from kyc k where ${sql.join(kycOnly, sql` and `)}`;
  const all = [...kycOnly, ...orgConditions(filters)];
  return sql`from kyc k join orgs o on o.id = k.org_id where ${sql.join(all, sql` and `)}`;
}

type Raw = Omit<KycRow, 'submitted_at'> & { submitted_at: Date | string | null };

/** One page of the queue, newest submission first, with each org's name and current plan. */
export async function searchKyc(db: Db, query: Filters & { page: number; page_size: number }) {
  const matched = await textMatches(db, query);
  const where = fromWhere(query, matched);
  const [rows, count] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`select page.*, o.name as org_name, o.product_number, o.is_trial, plan.name as plan_name
            from (select k.org_id, k.kyc_template, k.review_status, k.status, k.bv_status, k.is_biz_kyc_required,
                         k.submitted_at, k.version
                    ${where}
                   order by k.submitted_at desc nulls last, k.org_id desc nulls last
                   limit ${query.page_size} offset ${offsetOf(query.page, query.page_size)}) page
            join orgs o on o.id = page.org_id
            left join lateral (select p.name from subscriptions s join plans p on p.id = s.plan_id
                                where s.org_id = page.org_id order by s.id desc limit 1) plan on true
           order by page.submitted_at desc nulls last, page.org_id desc`,
    ),
    cappedCount(db, where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, submitted_at: toIso(r.submitted_at) })),
    ...count,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Counts per chip under the other filters; each is exact up to the cap, then estimated. */
export async function countKycByStatus(db: Db, filters: Omit<Filters, 'status'>) {
  const matched = await textMatches(db, filters);
  const counts = await Promise.all(
    queueStatuses.map(async (status) => {
      const count = await cappedCount(db, fromWhere({ ...filters, status }, matched));
      return { status, count: count.total_items, is_estimate: count.total_is_estimate };
    }),
  );
  return { counts };
}
