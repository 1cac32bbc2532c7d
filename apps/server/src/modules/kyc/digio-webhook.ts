import { formatMessage } from '@switchboard/contract/messages';
import { createHash, createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DIGIO_SIGNATURE_HEADER,
  digioWebhookBody,
  type DigioWebhookBody,
} from '@switchboard/contract/kyc';
import { safeEqual } from '../../platform/auth/tokens';
import { AppError, badRequest } from '../../platform/errors';

/** A verified delivery: its event, and the key it is applied once by. */
export type DigioDelivery = { event: DigioWebhookBody; key: string };

/**
 * The event of a webhook delivery whose `X-Digio-Checksum` (hex HMAC-SHA256 of the exact bytes
 * Digio sent, with the webhook secret) matches; a bad checksum is a 401, a body that is not an
 * event a 400. Its key is Digio's event id, else the hash of the signed body.
 */
export function verifiedDigioEvent(request: FastifyRequest, secret: string): DigioDelivery {
  const raw = request.body;
  if (!Buffer.isBuffer(raw)) throw badRequest(formatMessage('expectedJsonBody'));
  const given = request.headers[DIGIO_SIGNATURE_HEADER];
  const expected = createHmac('sha256', secret).update(raw).digest('hex');
  if (typeof given !== 'string' || !safeEqual(given.toLowerCase(), expected)) {
    request.log.warn(
      { ip: request.ip, signed: typeof given === 'string' },
      'digio webhook refused: bad checksum',
    );
    throw new AppError(401, 'UNAUTHENTICATED', 'Invalid webhook signature');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(formatMessage('invalidJsonBody'));
  }
  const event = digioWebhookBody.safeParse(parsed);
  if (!event.success) {
    throw badRequest(
      'Invalid webhook body',
      event.error.issues.map((i) => ({
        field: i.path.join('.') || 'body',
        message: i.message,
      })),
    );
  }
  const key = event.data.id ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  return { event: event.data, key };
}
