import { formatMessage } from '@switchboard/contract/messages';
import type { DigioWebhookBody } from '@switchboard/contract/kyc';
import { audit } from '../../platform/audit/audit';
import { badGateway, conflict, notFound } from '../../platform/errors';
import type { KycProvider } from '../../platform/providers/kyc';
import { ProviderError } from '../../platform/providers/provider-error';
import type { ShortenInTx } from '../../platform/links/shortener';
import { sendSms } from '../../platform/providers/sms';
import {
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
  listDigio(db, orgId, kind);

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

/**
 * A request reached its end at Digio. A completed KYC puts the org's KYC up for review; a
 * signed agreement is stored and marks the FUP signed. Replays of a finished request are no-ops,
 * decided under the request's row lock: of two deliveries of one event arriving together, the
 * second waits for the first and then finds the request finished.
 */
async function signedAgreement(kyc: KycProvider, id: string): Promise<Buffer | null> {
  try {
    return await kyc.signedDocument(id);
  } catch (error) {
    if (error instanceof ProviderError) throw badGateway(error.message);
    throw error;
  }
}

export async function applyDigioEvent(
  ctx: DigioContext,
  event: DigioWebhookBody,
): Promise<{ applied: boolean }> {
  const request = await findDigioRequest(ctx.db, event.payload.id);
  if (!request) throw notFound('Digio request');
  // Cheap early answer for a replay; the decision that counts is taken again under the lock.
  if (request.status !== 'REQUESTED') return { applied: false };
  const completed = event.event === 'kyc.request.completed' || event.event === 'doc.signed';
  const fileKey =
    completed && request.kind === 'FUP'
      ? `kyc/${request.orgId}/fup-${request.referenceId}.pdf`
      : null;
  // Stored before the transaction (the file service has its own); a racing delivery writes the
  // same key again. Digio's signed PDF; the sandbox keeps none, so a stand-in is stored.
  if (fileKey) {
    const signed = await signedAgreement(ctx.kyc, request.referenceId);
    await ctx.files.put(
      fileKey,
      signed ?? agreementPdf(request.referenceId, request.phone),
      'application/pdf',
    );
  }
  return ctx.db.transaction(async (tx) => {
    if ((await lockDigioRequest(tx, request.id)) !== 'REQUESTED') return { applied: false };
    const before = await lockKyc(tx, request.orgId);
    await finishDigioRequest(tx, request.id, {
      status: completed ? 'COMPLETED' : 'FAILED',
      completedAt: new Date(),
      fileKey,
      details: event.payload.details ?? {},
    });
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
      summary: {
        reference_id: request.referenceId,
        changes: changesOf(before, changes),
        version: after.version,
      },
    });
    return { applied: true };
  });
}
