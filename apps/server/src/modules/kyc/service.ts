import { formatMessage } from '@switchboard/contract/messages';
import type { BvUpdateBody, ModifyBody } from '@switchboard/contract/kyc';
import {
  statusAfter,
  transitionRefusal,
  type KycAction,
  type KycStatus,
} from '@switchboard/contract/rules/kyc';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, Tx } from '../../platform/db/client';
import { badRequest, conflict } from '../../platform/errors';
import type { OrgEvents } from '../../platform/events/org-events';
import type { KycProvider } from '../../platform/providers/kyc';
import type { FileService } from '../../platform/files/file-service';
import { kycActionHistory } from './history-repository';
import { kycDetail, lockKyc, saveKyc, type KycChanges, type KycRecord } from './repository';
import { withParent } from '../../platform/db/parent-rows';

export type ReviewContext = { db: Db; files: FileService; actor: Actor; events: OrgEvents };
/** Digio's part of the review: its requests and signed documents. */
export type DigioContext = ReviewContext & { kyc: KycProvider };

/** The org's KYC as the review page shows it (404 for an org that does not exist). */
export const kycDetailOf = (db: Db, orgId: number, productKey: string) =>
  kycDetail(db, orgId, productKey);

/** Every KYC action on an org, newest first, a page at a time. */
export const actionHistoryOf = (
  db: Db,
  orgId: number,
  query: { before?: number | undefined; limit: number },
) => withParent(db, 'org', orgId, () => kycActionHistory(db, orgId, query));

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `{ field: { before, after } }` of what changed, with the wire's field names. */
export function changesOf(
  before: KycRecord,
  changes: KycChanges,
): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'reviewedAt' || key === 'reviewedById' || value === undefined) continue;
    const old = before[key as keyof KycRecord];
    if (JSON.stringify(old) !== JSON.stringify(value))
      out[snake(key)] = { before: old, after: value };
  }
  return out;
}

export const changedResult = (r: KycRecord) => ({
  org_id: r.orgId,
  status: r.status as KycStatus,
  bv_status: r.bvStatus as KycStatus | null,
  version: r.version,
});

/**
 * One KYC change: lock the row (a second reviewer waits), check the version the reviewer saw,
 * decide the changes, save, and audit, all in one transaction. `saved` records what else the
 * change made (an app submission's id) in that transaction.
 */
export async function changeKyc(
  ctx: ReviewContext,
  input: {
    orgId: number;
    version?: number | undefined;
    action: string;
    extra?: Record<string, unknown>;
  },
  decide: (before: KycRecord, tx: Tx) => KycChanges | Promise<KycChanges>,
  saved?: (tx: Tx, after: KycRecord) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockKyc(tx, input.orgId, input.version);
    const changes = await decide(before, tx);
    const after = await saveKyc(tx, before, changes);
    await saved?.(tx, after);
    if (after.status === 'APPROVED' && before.status !== 'APPROVED')
      await ctx.events.kycApproved(tx, input.orgId);
    await audit(tx, ctx.actor, {
      action: input.action,
      subjectType: 'Kyc',
      subjectId: input.orgId,
      orgId: input.orgId,
      summary: {
        ...input.extra,
        changes: changesOf(before, changes),
        // The review stamp a decision replaces, so an undo can put it back (kyc.undo).
        ...(changes.reviewedAt !== undefined
          ? {
              previous_review: {
                reviewed_at: before.reviewedAt?.toISOString() ?? null,
                reviewed_by_id: before.reviewedById,
              },
            }
          : {}),
        version: after.version,
      },
    });
    return changedResult(after);
  });
}

const reviewed = (actor: Actor) => ({ reviewedAt: new Date(), reviewedById: actor.actorId });

function refuseTransition(current: string | null, action: KycAction, what?: string): void {
  const refusal = transitionRefusal(current as KycStatus | null, action, what);
  if (refusal) throw conflict(refusal);
}

export const approveKyc = (ctx: ReviewContext, orgId: number, version?: number) =>
  changeKyc(ctx, { orgId, version, action: 'kyc.approve' }, (before) => {
    refuseTransition(before.status, 'approve');
    return { status: 'APPROVED', rejectionMessages: [], ...reviewed(ctx.actor) };
  });

export const rejectKyc = (ctx: ReviewContext, orgId: number, reasons: string[], version?: number) =>
  changeKyc(ctx, { orgId, version, action: 'kyc.reject' }, (before) => {
    refuseTransition(before.status, 'reject');
    return { status: 'REJECTED', rejectionMessages: reasons, ...reviewed(ctx.actor) };
  });

/**
 * An approval covers the documents the reviewer saw: once one of them is replaced (or the
 * document type or template changes) the approval no longer holds, and the KYC goes back to
 * the review queue. Other statuses stay: they already wait on staff or on the customer.
 */
const approvalLapses = (current: string | null) => current === 'APPROVED';

/**
 * Every new document must be a file the file service holds, of a document type. `prefix` is
 * where the fields sit in the request (`business_kyc.`), so the refusal names the field.
 */
export async function checkDocuments(
  files: FileService,
  fields: Record<string, unknown>,
  prefix = '',
): Promise<void> {
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || !/(front|back|photo)$/.test(key)) continue;
    const stored = await files.find(value);
    if (!stored || stored.kind !== 'document') {
      const field = `${prefix}${key}`;
      throw badRequest(formatMessage('noUploadedDocument', { field, name: value }), [
        { field, message: 'is not an uploaded document' },
      ]);
    }
  }
}

export async function modifyKyc(ctx: ReviewContext, body: ModifyBody) {
  const { org_id: orgId, version, status, comment, ...fields } = body;
  await checkDocuments(ctx.files, fields);
  const changes: KycChanges = {
    kycTemplate: fields.kyc_template,
    poaId: fields.poa_id,
    poaFront: fields.poa_front,
    poaBack: fields.poa_back,
    poiId: fields.poi_id,
    poiFront: fields.poi_front,
    poiBack: fields.poi_back,
    photo: fields.photo,
  };
  const action = status === 'INCOMPLETE' ? 'kyc.incomplete' : 'kyc.modify';
  return changeKyc(ctx, { orgId, version, action, extra: comment ? { comment } : {} }, (before) => {
    if (status === 'INCOMPLETE') refuseTransition(before.status, 'incomplete');
    const next = status ? { ...changes, status, ...reviewed(ctx.actor) } : changes;
    if (Object.keys(changesOf(before, next)).length === 0)
      throw badRequest(formatMessage('nothingToChange'));
    return status || !approvalLapses(before.status) ? next : { ...next, status: 'PENDING' };
  });
}

const BV = 'Business verification';

export async function updateBusinessVerification(
  ctx: ReviewContext,
  orgId: number,
  body: BvUpdateBody,
) {
  const { status, rejection_messages: reasons, version, ...fields } = body;
  if (status === 'REJECTED' && !reasons?.length) {
    throw badRequest(formatMessage('pickRejectionMessage'), [
      { field: 'rejection_messages', message: 'is required to reject' },
    ]);
  }
  await checkDocuments(ctx.files, fields);
  for (const doc of fields.extra_documents ?? [])
    await checkDocuments(ctx.files, { proof_front: doc.proof_front, proof_back: doc.proof_back });
  const action = status ? `kyc.bv.${status.toLowerCase()}` : 'kyc.bv.modify';
  return changeKyc(ctx, { orgId, version, action }, (before) => {
    const changes: KycChanges = {
      gstin: fields.gstin,
      pobId: fields.pob_id,
      pobFront: fields.pob_front,
      pobBack: fields.pob_back,
      extraDocuments: fields.extra_documents,
    };
    if (status) {
      const verb: KycAction =
        status === 'APPROVED' ? 'approve' : status === 'REJECTED' ? 'reject' : 'incomplete';
      refuseTransition(before.bvStatus, verb, BV);
      Object.assign(changes, {
        bvStatus: statusAfter(verb),
        bvRejectionMessages: status === 'REJECTED' ? reasons : [],
        ...reviewed(ctx.actor),
      });
    }
    if (Object.keys(changesOf(before, changes)).length === 0)
      throw badRequest(formatMessage('nothingToChange'));
    return status || !approvalLapses(before.bvStatus)
      ? changes
      : { ...changes, bvStatus: 'PENDING' };
  });
}

export const toggleBusinessKyc = (
  ctx: ReviewContext,
  orgId: number,
  required: boolean,
  comment: string,
  version?: number,
) =>
  changeKyc(ctx, { orgId, version, action: 'kyc.bv.toggle', extra: { comment } }, (before) => {
    if (before.isBizKycRequired === required) {
      throw conflict(formatMessage(required ? 'bvAlreadyRequired' : 'bvAlreadyNotRequired'));
    }
    return { isBizKycRequired: required };
  });

export const toggleFup = (
  ctx: ReviewContext,
  orgId: number,
  required: boolean,
  comment: string,
  version?: number,
) =>
  changeKyc(ctx, { orgId, version, action: 'kyc.fup.toggle', extra: { comment } }, (before) => {
    if (before.isFupRequired === required)
      throw conflict(formatMessage(required ? 'fupAlreadyRequired' : 'fupAlreadyNotRequired'));
    return { isFupRequired: required };
  });
