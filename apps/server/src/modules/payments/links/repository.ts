import { eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentLink, PaymentLinkListQuery } from '@switchboard/contract/payments';
import { paymentLinks } from '../../../db/schema/payments';
import { rowsOf, toIso, type DbOrTx } from '../../../platform/db/client';
import { containsText, idIn, pageOfIds } from '../../../platform/db/paging';
import { lockedIf } from '../shared-repository';

type Row = Omit<PaymentLink, 'amount' | 'expire_by' | 'paid_at' | 'created_at'> & {
  amount: number | string;
  expire_by: Date | string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
};

/** A link still 'created' after its expiry is shown as expired: the gateway no longer takes it. */
const effectiveStatus = sql`case when l.status = 'created' and l.expire_by < now() then 'expired' else l.status end`;

const selectLinks = sql`select l.id, l.link_id, l.org_id, o.name as org_name, l.amount, l.description,
       ${effectiveStatus} as status, l.short_url, l.expire_by, l.payment_id, l.paid_at, l.created_at
  from payment_links l join orgs o on o.id = l.org_id`;

const toLink = (r: Row): PaymentLink => ({
  ...r,
  amount: Number(r.amount),
  expire_by: toIso(r.expire_by),
  paid_at: toIso(r.paid_at),
  created_at: toIso(r.created_at),
});

function statusCondition(status: PaymentLinkListQuery['status']): SQL | null {
  if (!status) return null;
  if (status === 'created')
    return sql`l.status = 'created' and (l.expire_by is null or l.expire_by >= now())`;
  if (status === 'expired')
    return sql`l.status in ('created', 'expired') and (l.status = 'expired' or l.expire_by < now())`;
  return sql`l.status = ${status}`;
}

export async function listLinks(db: DbOrTx, query: PaymentLinkListQuery) {
  const where: SQL[] = [sql`true`];
  if (query.org_id) where.push(sql`l.org_id = ${query.org_id}`);
  const byStatus = statusCondition(query.status);
  if (byStatus) where.push(byStatus);
  const text = query.text ? containsText(sql`l.search_text`, query.text) : null;
  const { ids, count } = await pageOfIds(db, {
    table: 'payment_links',
    alias: 'l',
    filters: where,
    text,
    page: query.page,
    pageSize: query.page_size,
  });
  const rows =
    ids.length === 0
      ? []
      : await rowsOf<Row>(db, sql`${selectLinks} where ${idIn(sql`l.id`, ids)} order by l.id desc`);
  return { rows: rows.map(toLink), ...count, page: query.page, page_size: query.page_size };
}

export async function findLink(
  db: DbOrTx,
  where: { id: number } | { linkId: string },
  lock = false,
): Promise<PaymentLink | null> {
  const match = 'id' in where ? sql`l.id = ${where.id}` : sql`l.link_id = ${where.linkId}`;
  const [row] = await rowsOf<Row>(db, sql`${selectLinks} where ${match} ${lockedIf(lock, 'l')}`);
  return row ? toLink(row) : null;
}

/** Inserts a link; returns its id. */
export async function insertLink(
  tx: DbOrTx,
  values: typeof paymentLinks.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(paymentLinks).values(values).returning({ id: paymentLinks.id });
  if (!row) throw new Error('payment link insert failed');
  return row.id;
}

export async function setLinkStatus(
  tx: DbOrTx,
  id: number,
  status: 'cancelled' | 'expired',
): Promise<void> {
  await tx.update(paymentLinks).set({ status }).where(eq(paymentLinks.id, id));
}

export async function markLinkPaid(tx: DbOrTx, id: number, paymentId: number): Promise<void> {
  await tx
    .update(paymentLinks)
    .set({ status: 'paid', paymentId, paidAt: new Date() })
    .where(eq(paymentLinks.id, id));
}
