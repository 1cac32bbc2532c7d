import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Mandate, MandateSearchBody, MandateStatus } from '@switchboard/contract/payments';
import { mandateSearchBody } from '@switchboard/contract/payments';
import { mandates } from '../../../db/schema/payments';
import { rowsOf, toIso, type DbOrTx } from '../../../platform/db/client';
import { cappedCount, offsetOf } from '../../../platform/db/paging';
import { lockedIf } from '../shared-repository';

type Row = Omit<Mandate, 'max_amount' | 'expire_at' | 'created_at' | 'updated_at'> & {
  max_amount: number | string;
  expire_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
};

const selectMandates = sql`select m.mandate_id, m.org_id, o.name as org_name, m.status, m.max_amount, m.frequency,
       m.registration_link, m.description, m.expire_at, m.status_reason, m.created_at, m.updated_at
  from mandates m join orgs o on o.id = m.org_id`;

const toMandate = (r: Row): Mandate => ({
  ...r,
  max_amount: Number(r.max_amount),
  expire_at: toIso(r.expire_at),
  created_at: toIso(r.created_at),
  updated_at: toIso(r.updated_at),
});

/** Newest first; org and status filters have their (x, created_at desc) indexes, text is a mandate id. */
export async function searchMandates(db: DbOrTx, input: MandateSearchBody) {
  const query = mandateSearchBody.parse(input);
  const where: SQL[] = [sql`true`];
  if (query.org_id) where.push(sql`m.org_id = ${query.org_id}`);
  if (query.status) where.push(sql`m.status = ${query.status}`);
  if (query.text) where.push(sql`m.mandate_id = ${query.text}`);
  const condition = sql.join(where, sql` and `);
  const rows = await rowsOf<Row>(
    db,
    sql`${selectMandates} where ${condition} order by m.created_at desc, m.mandate_id
        limit ${query.page_size} offset ${offsetOf(query.page, query.page_size)}`,
  );
  const count = await cappedCount(db, sql`from mandates m where ${condition}`);
  return { rows: rows.map(toMandate), ...count, page: query.page, page_size: query.page_size };
}

export async function findMandate(
  db: DbOrTx,
  mandateId: string,
  lock = false,
): Promise<Mandate | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`${selectMandates} where m.mandate_id = ${mandateId} ${lockedIf(lock, 'm')}`,
  );
  return row ? toMandate(row) : null;
}

export async function insertMandate(
  tx: DbOrTx,
  values: typeof mandates.$inferInsert,
): Promise<void> {
  await tx.insert(mandates).values(values);
}

/** A mandate's new status and reason, and the time of the gateway event that moved it. */
export async function setMandateStatus(
  tx: DbOrTx,
  mandateId: string,
  change: { status?: MandateStatus; reason?: string | null; gatewayEventAt?: Date | null },
): Promise<void> {
  await tx
    .update(mandates)
    .set({
      ...(change.status ? { status: change.status, statusReason: change.reason ?? null } : {}),
      ...(change.gatewayEventAt ? { gatewayEventAt: change.gatewayEventAt } : {}),
    })
    .where(eq(mandates.mandateId, mandateId));
}

/** When the gateway created the last event applied to the mandate, if any. */
export async function lastGatewayEventAt(tx: DbOrTx, mandateId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: mandates.gatewayEventAt })
    .from(mandates)
    .where(eq(mandates.mandateId, mandateId));
  return row?.at ?? null;
}

/** The mandate whose registration a token came from (Razorpay's token events name the token). */
export async function mandateOfToken(db: DbOrTx, tokenId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: mandates.mandateId })
    .from(mandates)
    .where(eq(mandates.gatewayTokenId, tokenId))
    .limit(1);
  return row?.id ?? null;
}

/** The org owner's mobile number and email: the customer a registration link is made for. */
export async function ownerContactOf(
  db: DbOrTx,
  orgId: number,
): Promise<{ phone: string | null; email: string | null }> {
  const [row] = await rowsOf<{ phone: string | null; email: string | null }>(
    db,
    sql`select u.phone, u.email from orgs o join users u on u.id = o.owner_id where o.id = ${orgId}`,
  );
  return row ?? { phone: null, email: null };
}

/** The gateway's ids of a mandate: where to cancel it. */
export async function gatewayIdsOf(db: DbOrTx, mandateId: string) {
  const [row] = await db
    .select({ customerId: mandates.gatewayCustomerId, tokenId: mandates.gatewayTokenId })
    .from(mandates)
    .where(eq(mandates.mandateId, mandateId));
  return row ?? null;
}

/** The authorisation payment of a registration link names the token it made: kept once. */
export async function linkMandateToken(
  db: DbOrTx,
  invoiceId: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .update(mandates)
    .set({ gatewayTokenId: tokenId })
    .where(and(eq(mandates.mandateId, invoiceId), isNull(mandates.gatewayTokenId)))
    .returning({ id: mandates.mandateId });
  return rows.length > 0;
}
