import { sql, type SQL } from 'drizzle-orm';
import type { DashboardGranularity, DateRange } from '@switchboard/contract/rules/dashboard-range';
import { rowsOf, toIso, type Db } from '../../platform/db/client';

/**
 * The dashboard's charts, each one query grouped by India day (or month) in SQL. Every range
 * condition is on the bare timestamp column, so it is a range of that column's index; the
 * India day a row falls on is computed only for the rows found. Each figure is written as the
 * list it opens filters (the payments, outbox and trial-call lists' `from`/`to` are India days
 * on the same columns).
 */

export type ChartQuery = DateRange & { granularity: DashboardGranularity };
type Row = Record<string, string | number | null>;
export const n = (value: string | number | null | undefined): number => Number(value ?? 0);

/** `column` within the range's India days: a range of its index. */
const within = (column: SQL, { from, to }: DateRange) =>
  sql`${column} >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
      and ${column} < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`;

/** The India day (or the first day of its India month) of a timestamp, as `YYYY-MM-DD`. */
const periodOf = (column: SQL, granularity: DashboardGranularity) =>
  granularity === 'month'
    ? sql`date_trunc('month', ${column} at time zone 'Asia/Kolkata')::date::text`
    : sql`(${column} at time zone 'Asia/Kolkata')::date::text`;

/**
 * Payments received and refunds paid out (of payments not deleted), GST invoices issued and
 * credit notes, per period. Four index ranges, summed per period in one round trip.
 */
export async function moneyPerPeriod(db: Db, q: ChartQuery): Promise<Row[]> {
  const at = (column: string) => periodOf(sql.raw(column), q.granularity);
  return rowsOf<Row>(
    db,
    sql`select period, sum(received)::float8 as received, sum(payments)::float8 as payments,
               sum(refunded)::float8 as refunded, sum(taxable)::float8 as taxable,
               sum(cgst)::float8 as cgst, sum(sgst)::float8 as sgst, sum(igst)::float8 as igst,
               sum(credited)::float8 as credited
          from (
            select ${at('p.created_at')} as period, sum(p.amount) as received, count(*) as payments,
                   0 as refunded, 0 as taxable, 0 as cgst, 0 as sgst, 0 as igst, 0 as credited
              from payments p
             where p.deleted_at is null and ${within(sql`p.created_at`, q)}
             group by 1
            union all
            select ${at('r.created_at')}, 0, 0, sum(r.amount), 0, 0, 0, 0, 0
              from payment_refunds r
              join payments p on p.id = r.payment_id and p.deleted_at is null
             where ${within(sql`r.created_at`, q)}
             group by 1
            union all
            select ${at('i.created_at')}, 0, 0, 0, sum(i.taxable), sum(i.cgst), sum(i.sgst), sum(i.igst), 0
              from invoices i
             where ${within(sql`i.created_at`, q)}
             group by 1
            union all
            select ${at('c.created_at')}, 0, 0, 0, 0, 0, 0, 0, sum(c.total)
              from credit_notes c
             where ${within(sql`c.created_at`, q)}
             group by 1
          ) figures
         group by period`,
  );
}

/**
 * Live teams by the period they were created, and how many of them pay now (no longer on
 * trial, as the Teams list's `trial=false` means it); trial plans started per period.
 */
export async function growthPerPeriod(db: Db, q: ChartQuery): Promise<Row[]> {
  const at = (column: string) => periodOf(sql.raw(column), q.granularity);
  return rowsOf<Row>(
    db,
    sql`select period, sum(new_orgs)::float8 as new_orgs, sum(paying)::float8 as paying,
               sum(trials_started)::float8 as trials_started
          from (
            select ${at('o.created_at')} as period, count(*) as new_orgs,
                   count(*) filter (where not o.is_trial) as paying, 0 as trials_started
              from orgs o
             where o.deleted_at is null and ${within(sql`o.created_at`, q)}
             group by 1
            union all
            select ${at('s.created_at')}, 0, 0, count(*)
              from subscriptions s
             where s.order_type = 'TRIAL' and ${within(sql`s.created_at`, q)}
             group by 1
          ) figures
         group by period`,
  );
}

/** Trial calls per period and status, summed from the per-day counters (call_day_counts). */
export async function trialCallsPerPeriod(db: Db, q: ChartQuery): Promise<Row[]> {
  const period =
    q.granularity === 'month' ? sql`date_trunc('month', day)::date::text` : sql`day::text`;
  return rowsOf<Row>(
    db,
    sql`select ${period} as period, status, sum(n)::float8 as n
          from call_day_counts
         where is_trial = 1 and day between ${q.from}::date and ${q.to}::date
         group by 1, 2`,
  );
}

/**
 * The audit actions of a KYC decision and what each decided. The list must stay the one of
 * the partial index audit_log_kyc_decisions_idx.
 */
const kycDecisionActions = sql`('kyc.approve', 'kyc.reject', 'kyc.incomplete', 'kyc.bv.approved', 'kyc.bv.rejected', 'kyc.bv.incomplete')`;

/**
 * The KYC queue now: the chips' counts (the same counters the queue reads), how long the
 * pending have waited since they were submitted (never submitted counts as the longest), and
 * the oldest of them; read from the queue's (review_status, submitted_at) index.
 */
export async function kycQueueNow(db: Db): Promise<{ queue: Row[]; age: Row }> {
  const queue = await rowsOf<Row>(
    db,
    sql`select review_status as status, sum(n)::float8 as n from kyc_queue_counts group by 1`,
  );
  const [age = {}] = await rowsOf<Row>(
    db,
    sql`select count(*) filter (where submitted_at >= now() - interval '1 day')::float8 as under_1_day,
               count(*) filter (where submitted_at < now() - interval '1 day'
                                  and submitted_at >= now() - interval '3 days')::float8 as "1_to_3_days",
               count(*) filter (where submitted_at < now() - interval '3 days'
                                  and submitted_at >= now() - interval '7 days')::float8 as "3_to_7_days",
               count(*) filter (where submitted_at is null or submitted_at < now() - interval '7 days')::float8 as over_7_days,
               min(submitted_at) as oldest
          from kyc
         where review_status = 'PENDING' and not org_deleted`,
  );
  return { queue, age: { ...age, oldest: age.oldest ? toIso(age.oldest as string) : null } };
}

/** Each reviewer's KYC decisions (regular and business) in the range, busiest first. */
export async function kycDecisionsByReviewer(db: Db, range: DateRange): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`select a.actor_id as id,
               coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, '#' || a.actor_id) as name,
               count(*) filter (where a.action in ('kyc.approve', 'kyc.bv.approved'))::float8 as approved,
               count(*) filter (where a.action in ('kyc.reject', 'kyc.bv.rejected'))::float8 as rejected,
               count(*) filter (where a.action in ('kyc.incomplete', 'kyc.bv.incomplete'))::float8 as incomplete
          from audit_log a
          left join users u on u.id = a.actor_id
         where a.action in ${kycDecisionActions} and a.actor_id is not null
           and ${within(sql`a.created_at`, range)}
         group by a.actor_id, u.first_name, u.last_name, u.email
         order by count(*) desc, a.actor_id
         limit 20`,
  );
}

/** Messages recorded in the range, per channel and the status each is in now. */
export async function outboxByChannel(db: Db, range: DateRange): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`select channel, status, count(*)::float8 as n
          from outbox
         where ${within(sql`created_at`, range)}
         group by 1, 2`,
  );
}
