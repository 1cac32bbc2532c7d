import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createSavedViewBody,
  savedViewDeleted,
  savedViewListQuery,
  savedViewSaved,
  savedViewsSchema,
} from '@switchboard/contract/saved-views';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { listViews, removeView, saveView } from './service';

const tags = ['saved-views'];

/** A staff member's saved views of the lists: each sees, saves and deletes only their own. */
export async function savedViewsRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/saved-views',
    {
      schema: {
        tags,
        querystring: savedViewListQuery,
        response: { 200: envelope(savedViewsSchema) },
      },
      config: { access: ['read', 'SavedView'] },
    },
    async (request) => ({ data: await listViews(app.db, actorOf(request), request.query.list) }),
  );

  app.post(
    '/api/admin/saved-views',
    {
      schema: { tags, body: createSavedViewBody, response: { 200: envelope(savedViewSaved) } },
      config: { access: ['create', 'SavedView'] },
    },
    async (request) => ({ data: await saveView(app.db, actorOf(request), request.body) }),
  );

  app.delete(
    '/api/admin/saved-views/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(savedViewDeleted) } },
      config: { access: ['delete', 'SavedView'] },
    },
    async (request) => ({ data: await removeView(app.db, actorOf(request), request.params.id) }),
  );
}
