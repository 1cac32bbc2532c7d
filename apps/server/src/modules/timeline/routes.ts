import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import { timelinePageSchema, timelineQuery } from '@switchboard/contract/timeline';
import type { App } from '../../platform/http/types';
import { orgTimeline } from './service';

/** The team page's Timeline tab: every event of one org, newest first, by kind. */
export async function timelineRoutes(app: App): Promise<void> {
  app.get(
    '/api/org/:id/timeline',
    {
      schema: {
        tags: ['timeline'],
        params: idParam,
        querystring: timelineQuery,
        response: { 200: envelope(timelinePageSchema) },
      },
      // Whoever may read the org reads its history, as the team page shows it.
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({
      data: await orgTimeline(app.db, request.params.id, request.query),
    }),
  );
}
