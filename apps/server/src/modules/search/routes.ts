import { envelope } from '@switchboard/contract/envelope';
import { searchQuery, searchResultsSchema } from '@switchboard/contract/search';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import { searchEverything } from './service';

/** The console's one search box (Ctrl+K): teams, people, numbers, calls, KYC, payments, mandates. */
export async function searchRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/search',
    {
      schema: {
        tags: ['search'],
        querystring: searchQuery,
        response: { 200: envelope(searchResultsSchema) },
      },
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({ data: await searchEverything(readsFor(request), request.query.q) }),
  );
}
