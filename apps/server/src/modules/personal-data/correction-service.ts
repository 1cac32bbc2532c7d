import { formatMessage } from '@switchboard/contract/messages';
import type {
  Correction,
  CorrectionChange,
  CorrectionCreateBody,
} from '@switchboard/contract/personal-data';
import { correctionFields } from '@switchboard/contract/personal-data';
import { isConsoleRole } from '@switchboard/contract/roles';
import { audit, type Actor } from '../../platform/audit/audit';
import { personExists } from './consent-repository';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  applyCorrection,
  emailTaken,
  findCorrection,
  insertCorrection,
  listCorrections,
  lockCorrectablePerson,
  wasErased,
} from './correction-repository';

/**
 * POST /admin/people/{id}/corrections (DPDP Act s.12(2)(a)): corrects the person's name, email
 * or phone at their request, in one transaction with its record (which fields, old and new, who
 * asked, who made it, when) and an audit entry. The record holds the values, so an erasure
 * empties it with the rest; the audit entry names the fields only. Refused for staff (404), for
 * a person already erased (409: a correction would bring data back), when another user has the
 * email (409) and when nothing would change (400).
 */
export async function correctPersonData(
  db: Db,
  actor: Actor,
  personId: number,
  body: CorrectionCreateBody,
): Promise<Correction> {
  const id = await db.transaction(async (tx) => {
    const person = await lockCorrectablePerson(tx, personId);
    if (!person || isConsoleRole(person.role)) throw notFound('Person');
    if (await wasErased(tx, person.id)) throw conflict(formatMessage('correctionErased'));
    const changes: CorrectionChange[] = [];
    for (const field of correctionFields) {
      const after = body[field];
      if (after !== undefined && after !== person[field])
        changes.push({ field, before: person[field], after });
    }
    if (changes.length === 0) throw badRequest(formatMessage('correctionNothing'));
    const email = changes.find((c) => c.field === 'email')?.after;
    if (email && (await emailTaken(tx, email, person.id)))
      throw conflict(formatMessage('correctionEmailTaken'));
    await applyCorrection(tx, person.id, changes);
    const created = await insertCorrection(tx, {
      personUserId: person.id,
      askedBy: body.asked_by,
      changes,
      correctedById: actor.actorId,
    });
    await audit(tx, actor, {
      action: 'personal-data.correct',
      subjectType: 'User',
      subjectId: person.id,
      summary: {
        correction: created,
        asked_by: body.asked_by,
        fields: changes.map((c) => c.field),
      },
    });
    return created;
  });
  const correction = await findCorrection(db, id);
  if (!correction) throw notFound('Correction');
  return correction;
}

/** GET /admin/people/{id}/corrections: newest first. */
/** A person's corrections, newest first; 404 when there is no such person. */
export async function personCorrections(db: Db, personId: number): Promise<Correction[]> {
  if (!(await personExists(db, personId))) throw notFound('Person');
  return listCorrections(db, personId);
}
