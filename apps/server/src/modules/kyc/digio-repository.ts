import { and, desc, eq, sql } from 'drizzle-orm';
import type { DigioRequest } from '@switchboard/contract/kyc';
import { digioEvents, digioRequests } from '../../db/schema/kyc';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';

export type DigioKind = 'KYC' | 'FUP';
export type DigioRequestRecord = typeof digioRequests.$inferSelect;

export async function ownerPhone(
  tx: DbOrTx,
  orgId: number,
): Promise<{ name: string; phone: string | null }> {
  const [row] = await rowsOf<{ name: string; phone: string | null }>(
    tx,
    sql`select o.name, u.phone from orgs o left join users u on u.id = o.owner_id where o.id = ${orgId}`,
  );
  if (!row) throw notFound('Org');
  return row;
}

/** When the org's latest request of this kind still waiting at Digio was made, if any. */
export async function latestRequested(
  tx: DbOrTx,
  orgId: number,
  kind: DigioKind,
): Promise<{ createdAt: Date } | undefined> {
  const [recent] = await tx
    .select({ createdAt: digioRequests.createdAt })
    .from(digioRequests)
    .where(
      and(
        eq(digioRequests.orgId, orgId),
        eq(digioRequests.kind, kind),
        eq(digioRequests.status, 'REQUESTED'),
      ),
    )
    .orderBy(desc(digioRequests.id))
    .limit(1);
  return recent;
}

export async function insertDigioRequest(
  tx: DbOrTx,
  values: typeof digioRequests.$inferInsert,
): Promise<void> {
  await tx.insert(digioRequests).values(values);
}

type Row = Omit<DigioRequest, 'created_at' | 'completed_at' | 'id'> & {
  id: number | string;
  created_at: Date | string;
  completed_at: Date | string | null;
};

/** The org's requests of one kind, newest first, with who asked for them. */
export async function listDigio(
  db: DbOrTx,
  orgId: number,
  kind: DigioKind,
): Promise<DigioRequest[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select d.id, d.kind, d.reference_id, d.phone, d.status, d.link, d.file_key is not null as has_document, d.file_key,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as requested_by, d.created_at, d.completed_at
          from digio_requests d left join users u on u.id = d.requested_by_id
         where d.org_id = ${orgId} and d.kind = ${kind}
         order by d.id desc limit 100`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    created_at: toIso(r.created_at),
    completed_at: toIso(r.completed_at),
  }));
}

/** The org's latest signed FUP agreement, or the one with this reference. */
export async function latestSignedFup(
  db: DbOrTx,
  orgId: number,
  referenceId?: string,
): Promise<DigioRequestRecord | undefined> {
  const conditions = [
    eq(digioRequests.orgId, orgId),
    eq(digioRequests.kind, 'FUP'),
    eq(digioRequests.status, 'COMPLETED'),
  ];
  if (referenceId) conditions.push(eq(digioRequests.referenceId, referenceId));
  const [signed] = await db
    .select()
    .from(digioRequests)
    .where(and(...conditions))
    .orderBy(desc(digioRequests.id))
    .limit(1);
  return signed;
}

export async function findDigioRequest(
  db: DbOrTx,
  referenceId: string,
): Promise<DigioRequestRecord | undefined> {
  const [request] = await db
    .select()
    .from(digioRequests)
    .where(eq(digioRequests.referenceId, referenceId))
    .limit(1);
  return request;
}

/** The request's status, its row locked for this transaction. */
export async function lockDigioRequest(tx: DbOrTx, id: number): Promise<string | undefined> {
  const [current] = await tx
    .select({ status: digioRequests.status })
    .from(digioRequests)
    .where(eq(digioRequests.id, id))
    .for('update');
  return current?.status;
}

export async function finishDigioRequest(
  tx: DbOrTx,
  id: number,
  values: Pick<typeof digioRequests.$inferInsert, 'status' | 'completedAt' | 'fileKey' | 'details'>,
): Promise<void> {
  await tx.update(digioRequests).set(values).where(eq(digioRequests.id, id));
}

/** Records a Digio event as applied; false when it was already (a redelivery). */
export async function claimDigioEvent(
  tx: DbOrTx,
  event: { key: string; event: string; referenceId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(digioEvents)
    .values({ eventId: event.key, event: event.event, referenceId: event.referenceId })
    .onConflictDoNothing()
    .returning({ key: digioEvents.eventId });
  return rows.length > 0;
}
