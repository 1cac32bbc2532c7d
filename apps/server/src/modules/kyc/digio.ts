import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DigioRequest, DigioWebhookBody } from '@switchboard/contract/kyc';
import { digioRequests } from '../../db/schema/kyc';
import { audit } from '../../platform/audit/audit';
import { rowsOf, toIso, type Tx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { enqueue } from '../../platform/providers/outbox';
import { agreementPdf } from './sample-documents';
import { lockKyc, saveKyc } from './repository';
import { changesOf, type ReviewContext } from './service';

export type DigioKind = 'KYC' | 'FUP';

/** A second link to the same org within this window is refused: the first is still on its way. */
const RESEND_AFTER_MS = 60_000;

const newReference = (kind: DigioKind) => `${kind === 'KYC' ? 'KID' : 'DID'}${randomBytes(9).toString('hex').toUpperCase()}`;

/** Digio's hosted pages, as its links look; the built-in provider only records the SMS. */
const linkOf = (kind: DigioKind, reference: string, phone: string) =>
  kind === 'KYC'
    ? `https://app.digio.in/#/gateway/login/${reference}/${randomBytes(6).toString('hex')}/${phone}`
    : `https://app.digio.in/#/sign/${reference}`;

async function ownerPhone(tx: Tx, orgId: number): Promise<{ name: string; phone: string | null }> {
  const [row] = await rowsOf<{ name: string; phone: string | null }>(
    tx,
    sql`select o.name, u.phone from orgs o left join users u on u.id = o.owner_id where o.id = ${orgId}`,
  );
  if (!row) throw notFound('Org');
  return row;
}

/**
 * Sends the org owner a Digio link by SMS: a KYC request or the FUP agreement to sign. The
 * request, the SMS in the outbox and the audit entry commit together.
 */
export async function sendDigioLink(ctx: ReviewContext, orgId: number, kind: DigioKind) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockKyc(tx, orgId);
    const org = await ownerPhone(tx, orgId);
    if (!org.phone) throw conflict(`The owner of ${org.name} has no mobile number; add one before sending a Digio link`);
    const [recent] = await tx
      .select({ createdAt: digioRequests.createdAt })
      .from(digioRequests)
      .where(and(eq(digioRequests.orgId, orgId), eq(digioRequests.kind, kind), eq(digioRequests.status, 'REQUESTED')))
      .orderBy(desc(digioRequests.id))
      .limit(1);
    if (recent && Date.now() - recent.createdAt.getTime() < RESEND_AFTER_MS) {
      throw conflict(`A Digio ${kind} link was sent to ${org.phone} less than a minute ago; wait before sending another`);
    }
    const referenceId = newReference(kind);
    const link = linkOf(kind, referenceId, org.phone);
    await tx.insert(digioRequests).values({ orgId, kind, referenceId, phone: org.phone, link, requestedById: ctx.actor.actorId });
    const text =
      kind === 'KYC'
        ? `Complete the KYC of ${org.name} with Digio: ${link}`
        : `Please sign the fair usage policy agreement of ${org.name}: ${link}`;
    await enqueue(tx, { channel: 'SMS', recipient: org.phone, orgId, payload: { text, provider: 'digio', reference_id: referenceId } });
    if (kind === 'FUP') await saveKyc(tx, before, { fupStatus: 'REQUESTED' });
    await audit(tx, ctx.actor, {
      action: kind === 'KYC' ? 'kyc.digio.link_sent' : 'kyc.fup.requested',
      subjectType: 'Kyc',
      subjectId: orgId,
      orgId,
      summary: { phone: org.phone, reference_id: referenceId },
    });
    return { user_phone: org.phone, reference_id: referenceId };
  });
}

type Row = Omit<DigioRequest, 'created_at' | 'completed_at' | 'id'> & { id: number | string; created_at: Date | string; completed_at: Date | string | null };

export async function listDigio(db: ReviewContext['db'], orgId: number, kind: DigioKind): Promise<DigioRequest[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select d.id, d.kind, d.reference_id, d.phone, d.status, d.link, d.file_key is not null as has_document,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as requested_by, d.created_at, d.completed_at
          from digio_requests d left join users u on u.id = d.requested_by_id
         where d.org_id = ${orgId} and d.kind = ${kind}
         order by d.id desc limit 100`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at), completed_at: toIso(r.completed_at) }));
}

/** A short-lived link to the signed FUP agreement (the latest, or the one named). */
export async function fupDownload(ctx: ReviewContext, orgId: number, referenceId?: string) {
  const conditions = [eq(digioRequests.orgId, orgId), eq(digioRequests.kind, 'FUP'), eq(digioRequests.status, 'COMPLETED')];
  if (referenceId) conditions.push(eq(digioRequests.referenceId, referenceId));
  const [signed] = await ctx.db.select().from(digioRequests).where(and(...conditions)).orderBy(desc(digioRequests.id)).limit(1);
  if (!signed?.fileKey) throw conflict('There is no signed FUP agreement for this org yet');
  await audit(ctx.db, ctx.actor, { action: 'kyc.fup.downloaded', subjectType: 'Kyc', subjectId: orgId, orgId, summary: { reference_id: signed.referenceId } });
  return { url: ctx.files.downloadUrl(signed.fileKey, 300), file_name: signed.fileKey };
}

/**
 * A request reached its end at Digio. A completed KYC puts the org's KYC up for review; a
 * signed agreement is stored and marks the FUP signed. Replays of a finished request are no-ops,
 * decided under the request's row lock: of two deliveries of one event arriving together, the
 * second waits for the first and then finds the request finished.
 */
export async function applyDigioEvent(ctx: ReviewContext, event: DigioWebhookBody): Promise<{ applied: boolean }> {
  const [request] = await ctx.db.select().from(digioRequests).where(eq(digioRequests.referenceId, event.payload.id)).limit(1);
  if (!request) throw notFound('Digio request');
  // Cheap early answer for a replay; the decision that counts is taken again under the lock.
  if (request.status !== 'REQUESTED') return { applied: false };
  const completed = event.event === 'kyc.request.completed' || event.event === 'doc.signed';
  const fileKey = completed && request.kind === 'FUP' ? `kyc/${request.orgId}/fup-${request.referenceId}.pdf` : null;
  // Stored before the transaction (the file service has its own); a racing delivery writes the same key again.
  if (fileKey) await ctx.files.put(fileKey, agreementPdf(request.referenceId, request.phone), 'application/pdf');
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: digioRequests.status }).from(digioRequests).where(eq(digioRequests.id, request.id)).for('update');
    if (current?.status !== 'REQUESTED') return { applied: false };
    const before = await lockKyc(tx, request.orgId);
    await tx
      .update(digioRequests)
      .set({ status: completed ? 'COMPLETED' : 'FAILED', completedAt: new Date(), fileKey, details: event.payload.details ?? {} })
      .where(eq(digioRequests.id, request.id));
    const changes =
      request.kind === 'FUP'
        ? { fupStatus: completed ? 'SIGNED' : 'FAILED' }
        : completed && before.status !== 'APPROVED'
          ? { status: 'PENDING', submittedAt: new Date() }
          : {};
    const after = await saveKyc(tx, before, changes);
    await audit(tx, ctx.actor, {
      action: `kyc.digio.${event.event.replaceAll('.', '_')}`,
      subjectType: 'Kyc',
      subjectId: request.orgId,
      orgId: request.orgId,
      summary: { reference_id: request.referenceId, changes: changesOf(before, changes), version: after.version },
    });
    return { applied: true };
  });
}
