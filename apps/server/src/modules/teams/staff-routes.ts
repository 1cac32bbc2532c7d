import { envelope } from '@switchboard/contract/envelope';
import { staffListQuery, staffListSchema } from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import { assignableStaff } from './service';

/**
 * GET /admin/staff: the people an org can be assigned to, by name, so the edit dialog offers a
 * picker (and the team list's "assigned to me" has something to show). A handful of staff, not
 * a paged list.
 */
export async function staffRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags: ['teams'],
        querystring: staffListQuery,
        response: { 200: envelope(staffListSchema) },
      },
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({ data: await assignableStaff(app.db, request.query.role) }),
  );
}
