import { envelope } from '@switchboard/contract/envelope';
import {
  internalLeadPageSchema,
  internalLeadSearchQuery,
} from '@switchboard/contract/internal-leads';
import type { App } from '../../platform/http/types';
import { searchLeads } from './service';

export async function internalLeadsRoutes(app: App): Promise<void> {
  const { db } = app;
  // One org's leads (team tab, ?org_id) or every org's (menu "Internal leads").
  app.get(
    '/api/admin/internal-lead/search',
    {
      schema: {
        tags: ['leads'],
        querystring: internalLeadSearchQuery,
        response: { 200: envelope(internalLeadPageSchema) },
      },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => ({ data: await searchLeads(db, request.query) }),
  );
}
