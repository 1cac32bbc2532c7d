import type { FastifyInstance } from 'fastify';
import { envelope } from '@switchboard/contract/envelope';
import { gatewayWebhookResultSchema } from '@switchboard/contract/payments-gateway';
import { actorOf } from '../../../platform/audit/audit';
import type { App } from '../../../platform/http/types';
import { receiveGatewayEvent } from './service';
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from './signature';

export const WEBHOOK_PATH = '/api/payments/webhook/razorpay';

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * The payment gateway's webhook: public (the gateway has no session) and signed instead.
 * The HMAC covers the exact bytes sent, so this scope keeps JSON bodies raw and parses them
 * only after the signature checks out.
 */
export async function webhookRoutes(app: App): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    (scope as unknown as App).post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          hide: true,
          response: { 200: envelope(gatewayWebhookResultSchema) },
        },
        config: { public: true, csrf: false },
      },
      async (request) => ({
        data: {
          status: await receiveGatewayEvent(app.db, app.billing, {
            raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: header(request.headers[SIGNATURE_HEADER]),
            eventId: header(request.headers[EVENT_ID_HEADER]),
            ip: request.ip,
            actor: { ...actorOf(request), actorId: null },
            log: request.log,
          }),
        },
      }),
    );
  });
}
