import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '@switchboard/contract/envelope';
import { gatewayEvents } from '../../db/schema/payments';
import { actorOf } from '../../platform/audit/audit';
import { badRequest } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { applyGatewayEvent, gatewayEventSchema } from './webhook-events';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureMatches } from './webhook-signature';

export const WEBHOOK_PATH = '/api/payments/webhook/razorpay';

/**
 * The payment gateway's webhook: public (the gateway has no session) and signed instead.
 * The HMAC covers the exact bytes sent, so this scope keeps JSON bodies raw and parses them
 * only after the signature checks out.
 */
export async function webhookRoutes(app: App): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    (scope as unknown as App).post(
      WEBHOOK_PATH,
      {
        schema: { tags: ['payments'], hide: true, response: { 200: envelope(z.object({ status: z.string() })) } },
        config: { public: true, csrf: false },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[SIGNATURE_HEADER];
        const eventId = request.headers[EVENT_ID_HEADER];
        if (!signatureMatches(raw, typeof signature === 'string' ? signature : undefined, app.config.billing.webhookSecret)) {
          request.log.warn({ ip: request.ip, eventId }, 'payment webhook refused: bad signature');
          await app.db.insert(gatewayEvents).values({ signatureValid: false, outcome: 'bad signature', ip: request.ip });
          throw badRequest('Invalid webhook signature');
        }
        const parsed = gatewayEventSchema.safeParse(safeJson(raw));
        if (!parsed.success) throw badRequest('Invalid webhook payload');
        const event = parsed.data;
        const id = typeof eventId === 'string' && eventId.length <= 100 ? eventId : null;
        const status = await app.db.transaction(async (tx) => {
          if (id) {
            const [fresh] = await tx
              .insert(gatewayEvents)
              .values({ eventId: id, event: event.event, signatureValid: true, outcome: 'received', ip: request.ip, payload: event })
              .onConflictDoNothing({ target: gatewayEvents.eventId })
              .returning({ id: gatewayEvents.id });
            if (!fresh) return 'duplicate event';
          }
          const { outcome, flagged } = await applyGatewayEvent(tx, { ...actorOf(request), actorId: null }, event);
          if (flagged) request.log.warn({ eventId: id, event: event.event, outcome }, 'payment webhook flagged');
          if (id) await tx.update(gatewayEvents).set({ outcome, flagged }).where(eq(gatewayEvents.eventId, id));
          else await tx.insert(gatewayEvents).values({ event: event.event, signatureValid: true, outcome, flagged, ip: request.ip, payload: event });
          return outcome;
        });
        return { data: { status } };
      },
    );
  });
}

function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
