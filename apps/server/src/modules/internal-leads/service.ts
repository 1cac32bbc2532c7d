import { formatMessage } from '@switchboard/contract/messages';
import type {
  InternalLeadDetail,
  InternalLeadFilter,
  InternalLeadResult,
  InternalLeadSearch,
  createInternalLeadBody,
  updateInternalLeadBody,
} from '@switchboard/contract/internal-leads';
import type { z } from 'zod';
import { auditedRows, audit, diff, type Actor } from '../../platform/audit/audit';
import { subjectHistory } from '../../platform/audit/history-repository';
import { bulkCount, bulkIds, runBulk } from '../../platform/bulk/run-bulk';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  customerById,
  findLead,
  insertLeads,
  isStaff,
  leadIdsMatching,
  leadOfPhone,
  orgExists,
  searchInternalLeads,
  updateLeadRow,
  walkInternalLeads,
} from './repository';

/** One org's leads (team tab, `org_id`) or every org's (menu "Internal leads"). */
export const searchLeads = (db: Db, query: InternalLeadSearch) => searchInternalLeads(db, query);

/**
 * The leads the list's filters pick, as CSV rows streamed page by page; who exported which
 * leads is audited before the first row goes out.
 */
export function exportLeads(
  db: Db,
  actor: Actor,
  query: Omit<InternalLeadSearch, 'page' | 'page_size'>,
) {
  async function* rows() {
    for await (const page of walkInternalLeads(db, query)) yield* page;
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'internal_leads.export',
      subjectType: 'Lead',
      summary: { filters: query },
    },
    rows(),
  );
}

/** A lead's owner must be console staff; answers 400 naming the field otherwise. */
export async function checkOwner(db: DbOrTx, ownerId: number | null | undefined): Promise<void> {
  if (ownerId && !(await isStaff(db, ownerId)))
    throw badRequest(formatMessage('leadOwnerUnknown', { id: ownerId }), [
      { field: 'owner_id', message: 'is not a staff member' },
    ]);
}

async function leadOrThrow(db: DbOrTx, id: number, lock = false) {
  const lead = await findLead(db, id, lock);
  if (!lead) throw notFound('Lead');
  return lead;
}

/**
 * GET /admin/internal-lead/{id}, the lead's drawer. The customer it became is the user its
 * conversion named (onboarding audits it under the lead: a new user or one staff picked).
 */
export async function leadDetail(db: Db, id: number): Promise<InternalLeadDetail> {
  const [lead, history] = await Promise.all([leadOrThrow(db, id), subjectHistory(db, 'Lead', id)]);
  // A won lead does not change after its conversion, so that entry is among the newest.
  const converted = history.find((entry) => entry.action === 'internal_lead.convert');
  const userId = Number(converted?.summary.user_id) || null;
  const customer = userId ? await customerById(db, userId) : null;
  return { lead, customer, history };
}

/** POST /admin/internal-lead. A phone that has a lead already is refused, naming that lead. */
export async function createLead(
  db: Db,
  actor: Actor,
  input: z.output<typeof createInternalLeadBody>,
): Promise<InternalLeadResult> {
  return db.transaction(async (tx) => {
    await checkOwner(tx, input.owner_id);
    if (input.org_id && !(await orgExists(tx, input.org_id)))
      throw badRequest(formatMessage('leadOrgUnknown', { id: input.org_id }), [
        { field: 'org_id', message: 'is not a team' },
      ]);
    const [id] = await insertLeads(tx, [
      {
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        source: input.source,
        orgId: input.org_id ?? null,
        assignedStaffId: input.owner_id ?? actor.actorId,
      },
    ]);
    if (id === undefined) {
      const existing = await leadOfPhone(tx, input.phone);
      throw conflict(
        formatMessage('leadPhoneTaken', { phone: input.phone, name: existing?.name ?? '' }),
      );
    }
    await audit(tx, actor, {
      action: 'internal_lead.create',
      subjectType: 'Lead',
      subjectId: id,
      orgId: input.org_id ?? null,
      summary: { name: input.name, phone: input.phone, source: input.source },
    });
    const lead = await leadOrThrow(tx, id);
    return { lead, message: formatMessage('leadCreated', { name: lead.name }) };
  });
}

/**
 * PUT /admin/internal-lead/{id}: name, email, source, stage and owner. WON by hand only for a
 * lead of a team; a won lead is history and does not change.
 */
export async function updateLead(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof updateInternalLeadBody>,
): Promise<InternalLeadResult> {
  return db.transaction(async (tx) => {
    const before = await leadOrThrow(tx, id, true);
    if (before.stage === 'WON') throw conflict(formatMessage('leadWon', { name: before.name }));
    if (input.stage === 'WON' && before.org_id === null)
      throw conflict(formatMessage('leadWonByConverting', { name: before.name }));
    await checkOwner(tx, input.owner_id);
    const changes = diff(
      {
        name: before.name,
        email: before.email,
        source: before.source,
        stage: before.stage,
        owner_id: before.assigned_staff_id,
      },
      input,
    );
    if (Object.keys(changes).length > 0) {
      await updateLeadRow(tx, id, {
        name: input.name,
        email: input.email,
        source: input.source,
        stage: input.stage,
        assignedStaffId: input.owner_id,
      });
      await audit(tx, actor, {
        action: 'internal_lead.update',
        subjectType: 'Lead',
        subjectId: id,
        orgId: before.org_id,
        summary: changes,
      });
    }
    const lead = await leadOrThrow(tx, id);
    return { lead, message: formatMessage('leadUpdated', { name: lead.name }) };
  });
}

type BulkChange = Pick<z.output<typeof updateInternalLeadBody>, 'owner_id' | 'stage'>;

/**
 * POST /admin/internal-lead/bulk: the one-lead change (owner or stage) on each ticked or
 * filtered lead, each in its own transaction with its own rules (a won lead stays as it is)
 * and audit entry; setting what a lead already has changes and audits nothing.
 */
export async function bulkLeads(
  db: Db,
  actor: Actor,
  body: { change: BulkChange; ids?: number[] | undefined; filter?: InternalLeadFilter },
) {
  const ids = await bulkIds(body, (limit) => leadIdsMatching(db, body.filter ?? {}, limit));
  return runBulk(ids, (id) => updateLead(db, actor, id, body.change));
}

/** POST /admin/internal-lead/bulk/count: how many leads the filter picks now. */
export const countLeadsBulk = (db: Db, filter: InternalLeadFilter) =>
  bulkCount((limit) => leadIdsMatching(db, filter, limit));
