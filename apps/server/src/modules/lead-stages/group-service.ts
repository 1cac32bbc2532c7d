import { formatMessage } from '@switchboard/contract/messages';
import type {
  LeadGroup,
  createLeadGroupBody,
  updateLeadGroupBody,
} from '@switchboard/contract/lead-stages';
import type { z } from 'zod';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, Tx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import {
  deleteGroup,
  groupToWire,
  insertGroup,
  lockGroupRow,
  orgGroups,
  updateGroup,
  type GroupRow,
} from './repository';
import { requireOrg } from './stage-service';

async function lockGroup(tx: Tx, id: number): Promise<GroupRow> {
  const group = await lockGroupRow(tx, id);
  if (!group) throw notFound('Lead group');
  return group;
}

export async function listGroups(db: Db, orgId: number): Promise<LeadGroup[]> {
  await requireOrg(db, orgId);
  return (await orgGroups(db, orgId)).map(groupToWire);
}

export async function createGroup(
  db: Db,
  actor: Actor,
  { org_id: orgId, name, type }: z.output<typeof createLeadGroupBody>,
) {
  const group = await db.transaction(async (tx) => {
    await requireOrg(tx, orgId);
    const row = await insertGroup(tx, { orgId, name, type });
    if (!row) throw new Error('lead group insert failed');
    await audit(tx, actor, {
      action: 'lead_groups.create',
      subjectType: 'LeadGroup',
      subjectId: row.id,
      orgId,
      summary: { name, type },
    });
    return row;
  });
  return { message: formatMessage('leadGroupCreated'), group: groupToWire(group) };
}

export async function renameGroup(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof updateLeadGroupBody>,
) {
  const group = await db.transaction(async (tx) => {
    const before = await lockGroup(tx, id);
    const changes = { name: body.name ?? before.name, type: body.type ?? before.type };
    const row = await updateGroup(tx, before.id, changes);
    if (!row) throw new Error('lead group update failed');
    await audit(tx, actor, {
      action: 'lead_groups.update',
      subjectType: 'LeadGroup',
      subjectId: row.id,
      orgId: row.orgId,
      summary: diff({ name: before.name, type: before.type }, changes),
    });
    return row;
  });
  return { message: formatMessage('leadGroupUpdated'), group: groupToWire(group) };
}

export async function removeGroup(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const group = await lockGroup(tx, id);
    await deleteGroup(tx, group.id);
    await audit(tx, actor, {
      action: 'lead_groups.delete',
      subjectType: 'LeadGroup',
      subjectId: group.id,
      orgId: group.orgId,
      summary: { name: group.name, type: group.type },
    });
  });
  return { message: formatMessage('leadGroupDeleted'), id };
}
