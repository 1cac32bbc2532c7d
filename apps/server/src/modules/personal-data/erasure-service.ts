import { formatMessage } from '@switchboard/contract/messages';
import {
  ERASURE_DUE_DAYS,
  type ErasureCreateBody,
  type ErasureList,
  type ErasureListQuery,
  type ErasurePreview,
  type ErasureRejectBody,
  type ErasureRequest,
} from '@switchboard/contract/personal-data';
import { isConsoleRole } from '@switchboard/contract/roles';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { applyErasure, planErasure } from './erasure-repository';
import {
  carriedOutRequests,
  closeRequest,
  findRequest,
  hasErasureRequests,
  insertRequest,
  listRequests,
  lockRequest,
  restoreCarriedOutRequest,
  type CarriedOutErasure,
} from './erasure-request-repository';
import {
  findPerson,
  ownedOrgIds,
  phoneForms,
  type PersonPerson,
  type PersonScope,
} from './export-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

async function personOrThrow(db: Db, id: number): Promise<PersonPerson> {
  const person = await findPerson(db, id);
  if (!person || isConsoleRole(person.role)) throw notFound('Person');
  return person;
}

async function scopeOf(db: DbOrTx, person: PersonPerson): Promise<PersonScope> {
  return {
    userId: person.id,
    orgIds: await ownedOrgIds(db, person.id),
    phones: phoneForms(person.phone),
    emails: person.email ? [person.email] : [],
  };
}

async function requestOrThrow(db: Db, id: number): Promise<ErasureRequest> {
  const found = await findRequest(db, id);
  if (!found) throw notFound('Erasure request');
  return found;
}

/** POST /admin/people/{id}/erasure-requests: records the request, due by the Rules' timeline. */
export async function createErasureRequest(
  db: Db,
  actor: Actor,
  personId: number,
  body: ErasureCreateBody,
): Promise<ErasureRequest> {
  const person = await personOrThrow(db, personId);
  const receivedAt = body.received_at ? new Date(body.received_at) : new Date();
  if (receivedAt.getTime() > Date.now() + 60_000)
    throw badRequest(formatMessage('erasureReceivedFuture'), [
      { field: 'received_at', message: formatMessage('erasureReceivedFuture') },
    ]);
  const dueAt = new Date(receivedAt.getTime() + ERASURE_DUE_DAYS * DAY_MS);
  const id = await db.transaction(async (tx) => {
    const created = await insertRequest(tx, {
      personUserId: person.id,
      askedBy: body.asked_by,
      receivedAt,
      dueAt,
      recordedById: actor.actorId,
    });
    if (created === null) throw conflict(formatMessage('erasureAlreadyOpen'));
    await audit(tx, actor, {
      action: 'personal-data.erasure-request',
      subjectType: 'User',
      subjectId: person.id,
      summary: {
        request: created,
        asked_by: body.asked_by,
        received_at: receivedAt.toISOString(),
        due_at: dueAt.toISOString(),
      },
    });
    return created;
  });
  return requestOrThrow(db, id);
}

export const erasureRequestList = (db: Db, query: ErasureListQuery): Promise<ErasureList> =>
  listRequests(db, query);

/** What carrying the request out will anonymise and what a legal hold keeps. */
export async function previewErasure(db: Db, id: number): Promise<ErasurePreview> {
  const request = await requestOrThrow(db, id);
  if (request.status !== 'OPEN') return { request, plan: request.result ?? emptyPlan };
  const person = await personOrThrow(db, request.person_user_id);
  return { request, plan: await planErasure(db, await scopeOf(db, person)) };
}

const emptyPlan = { anonymised: [], held: [], recordings: 0 };

/**
 * POST /admin/erasure-requests/{id}/carry-out (SU only): in one transaction, anonymises what
 * no law keeps, marks held rows held until their hold ends, closes the request and audits it.
 * A request already carried out is answered as it stands: nothing more is done. The erased
 * recordings' files are removed once the transaction has committed.
 */
export async function carryOutErasure(
  db: Db,
  files: FileService,
  actor: Actor & { isSu: boolean },
  id: number,
): Promise<ErasureRequest> {
  if (!actor.isSu) throw forbidden(formatMessage('erasureSuOnly'));
  const outcome = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw notFound('Erasure request');
    if (request.status === 'DONE') return { recordingKeys: [] as string[] };
    if (request.status === 'REJECTED') throw conflict(formatMessage('erasureClosed'));
    const person = await findPerson(tx, request.person_user_id);
    if (!person || isConsoleRole(person.role)) throw notFound('Person');
    const scope = await scopeOf(tx, person);
    const { plan, recordingKeys, cancelled } = await applyErasure(tx, scope);
    await closeRequest(tx, id, { status: 'DONE', closedById: actor.actorId, result: plan });
    await audit(tx, actor, {
      action: 'personal-data.erase',
      subjectType: 'User',
      subjectId: person.id,
      orgId: scope.orgIds[0] ?? null,
      summary: {
        request: id,
        teams: scope.orgIds,
        anonymised: Object.fromEntries(plan.anonymised.map((a) => [a.table, a.rows])),
        held: Object.fromEntries(plan.held.map((h) => [h.table, h.rows])),
        kept: Object.fromEntries((plan.kept ?? []).map((k) => [k.table, k.rows])),
        recordings: plan.recordings,
        cancelled: {
          messages: cancelled.messages,
          campaign_recipients: cancelled.campaignRecipients,
        },
      },
    });
    return { recordingKeys };
  });
  for (const key of outcome.recordingKeys) await files.remove(key);
  return requestOrThrow(db, id);
}

/** POST /admin/erasure-requests/{id}/reject: closes an open request with the reason. */
export async function rejectErasureRequest(
  db: Db,
  actor: Actor,
  id: number,
  body: ErasureRejectBody,
): Promise<ErasureRequest> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw notFound('Erasure request');
    if (request.status !== 'OPEN') throw conflict(formatMessage('erasureClosed'));
    await closeRequest(tx, id, {
      status: 'REJECTED',
      closedById: actor.actorId,
      reason: body.reason,
    });
    await audit(tx, actor, {
      action: 'personal-data.erasure-reject',
      subjectType: 'User',
      subjectId: request.person_user_id,
      summary: { request: id, reason: body.reason },
    });
  });
  return requestOrThrow(db, id);
}

export type { CarriedOutErasure };

/** The erasures a database records as carried out (none in a database older than them). */
export async function carriedOutErasures(db: Db): Promise<CarriedOutErasure[]> {
  return (await hasErasureRequests(db)) ? carriedOutRequests(db) : [];
}

export type ReapplyOutcome = {
  /** Requests the restored database did not hold as carried out: erased again now. */
  reapplied: number[];
  /** Requests it already held as carried out (the backup was taken after them). */
  already: number[];
};

/**
 * After a restore: every erasure carried out that the restored database does not hold as
 * carried out (the backup was taken before it) is carried out again, through the same erasure
 * as a staff member's, each in one transaction: the request is put back as it was recorded
 * (who carried it out, when, what it did), the person's data the backup brought back is erased
 * again and held rows are marked held, audited `personal-data.erase-reapply`. A request the
 * database already holds as carried out is left: running this twice erases once.
 */
export async function reapplyErasures(
  db: Db,
  files: Pick<FileService, 'remove'>,
  erasures: CarriedOutErasure[],
  backup: string,
): Promise<ReapplyOutcome> {
  const outcome: ReapplyOutcome = { reapplied: [], already: [] };
  const ordered = [...erasures].sort(
    (a, b) => a.closed_at.localeCompare(b.closed_at) || a.id - b.id,
  );
  for (const erasure of ordered) {
    const done = await db.transaction(async (tx) => {
      const restored = await lockRequest(tx, erasure.id);
      if (restored?.status === 'DONE') return null;
      await restoreCarriedOutRequest(tx, erasure);
      const person = await findPerson(tx, erasure.person_user_id);
      // A person the backup does not hold (they came after it) has nothing here to erase.
      const scope = person && !isConsoleRole(person.role) ? await scopeOf(tx, person) : null;
      const applied = scope ? await applyErasure(tx, scope) : null;
      await audit(
        tx,
        { actorId: null, ip: null },
        {
          action: 'personal-data.erase-reapply',
          subjectType: 'User',
          subjectId: erasure.person_user_id,
          orgId: scope?.orgIds[0] ?? null,
          summary: {
            request: erasure.id,
            backup,
            carried_out_at: erasure.closed_at,
            person_in_backup: scope !== null,
            anonymised: Object.fromEntries(
              (applied?.plan.anonymised ?? []).map((a) => [a.table, a.rows]),
            ),
            held: Object.fromEntries((applied?.plan.held ?? []).map((h) => [h.table, h.rows])),
            recordings: applied?.plan.recordings ?? 0,
          },
        },
      );
      return { recordingKeys: applied?.recordingKeys ?? [] };
    });
    if (!done) {
      outcome.already.push(erasure.id);
      continue;
    }
    // The files went with the first erasure, unless the storage was restored too.
    for (const key of done.recordingKeys) await files.remove(key);
    outcome.reapplied.push(erasure.id);
  }
  return outcome;
}
