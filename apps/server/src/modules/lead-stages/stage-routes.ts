import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  changeLeadStagePositionBody,
  createLeadStageBody,
  leadDeleted,
  leadStageListSchema,
  leadStageMoved,
  leadStageSaved,
  updateLeadStageBody,
} from '@switchboard/contract/lead-stages';
import { orgIdCamelParam } from '@switchboard/contract/params';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { createStage, listStages, moveStage, removeStage, renameStage } from './stage-service';

const tags = ['lead-stages'];

export async function leadStageRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/lead-stage/org/:orgId',
    {
      schema: { tags, params: orgIdCamelParam, response: { 200: envelope(leadStageListSchema) } },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => ({ data: await listStages(db, request.params.orgId) }),
  );

  app.post(
    '/api/admin/lead-stage',
    {
      schema: { tags, body: createLeadStageBody, response: { 200: envelope(leadStageSaved) } },
      config: { access: ['create', 'Lead'] },
    },
    async (request) => ({ data: await createStage(db, actorOf(request), request.body) }),
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
    async (request) => ({
      data: await renameStage(db, actorOf(request), request.params.id, request.body),
    }),
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
    async (request) => ({
      data: await moveStage(db, actorOf(request), request.params.id, request.body.position),
    }),
  );

  app.delete(
    '/api/admin/lead-stage/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(leadDeleted) } },
      config: { access: ['delete', 'Lead'] },
    },
    async (request) => ({ data: await removeStage(db, actorOf(request), request.params.id) }),
  );
}
