import { formatMessage } from '@switchboard/contract/messages';
import type { Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { insertDigioRequest, latestSignedFup } from './digio-repository';
import { findKyc, type KycChanges, type KycRecord } from './repository';
import { changeKyc, type ReviewContext } from './service';

export type CopyPart = 'kyc' | 'bv' | 'fup';

/** What each copy takes from the source, and when the source has nothing worth copying. */
const parts: Record<
  CopyPart,
  { nothing: (s: KycRecord) => boolean; what: string; pick: (s: KycRecord) => KycChanges }
> = {
  kyc: {
    what: 'KYC',
    nothing: (s) => s.status === 'NOT_SUBMITTED',
    pick: (s) => ({
      kycTemplate: s.kycTemplate,
      status: s.status,
      poaId: s.poaId,
      poaFront: s.poaFront,
      poaBack: s.poaBack,
      poiId: s.poiId,
      poiFront: s.poiFront,
      poiBack: s.poiBack,
      photo: s.photo,
      rejectionMessages: s.rejectionMessages,
      submittedAt: s.submittedAt,
    }),
  },
  bv: {
    what: 'business verification',
    nothing: (s) => s.bvStatus === null || s.bvStatus === 'NOT_SUBMITTED',
    pick: (s) => ({
      bvStatus: s.bvStatus,
      gstin: s.gstin,
      pobId: s.pobId,
      pobFront: s.pobFront,
      pobBack: s.pobBack,
      bvRejectionMessages: s.bvRejectionMessages,
      extraDocuments: s.extraDocuments,
      isBizKycRequired: s.isBizKycRequired,
    }),
  },
  fup: {
    what: 'FUP agreement',
    nothing: (s) => s.fupStatus === null,
    pick: (s) => ({ fupStatus: s.fupStatus, isFupRequired: s.isFupRequired }),
  },
};

/**
 * Copies one part of an org's KYC to another org (stored files are shared: a file is never
 * changed in place, a replacement is a new file). Audited on the destination with the source.
 */
export async function copyKyc(
  ctx: ReviewContext,
  part: CopyPart,
  sourceOrgId: number,
  destinationOrgId: number,
) {
  const { record: source, orgDeleted } = await findKyc(ctx.db, sourceOrgId);
  // A deleted org's documents are no longer vouched for; they are not handed on to another org.
  if (orgDeleted)
    throw conflict(formatMessage('copySourceDeleted', { id: sourceOrgId, what: parts[part].what }));
  const spec = parts[part];
  if (spec.nothing(source))
    throw conflict(formatMessage('copySourceEmpty', { id: sourceOrgId, what: spec.what }));
  const extra = { source_org_id: sourceOrgId, part };
  const result = await changeKyc(
    ctx,
    { orgId: destinationOrgId, action: `kyc.copy.${part}`, extra },
    async (_before, tx) => {
      if (part === 'fup')
        await copySignedAgreement(tx, sourceOrgId, destinationOrgId, ctx.actor.actorId);
      return { ...spec.pick(source), reviewedAt: new Date(), reviewedById: ctx.actor.actorId };
    },
  );
  return { destination_org_id: destinationOrgId, version: result.version };
}

/** The FUP copy brings the latest signed agreement along, so it can still be downloaded. */
async function copySignedAgreement(tx: Tx, from: number, to: number, actorId: number | null) {
  const signed = await latestSignedFup(tx, from);
  if (!signed) return;
  await insertDigioRequest(tx, {
    orgId: to,
    kind: 'FUP',
    referenceId: `${signed.referenceId}-C${to}-${Date.now().toString(36)}`,
    phone: signed.phone,
    status: 'COMPLETED',
    link: signed.link,
    fileKey: signed.fileKey,
    details: { ...signed.details, copied_from_org_id: from },
    requestedById: actorId,
    completedAt: signed.completedAt,
  });
}
