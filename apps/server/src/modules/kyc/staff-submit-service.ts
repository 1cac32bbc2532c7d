import { formatMessage } from '@switchboard/contract/messages';
import type { StaffSubmitBody } from '@switchboard/contract/kyc';
import { submissionRefusal, type KycStatus } from '@switchboard/contract/rules/kyc';
import { badRequest, conflict } from '../../platform/errors';
import { staffCandidate } from './assign-repository';
import type { KycRecord } from './repository';
import { changeKyc, type ReviewContext } from './service';

/** What a KYC needs before review, by the names the review page gives them. */
const required: [keyof KycRecord, string][] = [
  ['poaId', 'the proof of address type'],
  ['poaFront', 'the proof of address'],
  ['poiId', 'the proof of identity type'],
  ['poiFront', 'the proof of identity'],
  ['photo', 'the photo'],
];

/**
 * POST /org/kyc/submit: the documents staff collected from the customer go to the review queue
 * as the app's submission would (PENDING, earlier rejection reasons gone: the history keeps
 * them). Audited as `kyc.submit` with who collected them and who submitted.
 */
export async function submitForCustomer(ctx: ReviewContext, body: StaffSubmitBody) {
  const { org_id: orgId, collected_by_id: collectedById, version } = body;
  const collector = await staffCandidate(ctx.db, collectedById);
  if (!collector)
    throw badRequest(formatMessage('kycCollectorNotStaff', { id: collectedById }), [
      { field: 'collected_by_id', message: 'must be an active staff member' },
    ]);
  const extra = {
    actor: 'staff',
    collected_by_id: collector.id,
    collected_by_name: collector.name,
  };
  const result = await changeKyc(ctx, { orgId, version, action: 'kyc.submit', extra }, (before) => {
    const refusal = submissionRefusal(before.status as KycStatus | null);
    if (refusal) throw conflict(refusal);
    if (before.status === 'PENDING') throw conflict(formatMessage('kycAlreadyWaiting'));
    const missing = required.filter(([field]) => !before[field]).map(([, name]) => name);
    if (missing.length > 0)
      throw badRequest(formatMessage('kycSubmitMissing', { documents: missing.join(', ') }));
    return { status: 'PENDING', submittedAt: new Date(), rejectionMessages: [] };
  });
  return { ...result, message: formatMessage('kycSubmittedForCustomer') };
}
