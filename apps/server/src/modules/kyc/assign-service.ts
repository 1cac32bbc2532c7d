import type { KycAssignee } from '@switchboard/contract/kyc';
import { formatMessage } from '@switchboard/contract/messages';
import { buildAbility } from '@switchboard/contract/permissions';
import { rulesFor } from '@switchboard/contract/role-rules';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import {
  orgName,
  setAssignee,
  staffCandidate,
  staffCandidates,
  userName,
  type StaffCandidate,
} from './assign-repository';
import { lockKyc } from './repository';

/**
 * Who may be given a KYC review: the staff who may review KYC, i.e. whose role and grants allow
 * `update Kyc` (the spec says no more; the queue's approve and reject need exactly that).
 */
const mayReview = (staff: StaffCandidate) =>
  buildAbility(rulesFor(staff.role, staff.grants)).can('update', 'Kyc');

/** GET /org/kyc/reviewers: the staff a KYC review can be assigned to, by name. */
export async function kycReviewers(db: Db): Promise<KycAssignee[]> {
  const staff = await staffCandidates(db);
  return staff.filter(mayReview).map(({ id, name }) => ({ id, name }));
}

/**
 * POST /org/kyc/assign (and each row of the bulk "Assign"): the org's KYC review to a reviewer,
 * or to nobody, in one transaction with its audit entry. The same assignee again changes and
 * audits nothing. The KYC's version stays: an assignment does not stale anyone's review.
 */
export async function assignKyc(
  ctx: { db: Db; actor: Actor },
  orgId: number,
  assigneeId: number | null,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockKyc(tx, orgId);
    let assignee: KycAssignee | null = null;
    if (assigneeId !== null) {
      const staff = await staffCandidate(tx, assigneeId);
      if (!staff || !mayReview(staff))
        throw badRequest(formatMessage('kycAssigneeMayNotReview'), [
          { field: 'assignee_id', message: 'must be a staff member who may review KYC' },
        ]);
      assignee = { id: staff.id, name: staff.name };
    }
    if (before.assigneeId !== assigneeId) {
      const previous = before.assigneeId === null ? null : await userName(tx, before.assigneeId);
      await setAssignee(tx, orgId, assigneeId);
      await audit(tx, ctx.actor, {
        action: 'kyc.assign',
        subjectType: 'Kyc',
        subjectId: orgId,
        orgId,
        summary: {
          changes: { assignee: { before: previous, after: assignee?.name ?? null } },
          assignee_id: { before: before.assigneeId, after: assigneeId },
        },
      });
    }
    const org = await orgName(tx, orgId);
    return {
      org_id: orgId,
      assignee,
      message: assignee
        ? formatMessage('kycAssigned', { org, name: assignee.name })
        : formatMessage('kycUnassigned', { org }),
    };
  });
}
