import type { FastifyRequest } from 'fastify';
import { formatMessage, type MessageKey } from '@switchboard/contract/messages';
import type { ProductConfig } from '@switchboard/contract/product';
import type {
  OrgActionResponse,
  OrgDetails,
  OrgSearchQuery,
  OrgUpdateBody,
  StaffMember,
} from '@switchboard/contract/teams';
import { auditedRows, actorOf, audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import {
  findOrgForUpdate,
  isAssignableStaff,
  listAssignableStaff,
  updateOrgRecord,
  type OrgRecord,
} from './org-repository';
import { findOrgDetails, findOrgRow, ownersOfOrgs, searchOrgs, walkOrgs } from './repository';
import { teamCsvRow } from './team-csv';

/** What a change to an org needs from its request: the database, who acts, the product. */
export type OrgChange = { db: Db; actor: Actor; product: ProductConfig };
export const orgChange = (app: App, request: FastifyRequest): OrgChange => ({
  db: app.db,
  actor: actorOf(request),
  product: app.config.product,
});

export type LockedOrg = OrgRecord;

/**
 * The org a change acts on, locked for the rest of the transaction so two staff acting at once
 * queue instead of overwriting each other. A deleted org takes no changes until restored.
 */
export async function lockOrg(
  tx: Tx,
  id: number,
  options: { allowDeleted?: boolean } = {},
): Promise<LockedOrg> {
  const org = await findOrgForUpdate(tx, id);
  if (!org) throw notFound('Org');
  if (org.deletedAt && !options.allowDeleted)
    throw conflict(formatMessage('orgDeletedRestoreFirst'));
  return org;
}

/**
 * One org action: lock the org (404 when missing, 409 when deleted), do the work, and write the
 * audit entry with what the work reports, all in one transaction.
 */
export async function runOrgAction(
  change: OrgChange,
  orgId: number,
  action: string,
  work: (tx: Tx, org: LockedOrg) => Promise<Record<string, unknown>>,
  options: { allowDeleted?: boolean } = {},
): Promise<void> {
  await change.db.transaction(async (tx) => {
    const org = await lockOrg(tx, orgId, options);
    const summary = await work(tx, org);
    await audit(tx, change.actor, { action, subjectType: 'Org', subjectId: orgId, orgId, summary });
  });
}

/** An org action's answer: the spec's success message and the org as it now is. */
export async function actionAnswer(
  change: OrgChange,
  orgId: number,
  message: MessageKey,
): Promise<OrgActionResponse> {
  const org = await findOrgRow(change.db, orgId, change.product.key);
  if (!org) throw notFound('Org');
  return { message: formatMessage(message, { product: change.product.name }), org };
}

/** GET /org/search; `assignedTo` narrows to one staff member's orgs. */
export const searchTeams = (
  db: Db,
  product: ProductConfig,
  query: Omit<OrgSearchQuery, 'assigned'>,
  assignedTo: number | null,
) => searchOrgs(db, { ...query, assignedTo }, product.key);

/**
 * The teams the list's filters pick, as CSV rows streamed page by page, read as the list reads
 * (owner and phone added); who exported which teams is audited before the first row goes out.
 */
export function exportTeams(
  db: Db,
  actor: Actor,
  product: ProductConfig,
  query: Omit<OrgSearchQuery, 'assigned' | 'page' | 'page_size'>,
  assignedTo: number | null,
) {
  async function* rows() {
    for await (const page of walkOrgs(db, { ...query, assignedTo }, product.key)) {
      const owners = await ownersOfOrgs(
        db,
        page.map((org) => org.id),
      );
      for (const org of page) yield teamCsvRow(org, owners.get(org.id));
    }
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'teams.export',
      subjectType: 'Org',
      summary: { filters: { ...query, assigned: assignedTo !== null } },
    },
    rows(),
  );
}

export async function orgDetails(db: Db, product: ProductConfig, id: number): Promise<OrgDetails> {
  const details = await findOrgDetails(db, id, product.key);
  if (!details) throw notFound('Org');
  return details;
}

export const assignableStaff = (db: Db, role: StaffMember['role'] | undefined) =>
  listAssignableStaff(db, role);

/** PUT /org/{org_id}: the fields sent change; nothing changed writes nothing. */
export async function updateOrg(change: OrgChange, id: number, body: OrgUpdateBody) {
  await change.db.transaction(async (tx) => {
    const org = await lockOrg(tx, id);
    if (body.assigned_staff_id && !(await isAssignableStaff(tx, body.assigned_staff_id))) {
      throw badRequest(formatMessage('assignedStaffMustBeStaff'), [
        { field: 'assigned_staff_id', message: 'must be an active SU or ADMIN user' },
      ]);
    }
    // The audit entry names fields as the API does (snake_case).
    const before = {
      name: org.name,
      email: org.email,
      gstin: org.gstin,
      working_time: org.workingTime,
      status: org.status,
      assigned_staff_id: org.assignedStaffId,
    };
    const changes = diff(before, body);
    if (Object.keys(changes).length === 0) return;
    await updateOrgRecord(tx, id, {
      name: body.name,
      email: body.email,
      gstin: body.gstin,
      workingTime: body.working_time,
      status: body.status,
      assignedStaffId: body.assigned_staff_id,
    });
    await audit(tx, change.actor, {
      action: 'org.update',
      subjectType: 'Org',
      subjectId: id,
      orgId: id,
      summary: changes,
    });
  });
  return actionAnswer(change, id, 'orgUpdated');
}

/** Soft delete: every row stays; the org drops out of lists and takes no changes. */
export async function deleteOrg(change: OrgChange, id: number) {
  await runOrgAction(change, id, 'org.delete', async (tx, org) => {
    await updateOrgRecord(tx, id, { deletedAt: new Date() });
    return { name: org.name };
  });
  return actionAnswer(change, id, 'orgDeleted');
}

export async function restoreOrg(change: OrgChange, id: number) {
  await runOrgAction(
    change,
    id,
    'org.restore',
    async (tx, org) => {
      if (!org.deletedAt) throw conflict(formatMessage('orgNotDeleted'));
      await updateOrgRecord(tx, id, { deletedAt: null });
      return { deleted_at: org.deletedAt.toISOString() };
    },
    { allowDeleted: true },
  );
  return actionAnswer(change, id, 'orgRestored');
}
