import { z } from 'zod';
import { auditListQuery, auditListSchema } from '@switchboard/contract/audit';
import { envelope } from '@switchboard/contract/envelope';
import type { App } from '../../platform/http/types';
import { outboxRoutes } from './outbox-routes';
import { listOrgAudit } from './repository';

export async function auditRoutes(app: App): Promise<void> {
  await outboxRoutes(app);
  app.get(
    '/api/audit/org/:id',
    {
      schema: {
        tags: ['audit'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: auditListQuery,
        response: { 200: envelope(auditListSchema) },
      },
      config: { access: ['read', 'AuditLog'] },
    },
    async (request) => ({ data: await listOrgAudit(app.db, request.params.id, request.query) }),
  );
}
