import { sql, type SQL } from 'drizzle-orm';
import type { DashboardGranularity, DateRange } from '@switchboard/contract/rules/dashboard-range';
import { rowsOf, toIso, type Db } from '../../platform/db/client';
import { onReplica } from '../../platform/db/read-handle';
import { indiaDayEnd, indiaDayOf, indiaDayStart, indiaMonthOf } from '../../platform/db/india-days';

/**
 * The dashboard's charts, each one query grouped by India day (or month) in SQL. Money, new
 * teams and trial calls are read from per-day counters kept exact by triggers (migration 0054),
 * a few rows a day at any size; the rest count their rows through an index on the timestamp,
 * whose range condition is on the bare column. Each figure means what the list it opens
 * filters (the lists' `from`/`to` are India days on the same columns).
 */

export type ChartQuery = DateRange & { granularity: DashboardGranularity };
type Row = Record<string, string | number | null>;
export const n = (value: string | number | null | undefined): number => Number(value ?? 0);

/** `column` within the range's India days: a range of its index. */
const within = (column: SQL, { from, to }: DateRange) =>
  sql`${column} >= ${indiaDayStart(from)} and ${column} < ${indiaDayEnd(to)}`;

/** The India day (or the first day of its India month) of a timestamp, as `YYYY-MM-DD`. */
const periodOf = (column: SQL, granularity: DashboardGranularity) =>
  granularity === 'month' ? indiaMonthOf(column) : indiaDayOf(column);

/** A day column's period: the day itself, or the first day of its month, as `YYYY-MM-DD`. */
const periodOfDay = (granularity: DashboardGranularity) =>
  granularity === 'month' ? sql`date_trunc('month', day)::date::text` : sql`day::text`;

/** The range's rows of a per-day counter table. */
const daysWithin = ({ from, to }: DateRange) => sql`day between ${from}::date and ${to}::date`;

/**
 * Payments received and refunds paid out, GST invoices issued and credit notes, per period:
 * a row a day from money_day_totals, which triggers keep exact (migration 0054).
 */
export function moneyPerPeriod(handle: Db, q: ChartQuery): Promise<Row[]> {
  return onReplica(handle, (db) => moneyPerPeriodOn(db, q));
}

async function moneyPerPeriodOn(db: Db, q: ChartQuery): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`select ${periodOfDay(q.granularity)} as period,
               sum(received)::float8 as received, sum(payments)::float8 as payments,
               sum(refunded)::float8 as refunded, sum(taxable)::float8 as taxable,
               sum(cgst)::float8 as cgst, sum(sgst)::float8 as sgst, sum(igst)::float8 as igst,
               sum(credited)::float8 as credited
          from money_day_totals
         where ${daysWithin(q)}
         group by 1`,
  );
}

/**
 * Live teams by the period they were created, and how many of them pay now (no longer on
 * trial, as the Teams list's `trial=false` means it), from org_day_counts; trial plans started
 * per period, few enough to count through their partial index.
 */
export function growthPerPeriod(handle: Db, q: ChartQuery): Promise<Row[]> {
  return onReplica(handle, (db) => growthPerPeriodOn(db, q));
}

async function growthPerPeriodOn(db: Db, q: ChartQuery): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`select period, sum(new_orgs)::float8 as new_orgs, sum(paying)::float8 as paying,
               sum(trials_started)::float8 as trials_started
          from (
            select ${periodOfDay(q.granularity)} as period, sum(n) as new_orgs,
                   coalesce(sum(n) filter (where not is_trial), 0) as paying, 0 as trials_started
              from org_day_counts
             where ${daysWithin(q)}
             group by 1
            union all
            select ${periodOf(sql`s.created_at`, q.granularity)}, 0, 0, count(*)
              from subscriptions s
             where s.order_type = 'TRIAL' and ${within(sql`s.created_at`, q)}
             group by 1
          ) figures
         group by period`,
  );
}

/** Trial calls per period and status, summed from the per-day counters (call_day_counts). */
export function trialCallsPerPeriod(handle: Db, q: ChartQuery): Promise<Row[]> {
  return onReplica(handle, (db) => trialCallsPerPeriodOn(db, q));
}

async function trialCallsPerPeriodOn(db: Db, q: ChartQuery): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`select ${periodOfDay(q.granularity)} as period, status, sum(n)::float8 as n
          from call_day_counts
         where is_trial = 1 and ${daysWithin(q)}
         group by 1, 2`,
  );
}

/**
 * The audit actions of a KYC decision and what each decided. The list must stay the one of
 * the partial index audit_log_kyc_decisions_idx.
 */
const kycDecisionActions = sql`('kyc.approve', 'kyc.reject', 'kyc.incomplete', 'kyc.bv.approved', 'kyc.bv.rejected', 'kyc.bv.incomplete')`;

/**
 * The KYC queue now: the chips' counts (the same counters the queue reads), how many of the
 * pending were submitted within the last day, 1-3 and 3-7 days ago (each a range of the
 * queue's (review_status, submitted_at) index; the rest waited longer or were never
 * submitted), and the oldest submission.
 */
export function kycQueueNow(handle: Db): Promise<{ queue: Row[]; age: Row }> {
  return onReplica(handle, (db) => kycQueueNowOn(db));
}

async function kycQueueNowOn(db: Db): Promise<{ queue: Row[]; age: Row }> {
  const queue = await rowsOf<Row>(
    db,
    sql`select review_status as status, sum(n)::float8 as n from kyc_queue_counts group by 1`,
  );
  const pending = sql`from kyc where review_status = 'PENDING' and not org_deleted`;
  const submitted = (newest: number, oldest: number) =>
    sql`(select count(*) ${pending}
          ${newest > 0 ? sql`and submitted_at < now() - make_interval(days => ${newest}::int)` : sql``}
          and submitted_at >= now() - make_interval(days => ${oldest}::int))::float8`;
  const [age = {}] = await rowsOf<Row>(
    db,
    sql`select ${submitted(0, 1)} as under_1_day, ${submitted(1, 3)} as "1_to_3_days",
               ${submitted(3, 7)} as "3_to_7_days", (select min(submitted_at) ${pending}) as oldest`,
  );
  return { queue, age: { ...age, oldest: age.oldest ? toIso(age.oldest as string) : null } };
}

/** Each reviewer's KYC decisions (regular and business) in the range, busiest first. */
export function kycDecisionsByReviewer(handle: Db, range: DateRange): Promise<Row[]> {
  return onReplica(handle, (db) => kycDecisionsByReviewerOn(db, range));
}

async function kycDecisionsByReviewerOn(db: Db, range: DateRange): Promise<Row[]> {
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
export function outboxByChannel(handle: Db, range: DateRange): Promise<Row[]> {
  return onReplica(handle, (db) => outboxByChannelOn(db, range));
}

async function outboxByChannelOn(db: Db, range: DateRange): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`select channel, status, count(*)::float8 as n
          from outbox
         where ${within(sql`created_at`, range)}
         group by 1, 2`,
  );
}
