import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  Payment,
  PaymentList,
  PaymentGatewayEvent,
  PaymentListQuery,
  PaymentRefund,
} from '@switchboard/contract/payments';
import { paymentRefunds, payments } from '../../../db/schema/payments';
import { subscriptions } from '../../../db/schema/subscriptions';
import { rowsOf, toIso, type DbOrTx } from '../../../platform/db/client';
import { containsText, idIn, pageOfIds, walkById } from '../../../platform/db/paging';
import { onIndiaDays } from '../../../platform/db/india-days';

type Row = Omit<Payment, 'created_at' | 'amount' | 'refunded_amount'> & {
  amount: number | string;
  refunded_amount: number | string;
  created_at: Date | string;
};

const toPayment = (r: Row): Payment => ({
  ...r,
  amount: Number(r.amount),
  refunded_amount: Number(r.refunded_amount),
  created_at: toIso(r.created_at),
});

const selectPayments = sql`select p.id, p.org_id, o.name as org_name, p.subscription_id, p.payment_type, p.status,
       p.amount, p.refunded_amount, p.payment_ref, p.description, i.id as invoice_id, i.number as invoice_number,
       p.created_at
  from payments p
  join orgs o on o.id = p.org_id
  left join invoices i on i.payment_id = p.id`;

type PaymentFilters = Omit<PaymentListQuery, 'page' | 'page_size'>;

/** The list's filters as conditions on `p`, the text apart (it picks the search's plan). */
function paymentFilters(query: PaymentFilters) {
  const where: SQL[] = [sql`p.deleted_at is null`];
  if (query.org_id) where.push(sql`p.org_id = ${query.org_id}`);
  where.push(...onIndiaDays(sql`p.created_at`, query.from, query.to));
  const text = query.text ? containsText(sql`p.search_text`, query.text) : null;
  return { where, text };
}

/** Newest first. Filters use (org_id, id desc), the id index and the trigram index on search_text. */
export async function listPayments(db: DbOrTx, query: PaymentListQuery): Promise<PaymentList> {
  const { where, text } = paymentFilters(query);
  const { ids, count } = await pageOfIds(db, {
    table: 'payments',
    alias: 'p',
    filters: where,
    text,
    page: query.page,
    pageSize: query.page_size,
  });
  const rows =
    ids.length === 0
      ? []
      : await rowsOf<Row>(
          db,
          sql`${selectPayments} where ${idIn(sql`p.id`, ids)} order by p.id desc`,
        );
  return {
    rows: rows.map(toPayment),
    ...count,
    count: count.total_items,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Every payment the list's filters pick, newest first, a page at a time (CSV export). */
export async function* walkPayments(db: DbOrTx, query: PaymentFilters) {
  const { where, text } = paymentFilters(query);
  for await (const page of walkById<Row>(db, {
    select: selectPayments,
    id: sql`p.id`,
    filters: text ? [...where, text] : where,
  }))
    yield page.map(toPayment);
}

export async function findPayment(db: DbOrTx, id: number): Promise<Payment | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`${selectPayments} where p.id = ${id} and p.deleted_at is null`,
  );
  return row ? toPayment(row) : null;
}

type RefundRow = Omit<PaymentRefund, 'amount' | 'created_at'> & {
  amount: number | string;
  created_at: Date | string;
};

/** A payment's refunds, oldest first, with who made each and its credit note (payment_refunds_payment_idx). */
export async function refundsOfPayment(db: DbOrTx, paymentId: number): Promise<PaymentRefund[]> {
  const rows = await rowsOf<RefundRow>(
    db,
    sql`select r.id, r.amount, r.reason, r.created_at,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by_name,
               c.id as credit_note_id, c.number as credit_note_number
          from payment_refunds r
          left join users u on u.id = r.created_by_id
          left join credit_notes c on c.refund_id = r.id
         where r.payment_id = ${paymentId}
         order by r.id`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), created_at: toIso(r.created_at) }));
}

/** How many of a payment's gateway events its drawer shows (a payment has a handful). */
const GATEWAY_EVENTS_LIMIT = 50;

/**
 * The gateway's signed webhook deliveries about one gateway payment id, newest first, with
 * what each came to; gateway_events_payment_ref_idx serves it.
 */
export async function gatewayEventsOfPayment(
  db: DbOrTx,
  gatewayPaymentId: string,
): Promise<PaymentGatewayEvent[]> {
  const rows = await rowsOf<
    Omit<PaymentGatewayEvent, 'id' | 'received_at'> & {
      id: number | string;
      received_at: Date | string;
    }
  >(
    db,
    sql`select id, event_id, event, outcome, flagged, created_at as received_at
          from gateway_events
         where payment_ref = ${gatewayPaymentId}
         order by id desc
         limit ${GATEWAY_EVENTS_LIMIT}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), received_at: toIso(r.received_at) }));
}

/** The payment row, locked until the transaction ends: refunds of one payment queue up. */
export async function lockPayment(tx: DbOrTx, id: number) {
  const [row] = await rowsOf<{
    id: number;
    org_id: number;
    amount: number | string;
    refunded_amount: number | string;
    status: string;
    payment_type: string;
    payment_ref: string | null;
  }>(
    tx,
    sql`select id, org_id, amount, refunded_amount, status, payment_type, payment_ref
          from payments where id = ${id} and deleted_at is null for update`,
  );
  return row
    ? { ...row, amount: Number(row.amount), refunded_amount: Number(row.refunded_amount) }
    : null;
}

/** A refund by id, with the payment it refunded. */
export async function findRefund(tx: DbOrTx, id: number) {
  const [refund] = await tx
    .select({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.id, id));
  return refund ?? null;
}

/** The org a subscription belongs to; null when there is no such subscription. */
export async function orgOfSubscription(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ orgId: subscriptions.orgId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row?.orgId ?? null;
}

export async function insertRefund(
  tx: DbOrTx,
  values: typeof paymentRefunds.$inferInsert,
): Promise<number> {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values(values)
    .returning({ id: paymentRefunds.id });
  if (!refund) throw new Error('refund insert failed');
  return refund.id;
}

/** Adds a refund to the payment's refunded amount and sets its status. */
export async function addRefunded(
  tx: DbOrTx,
  id: number,
  amount: number,
  status: 'REFUNDED' | 'PARTIALLY_REFUNDED',
): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, status })
    .where(eq(payments.id, id));
}

export async function softDeletePayment(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(payments).set({ deletedAt: new Date() }).where(eq(payments.id, id));
}
