/**
 * KYC states and the transitions a reviewer may make (spec section 4). Written once: the
 * console greys out what the server would refuse, and the server refuses it.
 */
export const kycStatuses = [
  'NOT_SUBMITTED',
  'PENDING',
  'APPROVED',
  'INCOMPLETE',
  'REJECTED',
] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** The chips of the queue: the spec's three review outcomes plus pending. */
export const queueStatuses = ['PENDING', 'APPROVED', 'INCOMPLETE', 'REJECTED'] as const;
export type QueueStatus = (typeof queueStatuses)[number];

export type KycAction = 'approve' | 'reject' | 'incomplete';

const targetOf: Record<KycAction, KycStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  incomplete: 'INCOMPLETE',
};

/** The status an action leads to. */
export const statusAfter = (action: KycAction): KycStatus => targetOf[action];

/**
 * Why an action is not allowed from this status, or null when it is. `what` names the part
 * under review ("KYC" or "Business verification") in the message.
 */
export function transitionRefusal(
  current: KycStatus | null,
  action: KycAction,
  what = 'KYC',
): string | null {
  // Nothing submitted is nothing to review, nor incomplete: staff who collected the documents
  // submit it for the customer instead (POST /org/kyc/submit).
  if (current === null || current === 'NOT_SUBMITTED')
    return `${what} has not been submitted yet; there is nothing to review`;
  if (current === targetOf[action]) return `${what} is already ${current}`;
  return null;
}

/**
 * Why the customer may not submit this part (the KYC or the business verification) again, or
 * null when they may: a first submission, one after a rejection or an INCOMPLETE (which reopens
 * the review), or a correction while it waits. An approval stands: staff change it, not the app.
 */
export function submissionRefusal(current: KycStatus | null, what = 'KYC'): string | null {
  return current === 'APPROVED'
    ? `${what} is already APPROVED; it cannot be submitted again`
    : null;
}

/** Rejection needs at least one reason the customer can act on. */
export const MAX_REJECTION_MESSAGES = 10;

/** Document type names of the regular KYC (proof of address, proof of identity). */
export const poaDocuments = [
  { id: 'AADHAAR', name: 'Aadhaar Card' },
  { id: 'PASSPORT', name: 'Passport' },
  { id: 'VOTER_ID', name: 'Voter ID' },
  { id: 'DRIVING_LICENCE', name: 'Driving Licence' },
  { id: 'UTILITY_BILL', name: 'Utility Bill' },
] as const;
export const poiDocuments = [
  { id: 'PAN', name: 'PAN Card' },
  { id: 'AADHAAR', name: 'Aadhaar Card' },
  { id: 'PASSPORT', name: 'Passport' },
  { id: 'VOTER_ID', name: 'Voter ID' },
  { id: 'DRIVING_LICENCE', name: 'Driving Licence' },
] as const;
/** Proof of business, and the extra proofs a business may add. */
export const pobDocuments = [
  { id: 'GST_CERTIFICATE', name: 'GST Certificate' },
  { id: 'UDYAM_CERTIFICATE', name: 'Udyam Registration Certificate' },
  { id: 'SHOP_ESTABLISHMENT', name: 'Shop & Establishment Licence' },
  { id: 'INCORPORATION_CERTIFICATE', name: 'Certificate of Incorporation' },
  { id: 'BUSINESS_PAN', name: 'Business PAN Card' },
  { id: 'TRADE_LICENCE', name: 'Trade Licence' },
] as const;

export const kycRejectionMessages = [
  'Document is blurred',
  'Document is cut off at the edges',
  'Name on the documents does not match',
  'Document has expired',
  'Photo does not match the identity proof',
  'Back side of the document is missing',
  'Document is not a valid proof of address',
  'Document is not a valid proof of identity',
] as const;
export const bvRejectionMessages = [
  'Business proof is blurred',
  'Business name does not match the org name',
  'GST certificate is not valid',
  'Business proof has expired',
  'Registered address does not match',
  'Additional business proof required',
] as const;

export type DocumentType = { id: string; name: string };
export const documentName = (list: readonly DocumentType[], id: string | null): string | null =>
  id === null ? null : (list.find((d) => d.id === id)?.name ?? id);
