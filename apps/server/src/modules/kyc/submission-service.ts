import { createHash } from 'node:crypto';
import { formatMessage } from '@switchboard/contract/messages';
import {
  submittedParts,
  type AppKycBody,
  type AppKycResult,
} from '@switchboard/contract/kyc-submission';
import { submissionRefusal, type KycStatus } from '@switchboard/contract/rules/kyc';
import { conflict } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import type { KycChanges, KycRecord } from './repository';
import { changeKyc, checkDocuments, type ReviewContext } from './service';
import { findSubmission, recordSubmission, type SubmissionRow } from './submission-repository';

/** Thrown inside the transaction when the submission was received meanwhile: nothing is written. */
class AlreadyReceived extends Error {
  constructor(readonly first: SubmissionRow) {
    super(`KYC submission ${first.submissionId} already received`);
  }
}

/**
 * What a submission id is bound to. The body is the contract's parsed output, whose keys come
 * in the schema's order, so the same submission always hashes alike.
 */
const hashOf = (body: AppKycBody) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** A repeat answers what the first submission did; the same id with other contents is refused. */
function repeatOf(first: SubmissionRow, hash: string): AppKycResult {
  if (first.requestHash !== hash)
    throw conflict(formatMessage('kycSubmissionReused', { id: first.submissionId }));
  return {
    org_id: first.orgId,
    status: first.status as KycStatus,
    bv_status: first.bvStatus as KycStatus | null,
    version: first.version,
    submission_id: first.submissionId,
    repeated: true,
  };
}

function refuseSubmission(current: string | null, what?: string): void {
  const refusal = submissionRefusal(current as KycStatus | null, what);
  if (refusal) throw conflict(refusal);
}

/**
 * The submission replaces each part it carries whole (a back left out is no back) and puts it
 * in the review queue: PENDING, earlier rejection reasons gone (the history keeps them).
 */
function submittedChanges(before: KycRecord, body: AppKycBody): KycChanges {
  const parts = submittedParts(body);
  const changes: KycChanges = { submittedAt: new Date() };
  if (parts.kyc) {
    refuseSubmission(before.status);
    Object.assign(changes, {
      kycTemplate: body.kyc_template,
      poaId: body.poa_id,
      poaFront: body.poa_front,
      poaBack: body.poa_back ?? null,
      poiId: body.poi_id,
      poiFront: body.poi_front,
      poiBack: body.poi_back ?? null,
      photo: body.photo,
      status: 'PENDING',
      rejectionMessages: [],
    } satisfies KycChanges);
  } else if (body.kyc_template) changes.kycTemplate = body.kyc_template;
  const business = body.business_kyc;
  if (business) {
    refuseSubmission(before.bvStatus, 'Business verification');
    Object.assign(changes, {
      gstin: business.gstin ?? null,
      pobId: business.pob_id,
      pobFront: business.pob_front,
      pobBack: business.pob_back ?? null,
      extraDocuments: business.extra_documents ?? [],
      bvStatus: 'PENDING',
      bvRejectionMessages: [],
    } satisfies KycChanges);
  }
  return changes;
}

/** Every document the submission names is an upload the file service holds (as for staff). */
async function checkSubmittedDocuments(files: FileService, body: AppKycBody): Promise<void> {
  const { business_kyc: business, ...kyc } = body;
  await checkDocuments(files, kyc);
  if (!business) return;
  await checkDocuments(files, business, 'business_kyc.');
  for (const [i, extra] of (business.extra_documents ?? []).entries())
    await checkDocuments(files, extra, `business_kyc.extra_documents.${i}.`);
}

/**
 * POST /app/kyc: the team's KYC as the app collected it goes to the review queue, once per
 * submission id: a repeat (a retry, or a twin sent at the same moment to any instance, which
 * waits for the KYC row's lock) answers the first result and writes nothing. Audited as the
 * app's, with the submission id.
 */
export async function submitKyc(ctx: ReviewContext, body: AppKycBody): Promise<AppKycResult> {
  const { org_id: orgId, submission_id: submissionId } = body;
  const hash = hashOf(body);
  const received = await findSubmission(ctx.db, orgId, submissionId);
  if (received) return repeatOf(received, hash);
  await checkSubmittedDocuments(ctx.files, body);
  try {
    const result = await changeKyc(
      ctx,
      { orgId, action: 'kyc.submit', extra: { actor: 'app', submission_id: submissionId } },
      async (before, tx) => {
        const first = await findSubmission(tx, orgId, submissionId);
        if (first) throw new AlreadyReceived(first);
        return submittedChanges(before, body);
      },
      async (tx, after) => {
        const row = {
          orgId,
          submissionId,
          requestHash: hash,
          status: after.status,
          bvStatus: after.bvStatus,
          version: after.version,
        };
        if (await recordSubmission(tx, row)) return;
        const first = await findSubmission(tx, orgId, submissionId);
        if (first) throw new AlreadyReceived(first);
      },
    );
    return { ...result, submission_id: submissionId, repeated: false };
  } catch (error) {
    if (error instanceof AlreadyReceived) return repeatOf(error.first, hash);
    throw error;
  }
}

/**
 * POST /app/kyc/uploads: a private document upload slot of the file service, made for the
 * app (no staff member behind it).
 */
export const kycUploadSlot = (files: FileService, body: { file_name: string; file_type: string }) =>
  files.presignUpload({
    fileName: body.file_name,
    fileType: body.file_type,
    isPublic: false,
    actorId: null,
  });
