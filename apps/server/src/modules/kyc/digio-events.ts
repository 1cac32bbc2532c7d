import type { DigioWebhookBody } from '@switchboard/contract/kyc';
import type { DigioKind } from './digio-repository';

/** Where a Digio event takes the request it names (and with it the org's KYC or FUP). */
export type DigioMove = {
  kind: DigioKind;
  referenceId: string;
  status: 'COMPLETED' | 'FAILED' | 'EXPIRED';
  /** The entity as Digio sent it: what it verified, or who signed. */
  details: Record<string, unknown>;
};

/**
 * Digio's events that end a KYC request (`kyc.request.*`, entity `kyc_request`). Completed: the
 * customer went through the workflow; approved: Digio (or its reviewer) accepted it. Either
 * puts the org's KYC up for our staff's review. Created, review.ready and action events say a
 * request is on its way and change nothing here.
 */
const KYC_EVENTS: Record<string, DigioMove['status']> = {
  'kyc.request.completed': 'COMPLETED',
  'kyc.request.approved': 'COMPLETED',
  'kyc.request.rejected': 'FAILED',
  'kyc.request.terminated': 'FAILED',
  'kyc.request.expired': 'EXPIRED',
};

/** Digio's e-sign events (entity `document`): the agreement signed, or its signing refused or failed. */
const DOC_EVENTS: Record<string, DigioMove['status']> = {
  'doc.signed': 'COMPLETED',
  'doc.sign.rejected': 'FAILED',
  'doc.sign.failed': 'FAILED',
};

type Entity = { id: string; [field: string]: unknown };

/**
 * `doc.signed` comes once per signer: the agreement is signed when every signing party has
 * signed (its `agreement_status` then `completed`, `others.has_all_signed` true).
 */
function everyoneSigned(document: Entity): boolean {
  const parties = document.signing_parties;
  if (Array.isArray(parties) && parties.length > 0)
    return parties.every((p) => (p as { status?: unknown } | null)?.status === 'signed');
  const others = document.others as { has_all_signed?: unknown } | undefined;
  if (typeof others?.has_all_signed === 'boolean') return others.has_all_signed;
  return document.agreement_status === undefined || document.agreement_status === 'completed';
}

/**
 * What a Digio event does: a move of the request it names, or why it changes nothing (an
 * event that only reports progress, or one this product does not use). Event names are
 * compared in lower case, as Digio's integrations do.
 */
export function digioMove(event: DigioWebhookBody): DigioMove | { ignored: string } {
  const name = event.event.toLowerCase();
  const kycStatus = KYC_EVENTS[name];
  const docStatus = DOC_EVENTS[name];
  if (kycStatus) {
    const request = event.payload.kyc_request;
    if (!request) return { ignored: `${name} names no kyc_request` };
    return { kind: 'KYC', referenceId: request.id, status: kycStatus, details: request };
  }
  if (docStatus) {
    const document = event.payload.document;
    if (!document) return { ignored: `${name} names no document` };
    if (docStatus === 'COMPLETED' && !everyoneSigned(document))
      return { ignored: `${name}: not every signer has signed yet` };
    return { kind: 'FUP', referenceId: document.id, status: docStatus, details: document };
  }
  return { ignored: `${name} is not an event this product acts on` };
}
