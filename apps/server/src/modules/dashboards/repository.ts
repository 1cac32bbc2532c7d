import { sql } from 'drizzle-orm';
import type { DashboardSummary } from '@switchboard/contract/dashboards';
import { rowsOf, type Db } from '../../platform/db/client';
import { onReplica } from '../../platform/db/read-handle';
import { indiaDayStart, indiaToday } from '../../platform/db/india-days';

type Row = Record<string, number | string | null>;
const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** Today and the 29 days before, as India dates: where "last 30 days" starts. */
const since = sql`(${indiaToday} - 29)`;

/**
 * One round trip; each figure is an indexed count over a bounded table, written as the list
 * it links to filters: the KYC queue's counters (its Pending chip), a subscription current
 * while `valid_till >= now()`, payments from an India day on (the payments list's `from`).
 */
export function dashboardSummary(handle: Db): Promise<DashboardSummary> {
  return onReplica(handle, (db) => dashboardSummaryOn(db));
}

async function dashboardSummaryOn(db: Db): Promise<DashboardSummary> {
  const [row = {}] = await rowsOf<Row>(
    db,
    sql`select
      (select count(*) from orgs where deleted_at is null) as orgs_total,
      (select count(*) from orgs where deleted_at is null and is_trial) as orgs_trial,
      (select count(*) from orgs where deleted_at is null and status = 'SUSPENDED') as orgs_suspended,
      (select coalesce(sum(n), 0) from kyc_queue_counts where review_status = 'PENDING') as kyc_pending,
      (select coalesce(sum(n), 0) from kyc_queue_counts where bv_key = 'PENDING') as bv_pending,
      (select count(*) from subscriptions where status = 'active' and valid_till >= now()) as subs_active,
      (select count(*) from subscriptions where status = 'active' and valid_till >= now()
          and valid_till < now() + interval '7 days') as subs_expiring,
      (select coalesce(sum(amount - refunded_amount), 0) from payments
          where deleted_at is null and created_at >= ${indiaDayStart(since)}) as paid_30,
      (select count(*) from payments
          where deleted_at is null and created_at >= ${indiaDayStart(since)}) as paid_count_30,
      ${since}::text as since`,
  );
  return {
    orgs: { total: n(row.orgs_total), trial: n(row.orgs_trial), suspended: n(row.orgs_suspended) },
    kyc: { pending: n(row.kyc_pending), business_pending: n(row.bv_pending) },
    subscriptions: { active: n(row.subs_active), expiring_7_days: n(row.subs_expiring) },
    payments: {
      last_30_days_paise: n(row.paid_30),
      count_30_days: n(row.paid_count_30),
      since: String(row.since),
    },
  };
}
