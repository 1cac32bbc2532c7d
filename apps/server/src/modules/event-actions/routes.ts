import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  eventActionListSchema,
  eventActionSaved,
  saveEventActionBody,
  updateEventActionBody,
} from '@switchboard/contract/event-actions';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { listEventActions, saveEventAction, updateEventAction } from './service';

export async function eventActionsRoutes(app: App): Promise<void> {
  const { db } = app;
  const tags = ['event-actions'];

  app.get(
    '/api/admin/event/action-setting/org/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(eventActionListSchema) } },
      config: { access: ['read', 'Integration'] },
    },
    async (request) => ({ data: await listEventActions(db, request.params.id) }),
  );

  // Creates the org's setting for this event and action, or updates the one that exists.
  app.post(
    '/api/admin/event/action-setting',
    {
      schema: { tags, body: saveEventActionBody, response: { 200: envelope(eventActionSaved) } },
      config: { access: ['update', 'Integration'] },
    },
    async (request) => ({ data: await saveEventAction(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/admin/event/action-setting/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateEventActionBody,
        response: { 200: envelope(eventActionSaved) },
      },
      config: { access: ['update', 'Integration'] },
    },
    async (request) => ({
      data: await updateEventAction(db, actorOf(request), request.params.id, request.body),
    }),
  );
}
