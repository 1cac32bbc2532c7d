import { envelope } from '@switchboard/contract/envelope';
import { outboxPageSchema, outboxQuery } from '@switchboard/contract/outbox';
import type { App } from '../../platform/http/types';
import { outboxPage } from './service';

/**
 * GET /outbox: what the built-in providers recorded instead of sending (SMS, push, webhooks,
 * switch requests), for staff to check what a customer was sent and whether a webhook arrived.
 * It sits with the audit log: both answer "what did the system do".
 */
export async function outboxRoutes(app: App): Promise<void> {
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['audit'],
        querystring: outboxQuery,
        response: { 200: envelope(outboxPageSchema) },
      },
      config: { access: ['read', 'Outbox'] },
    },
    async (request) => ({ data: await outboxPage(app.db, request.query) }),
  );
}
