import { auditListQuery, auditListSchema } from '@switchboard/contract/audit';
import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import type { App } from '../../platform/http/types';
import { orgAuditLog } from './service';

export async function auditRoutes(app: App): Promise<void> {
  app.get(
    '/api/audit/org/:id',
    {
      schema: {
        tags: ['audit'],
        params: idParam,
        querystring: auditListQuery,
        response: { 200: envelope(auditListSchema) },
      },
      config: { access: ['read', 'AuditLog'] },
    },
    async (request) => ({ data: await orgAuditLog(app.db, request.params.id, request.query) }),
  );
}
