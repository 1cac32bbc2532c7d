import { envelope, idParam } from '@switchboard/contract/envelope';
import { orgIdCamelParam } from '@switchboard/contract/params';
import {
  createLeadGroupBody,
  leadDeleted,
  leadGroupListSchema,
  leadGroupSaved,
  updateLeadGroupBody,
} from '@switchboard/contract/lead-stages';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { createGroup, listGroups, removeGroup, renameGroup } from './group-service';

const tags = ['lead-stages'];

export async function leadGroupRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/lead-group/org/:orgId',
    {
      schema: { tags, params: orgIdCamelParam, response: { 200: envelope(leadGroupListSchema) } },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => ({ data: await listGroups(db, request.params.orgId) }),
  );

  app.post(
    '/api/admin/lead-group',
    {
      schema: { tags, body: createLeadGroupBody, response: { 200: envelope(leadGroupSaved) } },
      config: { access: ['create', 'Lead'] },
    },
    async (request) => ({ data: await createGroup(db, actorOf(request), request.body) }),
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
    async (request) => ({
      data: await renameGroup(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/lead-group/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(leadDeleted) } },
      config: { access: ['delete', 'Lead'] },
    },
    async (request) => ({ data: await removeGroup(db, actorOf(request), request.params.id) }),
  );
}
