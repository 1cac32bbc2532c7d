import { asc, eq } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { orgIdParam } from '@switchboard/contract/integrations';
import {
  createLeadGroupBody,
  leadDeleted,
  leadGroupListSchema,
  leadGroupSaved,
  updateLeadGroupBody,
} from '@switchboard/contract/lead-stages';
import { leadGroups } from '../../db/schema/lead-stages';
import { actorOf, audit, diff } from '../../platform/audit/audit';
import type { Tx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { groupToWire, requireOrg } from './repository';

const tags = ['lead-stages'];

async function lockGroup(tx: Tx, id: number) {
  const [group] = await tx.select().from(leadGroups).where(eq(leadGroups.id, id)).for('update');
  if (!group) throw notFound('Lead group');
  return group;
}

export async function leadGroupRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/lead-group/org/:orgId',
    {
      schema: { tags, params: orgIdParam, response: { 200: envelope(leadGroupListSchema) } },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => {
      await requireOrg(db, request.params.orgId);
      const rows = await db
        .select()
        .from(leadGroups)
        .where(eq(leadGroups.orgId, request.params.orgId))
        .orderBy(asc(leadGroups.id))
        .limit(500);
      return { data: rows.map(groupToWire) };
    },
  );

  app.post(
    '/api/admin/lead-group',
    {
      schema: { tags, body: createLeadGroupBody, response: { 200: envelope(leadGroupSaved) } },
      config: { access: ['create', 'Lead'] },
    },
    async (request) => {
      const { org_id: orgId, name, type } = request.body;
      const group = await db.transaction(async (tx) => {
        await requireOrg(tx, orgId);
        const [row] = await tx.insert(leadGroups).values({ orgId, name, type }).returning();
        if (!row) throw new Error('lead group insert failed');
        await audit(tx, actorOf(request), {
          action: 'lead_groups.create',
          subjectType: 'LeadGroup',
          subjectId: row.id,
          orgId,
          summary: { name, type },
        });
        return row;
      });
      return { data: { message: 'Lead group created successfully', group: groupToWire(group) } };
    },
  );

  app.put(
    '/api/admin/lead-group/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateLeadGroupBody,
        response: { 200: envelope(leadGroupSaved) },
      },
      config: { access: ['update', 'Lead'] },
    },
    async (request) => {
      const group = await db.transaction(async (tx) => {
        const before = await lockGroup(tx, request.params.id);
        const changes = {
          name: request.body.name ?? before.name,
          type: request.body.type ?? before.type,
        };
        const [row] = await tx
          .update(leadGroups)
          .set(changes)
          .where(eq(leadGroups.id, before.id))
          .returning();
        if (!row) throw new Error('lead group update failed');
        await audit(tx, actorOf(request), {
          action: 'lead_groups.update',
          subjectType: 'LeadGroup',
          subjectId: row.id,
          orgId: row.orgId,
          summary: diff({ name: before.name, type: before.type }, changes),
        });
        return row;
      });
      return { data: { message: 'Lead group updated successfully', group: groupToWire(group) } };
    },
  );

  app.delete(
    '/api/admin/lead-group/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(leadDeleted) } },
      config: { access: ['delete', 'Lead'] },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const group = await lockGroup(tx, request.params.id);
        await tx.delete(leadGroups).where(eq(leadGroups.id, group.id));
        await audit(tx, actorOf(request), {
          action: 'lead_groups.delete',
          subjectType: 'LeadGroup',
          subjectId: group.id,
          orgId: group.orgId,
          summary: { name: group.name, type: group.type },
        });
      });
      return { data: { message: 'Lead group deleted successfully', id: request.params.id } };
    },
  );
}
