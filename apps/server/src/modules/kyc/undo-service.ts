import { KYC_UNDO_WINDOW_MS } from '@switchboard/contract/kyc';
import { formatMessage } from '@switchboard/contract/messages';
import { audit } from '../../platform/audit/audit';
import { conflict } from '../../platform/errors';
import { lockKyc, saveKyc, type KycChanges } from './repository';
import { changedResult, changesOf, type ReviewContext } from './service';
import { lastKycDecision, orgChangedSince } from './undo-repository';

type Change<T> = { before: T; after: T } | undefined;
type DecisionSummary = {
  version?: number;
  changes?: { status?: Change<string>; rejection_messages?: Change<string[]> };
  previous_review?: { reviewed_at: string | null; reviewed_by_id: number | null };
};

/**
 * POST /org/kyc/undo: takes back the reviewer's own approve or reject, when it is still the
 * KYC's latest change (the version it answered with), within KYC_UNDO_WINDOW_MS, and nothing
 * has followed from it (another change to the org, a message, a referral moved on). Restores
 * the status, reasons and review stamp it replaced, in one transaction, audited `kyc.undo`.
 */
export async function undoKycDecision(ctx: ReviewContext, orgId: number, version: number) {
  return ctx.db.transaction(async (tx) => {
    // A different version: something changed after the decision (or it was already undone).
    const before = await lockKyc(tx, orgId, version);
    const decision = await lastKycDecision(tx, orgId);
    const summary = (decision?.summary ?? {}) as DecisionSummary;
    const status = summary.changes?.status;
    if (
      !decision ||
      !['kyc.approve', 'kyc.reject'].includes(decision.action) ||
      summary.version !== before.version ||
      !status
    )
      throw conflict(formatMessage('kycUndoNothing'));
    if (decision.actor_id === null || decision.actor_id !== ctx.actor.actorId)
      throw conflict(formatMessage('kycUndoNotYours'));
    const madeAt = new Date(decision.created_at);
    if (Date.now() - madeAt.getTime() > KYC_UNDO_WINDOW_MS)
      throw conflict(formatMessage('kycUndoExpired'));
    const followed =
      (await orgChangedSince(tx, orgId, decision)) ||
      (decision.action === 'kyc.approve' &&
        (await ctx.events.kycApprovalFollowed(tx, orgId, madeAt)));
    if (followed) throw conflict(formatMessage('kycUndoDependent'));

    const previous = summary.previous_review;
    const changes: KycChanges = {
      status: status.before,
      ...(summary.changes?.rejection_messages
        ? { rejectionMessages: summary.changes.rejection_messages.before }
        : {}),
      reviewedAt: previous?.reviewed_at ? new Date(previous.reviewed_at) : null,
      reviewedById: previous?.reviewed_by_id ?? null,
    };
    const after = await saveKyc(tx, before, changes);
    await audit(tx, ctx.actor, {
      action: 'kyc.undo',
      subjectType: 'Kyc',
      subjectId: orgId,
      orgId,
      summary: {
        undone: decision.action,
        undone_entry: decision.id,
        changes: changesOf(before, changes),
        version: after.version,
      },
    });
    return changedResult(after);
  });
}
