import { formatMessage } from '@switchboard/contract/messages';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { gatewayEventSchema } from '@switchboard/contract/payments-gateway';
import type { Actor } from '../../../platform/audit/audit';
import type { BillingSettings } from '../../../platform/billing/settings';
import type { Db } from '../../../platform/db/client';
import { badRequest, unauthenticated } from '../../../platform/errors';
import { applyGatewayEvent } from './events-service';
import { claimEvent, settleEvent } from './repository';
import { signatureMatches } from './signature';

/** One delivery of the gateway, as it arrived: the exact bytes it signed, and its headers. */
export type GatewayDelivery = {
  raw: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  ip: string;
  actor: Actor;
  log: FastifyBaseLogger;
};

/**
 * Checks the delivery's signature first: an unsigned or badly signed call is refused with 401
 * and writes nothing (anyone can call this public route). Then applies its event once: the
 * hash of the signed body is claimed in the same transaction as what the event does, so a
 * replay answers 'duplicate event' and changes nothing, whatever event id header it carries.
 * Answers with what the event came to.
 */
export async function receiveGatewayEvent(
  db: Db,
  billing: BillingSettings,
  delivery: GatewayDelivery,
): Promise<string> {
  const { raw, ip, log } = delivery;
  if (!signatureMatches(raw, delivery.signature, billing.webhookSecret)) {
    log.warn({ ip, eventId: delivery.eventId }, 'payment webhook refused: bad signature');
    throw unauthenticated('Invalid webhook signature');
  }
  const parsed = gatewayEventSchema.safeParse(safeJson(raw));
  if (!parsed.success) throw badRequest(formatMessage('invalidWebhookPayload'));
  const event = parsed.data;
  const claim = {
    bodyHash: createHash('sha256').update(raw).digest('hex'),
    eventId: delivery.eventId?.slice(0, 100) ?? null,
    ip,
  };
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, claim, event))) return 'duplicate event';
    const result = await applyGatewayEvent(tx, billing, delivery.actor, event);
    if (result.flagged)
      log.warn(
        { eventId: claim.eventId, event: event.event, outcome: result.outcome },
        'payment webhook flagged',
      );
    await settleEvent(tx, claim.bodyHash, result);
    return result.outcome;
  });
}

function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
