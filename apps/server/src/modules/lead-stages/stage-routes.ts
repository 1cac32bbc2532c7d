import { eq, max } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  changeLeadStagePositionBody,
  createLeadStageBody,
  leadDeleted,
  leadStageListSchema,
  leadStageMoved,
  leadStageSaved,
  MAX_LEAD_STAGES,
  updateLeadStageBody,
} from '@switchboard/contract/lead-stages';
import { orgIdParam } from '@switchboard/contract/integrations';
import { leadStages } from '../../db/schema/lead-stages';
import { actorOf, audit, diff } from '../../platform/audit/audit';
import { badRequest, conflict } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { lockStage, orgStages, renumberStages, requireOrg, stageToWire } from './repository';

const tags = ['lead-stages'];

export async function leadStageRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/lead-stage/org/:orgId',
    {
      schema: { tags, params: orgIdParam, response: { 200: envelope(leadStageListSchema) } },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => {
      await requireOrg(db, request.params.orgId);
      return { data: (await orgStages(db, request.params.orgId)).map(stageToWire) };
    },
  );

  app.post(
    '/api/admin/lead-stage',
    {
      schema: { tags, body: createLeadStageBody, response: { 200: envelope(leadStageSaved) } },
      config: { access: ['create', 'Lead'] },
    },
    async (request) => {
      const { org_id: orgId, name, type } = request.body;
      const stage = await db.transaction(async (tx) => {
        await requireOrg(tx, orgId, true);
        const [last] = await tx
          .select({ n: max(leadStages.position) })
          .from(leadStages)
          .where(eq(leadStages.orgId, orgId));
        const position = (last?.n ?? 0) + 1;
        if (position > MAX_LEAD_STAGES)
          throw conflict(`An org can have at most ${MAX_LEAD_STAGES} lead stages`);
        const [row] = await tx
          .insert(leadStages)
          .values({ orgId, name, type, position })
          .returning();
        if (!row) throw new Error('lead stage insert failed');
        await audit(tx, actorOf(request), {
          action: 'lead_stages.create',
          subjectType: 'LeadStage',
          subjectId: row.id,
          orgId,
          summary: { name, type, position },
        });
        return row;
      });
      return { data: { message: 'Lead stage created successfully', stage: stageToWire(stage) } };
    },
  );

  app.put(
    '/api/admin/lead-stage/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateLeadStageBody,
        response: { 200: envelope(leadStageSaved) },
      },
      config: { access: ['update', 'Lead'] },
    },
    async (request) => {
      const stage = await db.transaction(async (tx) => {
        const before = await lockStage(tx, request.params.id);
        const changes = {
          name: request.body.name ?? before.name,
          type: request.body.type ?? before.type,
        };
        const [row] = await tx
          .update(leadStages)
          .set(changes)
          .where(eq(leadStages.id, before.id))
          .returning();
        if (!row) throw new Error('lead stage update failed');
        await audit(tx, actorOf(request), {
          action: 'lead_stages.update',
          subjectType: 'LeadStage',
          subjectId: row.id,
          orgId: row.orgId,
          summary: diff({ name: before.name, type: before.type }, changes),
        });
        return row;
      });
      return { data: { message: 'Lead stage updated successfully', stage: stageToWire(stage) } };
    },
  );

  // Moves one stage; the others close up around it so positions stay 1..n.
  app.put(
    '/api/admin/lead-stage/:id/change-position',
    {
      schema: {
        tags,
        params: idParam,
        body: changeLeadStagePositionBody,
        response: { 200: envelope(leadStageMoved) },
      },
      config: { access: ['update', 'Lead'] },
    },
    async (request) => {
      const stages = await db.transaction(async (tx) => {
        const stage = await lockStage(tx, request.params.id);
        const current = await orgStages(tx, stage.orgId).for('update');
        const target = request.body.position;
        if (target > current.length) {
          throw badRequest(`Invalid position`, [
            { field: 'position', message: `must be between 1 and ${current.length}` },
          ]);
        }
        const order = current.map((s) => s.id).filter((id) => id !== stage.id);
        order.splice(target - 1, 0, stage.id);
        await renumberStages(tx, stage.orgId, order);
        await audit(tx, actorOf(request), {
          action: 'lead_stages.move',
          subjectType: 'LeadStage',
          subjectId: stage.id,
          orgId: stage.orgId,
          summary: { name: stage.name, position: { from: stage.position, to: target } },
        });
        return orgStages(tx, stage.orgId);
      });
      return {
        data: {
          message: 'Lead stage position changed successfully',
          stages: stages.map(stageToWire),
        },
      };
    },
  );

  // No table refers to a stage by id yet (internal leads keep their own stage names), so a
  // stage can always go; the stages after it move up one place.
  app.delete(
    '/api/admin/lead-stage/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(leadDeleted) } },
      config: { access: ['delete', 'Lead'] },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const stage = await lockStage(tx, request.params.id);
        await tx.delete(leadStages).where(eq(leadStages.id, stage.id));
        const rest = await orgStages(tx, stage.orgId);
        await renumberStages(
          tx,
          stage.orgId,
          rest.map((s) => s.id),
        );
        await audit(tx, actorOf(request), {
          action: 'lead_stages.delete',
          subjectType: 'LeadStage',
          subjectId: stage.id,
          orgId: stage.orgId,
          summary: { name: stage.name, type: stage.type, position: stage.position },
        });
      });
      return { data: { message: 'Lead stage deleted successfully', id: request.params.id } };
    },
  );
}
