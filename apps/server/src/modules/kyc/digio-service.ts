import { formatMessage } from '@switchboard/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../platform/audit/audit';
import { badGateway, conflict } from '../../platform/errors';
import type { KycProvider } from '../../platform/providers/kyc';
import { ProviderError } from '../../platform/providers/provider-error';
import type { ShortenInTx } from '../../platform/links/shortener';
import { sendSms } from '../../platform/providers/sms';
import { digioMove, type DigioMove } from './digio-events';
import type { DigioDelivery } from './digio-webhook';
import {
  claimDigioEvent,
  findDigioRequest,
  finishDigioRequest,
  insertDigioRequest,
  latestRequested,
  latestSignedFup,
  listDigio,
  lockDigioRequest,
  ownerPhone,
  type DigioKind,
} from './digio-repository';
import { lockKyc, saveKyc } from './repository';
import { agreementPdf, fupAgreementToSign } from './sample-documents';
import { changesOf, type DigioContext, type ReviewContext } from './service';
import { withParent } from '../../platform/db/parent-rows';

/** A second link to the same org within this window is refused: the first is still on its way. */
const RESEND_AFTER_MS = 60_000;

/** Digio's request for this kind, made while staff wait: its id and the owner's page. */
async function requestAtDigio(
  kyc: KycProvider,
  kind: DigioKind,
  org: { name: string; phone: string },
) {
  try {
    return kind === 'KYC'
      ? await kyc.requestKyc({ phone: org.phone, name: org.name })
      : await kyc.requestSignature({
          phone: org.phone,
          name: org.name,
          pdf: fupAgreementToSign(org.name, org.phone),
          fileName: 'fair-usage-policy.pdf',
          reason: 'Fair usage policy agreement',
        });
  } catch (error) {
    if (error instanceof ProviderError) throw badGateway(error.message);
    throw error;
  }
}

/**
 * Sends the org owner a Digio link by SMS: a KYC request or the FUP agreement to sign. The
 * request, the SMS in the outbox and the audit entry commit together.
 */
export async function sendDigioLink(
  ctx: DigioContext,
  orgId: number,
  kind: DigioKind,
  shorten: ShortenInTx,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockKyc(tx, orgId);
    const org = await ownerPhone(tx, orgId);
    if (!org.phone) throw conflict(formatMessage('ownerHasNoMobile', { org: org.name }));
    const recent = await latestRequested(tx, orgId, kind);
    if (recent && Date.now() - recent.createdAt.getTime() < RESEND_AFTER_MS) {
      throw conflict(formatMessage('digioLinkTooSoon', { kind, phone: org.phone }));
    }
    // Made while the KYC row is locked: a second click waits, then meets the resend rule.
    const made = await requestAtDigio(ctx.kyc, kind, { name: org.name, phone: org.phone });
    const referenceId = made.id;
    const link = made.link;
    await insertDigioRequest(tx, {
      orgId,
      kind,
      referenceId,
      phone: org.phone,
      link,
      requestedById: ctx.actor.actorId,
    });
    // The SMS carries our short link to Digio's page: shorter, and its clicks are counted.
    const short = await shorten(tx, {
      target_url: link,
      org_id: orgId,
      title: `Digio ${kind} ${referenceId}`,
      tag: kind === 'KYC' ? 'digio-kyc' : 'digio-fup',
    });
    const text =
      kind === 'KYC'
        ? `Complete the KYC of ${org.name} with Digio: ${short}`
        : `Please sign the fair usage policy agreement of ${org.name}: ${short}`;
    await sendSms(tx, {
      to: org.phone,
      orgId,
      template: kind === 'KYC' ? 'digio_kyc' : 'digio_fup',
      vars: { org_name: org.name, short_url: short },
      text,
      meta: { reference_id: referenceId },
    });
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

/** The org's Digio requests of one kind, newest first. */
export const digioRequestsOf = (db: ReviewContext['db'], orgId: number, kind: DigioKind) =>
  withParent(db, 'org', orgId, () => listDigio(db, orgId, kind));

/** A short-lived link to the signed FUP agreement (the latest, or the one named). */
export async function fupDownload(ctx: ReviewContext, orgId: number, referenceId?: string) {
  const signed = await latestSignedFup(ctx.db, orgId, referenceId);
  if (!signed?.fileKey) throw conflict(formatMessage('noSignedFup'));
  await audit(ctx.db, ctx.actor, {
    action: 'kyc.fup.downloaded',
    subjectType: 'Kyc',
    subjectId: orgId,
    orgId,
    summary: { reference_id: signed.referenceId },
  });
  return { url: ctx.files.downloadUrl(signed.fileKey, 300), file_name: signed.fileKey };
}

async function signedAgreement(kyc: KycProvider, id: string): Promise<Buffer | null> {
  try {
    return await kyc.signedDocument(id);
  } catch (error) {
    if (error instanceof ProviderError) throw badGateway(error.message);
    throw error;
  }
}

/** The audit action of a move, by what it did (Digio's own event name is in its summary). */
const ACTIONS: Record<DigioKind, Record<DigioMove['status'], string>> = {
  KYC: {
    COMPLETED: 'kyc.digio.kyc_request_completed',
    FAILED: 'kyc.digio.kyc_request_failed',
    EXPIRED: 'kyc.digio.kyc_request_expired',
  },
  FUP: {
    COMPLETED: 'kyc.digio.doc_signed',
    FAILED: 'kyc.digio.doc_failed',
    EXPIRED: 'kyc.digio.doc_failed',
  },
};

export type DigioResult = { applied: boolean; outcome: string };

/**
 * Applies one verified Digio event, once by its key (Digio's event id). A KYC request that
 * completes puts the org's KYC up for review; a signed agreement is downloaded from Digio,
 * stored, and marks the FUP signed; a failed or expired one is recorded as such. Events that
 * change nothing here (progress, other products, requests made outside this console) are
 * acknowledged, so Digio does not retry them, and logged. Of two deliveries of one event
 * arriving together, the second waits on the request's row lock and finds it done.
 */
export async function applyDigioEvent(
  ctx: DigioContext,
  delivery: DigioDelivery,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DigioResult> {
  const { event, key } = delivery;
  const move = digioMove(event);
  const skip = (outcome: string): DigioResult => {
    log.info({ digioEvent: key, event: event.event, outcome }, 'digio webhook acknowledged');
    return { applied: false, outcome };
  };
  if ('ignored' in move) return skip(`ignored: ${move.ignored}`);
  const request = await findDigioRequest(ctx.db, move.referenceId);
  if (!request)
    return skip(`ignored: no ${move.kind} request ${move.referenceId} was sent from here`);
  if (request.kind !== move.kind)
    return skip(`ignored: ${move.referenceId} is a ${request.kind} request`);
  // Cheap early answer for a replay; the decision that counts is taken again under the lock.
  if (request.status !== 'REQUESTED') return skip(`already ${request.status.toLowerCase()}`);
  const fileKey = await storeSignedAgreement(ctx, request, move);
  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await claimDigioEvent(tx, {
      key,
      event: event.event,
      referenceId: move.referenceId,
    });
    if (!claimed) return { applied: false, outcome: 'duplicate event' };
    const now = await lockDigioRequest(tx, request.id);
    if (now !== 'REQUESTED')
      return { applied: false, outcome: `already ${String(now).toLowerCase()}` };
    const before = await lockKyc(tx, request.orgId);
    await finishDigioRequest(tx, request.id, {
      status: move.status,
      completedAt: new Date(),
      fileKey,
      details: move.details,
    });
    const completed = move.status === 'COMPLETED';
    const changes =
      request.kind === 'FUP'
        ? { fupStatus: completed ? 'SIGNED' : 'FAILED' }
        : completed && before.status !== 'APPROVED'
          ? { status: 'PENDING', submittedAt: new Date() }
          : {};
    const after = await saveKyc(tx, before, changes);
    await audit(tx, ctx.actor, {
      action: ACTIONS[move.kind][move.status],
      subjectType: 'Kyc',
      subjectId: request.orgId,
      orgId: request.orgId,
      summary: {
        reference_id: request.referenceId,
        event: event.event,
        event_id: key,
        changes: changesOf(before, changes),
        version: after.version,
      },
    });
    return { applied: true, outcome: `${request.kind} ${move.status.toLowerCase()}` };
  });
  if (!result.applied) return skip(result.outcome);
  return result;
}

/**
 * A signed agreement, from Digio, in the file service (before the transaction: the file service
 * has its own; a racing delivery writes the same key again). The sandbox keeps no signed
 * documents, so a stand-in is stored for it.
 */
async function storeSignedAgreement(
  ctx: DigioContext,
  request: { orgId: number; referenceId: string; phone: string; kind: string },
  move: DigioMove,
): Promise<string | null> {
  if (request.kind !== 'FUP' || move.status !== 'COMPLETED') return null;
  const fileKey = `kyc/${request.orgId}/fup-${request.referenceId}.pdf`;
  const signed = await signedAgreement(ctx.kyc, request.referenceId);
  await ctx.files.put(
    fileKey,
    signed ?? agreementPdf(request.referenceId, request.phone),
    'application/pdf',
  );
  return fileKey;
}
