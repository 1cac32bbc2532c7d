import { formatMessage } from '@switchboard/contract/messages';
import {
  MAX_LEAD_STAGES,
  type LeadStage,
  type createLeadStageBody,
  type updateLeadStageBody,
} from '@switchboard/contract/lead-stages';
import type { z } from 'zod';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  deleteStage,
  findOrg,
  insertStage,
  lastPosition,
  lockStageRow,
  orgOfStage,
  orgStages,
  renumberStages,
  stageToWire,
  updateStage,
  type StageRow,
} from './repository';

/**
 * The org must exist and not be deleted. With `lock`, its row stays locked for the rest of the
 * transaction, so every change to one org's stage order (create, move, delete) runs one at a time.
 */
export async function requireOrg(db: DbOrTx, id: number, lock = false): Promise<void> {
  const org = await findOrg(db, id, lock);
  if (!org || org.deletedAt) throw notFound('Org');
}

/** A stage by id with its org locked (the org is locked first, always, so locks never cross). */
async function lockStage(tx: Tx, id: number): Promise<StageRow> {
  const orgId = await orgOfStage(tx, id);
  if (orgId === null) throw notFound('Lead stage');
  await requireOrg(tx, orgId, true);
  const stage = await lockStageRow(tx, id);
  if (!stage) throw notFound('Lead stage');
  return stage;
}

export async function listStages(db: Db, orgId: number): Promise<LeadStage[]> {
  await requireOrg(db, orgId);
  return (await orgStages(db, orgId)).map(stageToWire);
}

/** POST /admin/lead-stage: the new stage goes last. */
export async function createStage(
  db: Db,
  actor: Actor,
  { org_id: orgId, name, type }: z.output<typeof createLeadStageBody>,
) {
  const stage = await db.transaction(async (tx) => {
    await requireOrg(tx, orgId, true);
    const position = (await lastPosition(tx, orgId)) + 1;
    if (position > MAX_LEAD_STAGES)
      throw conflict(formatMessage('tooManyLeadStages', { max: MAX_LEAD_STAGES }));
    const row = await insertStage(tx, { orgId, name, type, position });
    if (!row) throw new Error('lead stage insert failed');
    await audit(tx, actor, {
      action: 'lead_stages.create',
      subjectType: 'LeadStage',
      subjectId: row.id,
      orgId,
      summary: { name, type, position },
    });
    return row;
  });
  return { message: formatMessage('leadStageCreated'), stage: stageToWire(stage) };
}

export async function renameStage(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof updateLeadStageBody>,
) {
  const stage = await db.transaction(async (tx) => {
    const before = await lockStage(tx, id);
    const changes = { name: body.name ?? before.name, type: body.type ?? before.type };
    const row = await updateStage(tx, before.id, changes);
    if (!row) throw new Error('lead stage update failed');
    await audit(tx, actor, {
      action: 'lead_stages.update',
      subjectType: 'LeadStage',
      subjectId: row.id,
      orgId: row.orgId,
      summary: diff({ name: before.name, type: before.type }, changes),
    });
    return row;
  });
  return { message: formatMessage('leadStageUpdated'), stage: stageToWire(stage) };
}

/** Moves one stage; the others close up around it so positions stay 1..n. */
export async function moveStage(db: Db, actor: Actor, id: number, target: number) {
  const stages = await db.transaction(async (tx) => {
    const stage = await lockStage(tx, id);
    const current = await orgStages(tx, stage.orgId, true);
    if (target > current.length) {
      throw badRequest(formatMessage('invalidPosition'), [
        { field: 'position', message: `must be between 1 and ${current.length}` },
      ]);
    }
    const order = current.map((s) => s.id).filter((other) => other !== stage.id);
    order.splice(target - 1, 0, stage.id);
    await renumberStages(tx, stage.orgId, order);
    await audit(tx, actor, {
      action: 'lead_stages.move',
      subjectType: 'LeadStage',
      subjectId: stage.id,
      orgId: stage.orgId,
      summary: { name: stage.name, position: { from: stage.position, to: target } },
    });
    return orgStages(tx, stage.orgId);
  });
  return { message: formatMessage('leadStageMoved'), stages: stages.map(stageToWire) };
}

/**
 * No table refers to a stage by id yet (internal leads keep their own stage names), so a
 * stage can always go; the stages after it move up one place.
 */
export async function removeStage(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const stage = await lockStage(tx, id);
    await deleteStage(tx, stage.id);
    const rest = await orgStages(tx, stage.orgId);
    await renumberStages(
      tx,
      stage.orgId,
      rest.map((s) => s.id),
    );
    await audit(tx, actor, {
      action: 'lead_stages.delete',
      subjectType: 'LeadStage',
      subjectId: stage.id,
      orgId: stage.orgId,
      summary: { name: stage.name, type: stage.type, position: stage.position },
    });
  });
  return { message: formatMessage('leadStageDeleted'), id };
}
