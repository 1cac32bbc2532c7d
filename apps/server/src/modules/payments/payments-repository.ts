import { sql, type SQL } from 'drizzle-orm';
import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import type { Payment, PaymentList, PaymentListQuery } from '@switchboard/contract/payments';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { containsText, idIn, pageOfIds } from '../../platform/db/paging';

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

/** Newest first. Filters use (org_id, id desc), the id index and the trigram index on search_text. */
export async function listPayments(db: DbOrTx, query: PaymentListQuery): Promise<PaymentList> {
  const where: SQL[] = [sql`p.deleted_at is null`];
  if (query.org_id) where.push(sql`p.org_id = ${query.org_id}`);
  const text = query.text ? containsText(sql`p.search_text`, query.text) : null;
  const { ids, count } = await pageOfIds(db, { table: 'payments', alias: 'p', filters: where, text, page: query.page, pageSize: query.page_size });
  const rows = ids.length === 0 ? [] : await rowsOf<Row>(db, sql`${selectPayments} where ${idIn(sql`p.id`, ids)} order by p.id desc`);
  return { rows: rows.map(toPayment), ...count, count: count.total_items, page: query.page, page_size: query.page_size };
}

export async function findPayment(db: DbOrTx, id: number): Promise<Payment | null> {
  const [row] = await rowsOf<Row>(db, sql`${selectPayments} where p.id = ${id} and p.deleted_at is null`);
  return row ? toPayment(row) : null;
}

/** The payment row, locked until the transaction ends: refunds of one payment queue up. */
export async function lockPayment(tx: DbOrTx, id: number) {
  const [row] = await rowsOf<{ id: number; org_id: number; amount: number | string; refunded_amount: number | string; status: string }>(
    tx,
    sql`select id, org_id, amount, refunded_amount, status from payments where id = ${id} and deleted_at is null for update`,
  );
  return row ? { ...row, amount: Number(row.amount), refunded_amount: Number(row.refunded_amount) } : null;
}

export async function orgExists(db: DbOrTx, orgId: number): Promise<{ id: number; name: string; email: string | null } | null> {
  const [row] = await rowsOf<{ id: number; name: string; email: string | null }>(
    db,
    sql`select id, name, email from orgs where id = ${orgId} and deleted_at is null`,
  );
  return row ?? null;
}

/** The payment recorded for a gateway payment id (by the webhook or a manual RAZORPAY sale), if any. */
export async function findGatewayPayment(db: DbOrTx, gatewayPaymentId: string): Promise<{ id: number; org_id: number; amount: number } | null> {
  const [row] = await rowsOf<{ id: number; org_id: number; amount: number | string }>(
    db,
    sql`select id, org_id, amount from payments where idempotency_key = ${gatewayPaymentKey(gatewayPaymentId)}`,
  );
  return row ? { ...row, amount: Number(row.amount) } : null;
}
