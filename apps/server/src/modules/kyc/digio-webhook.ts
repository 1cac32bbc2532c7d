import { formatMessage } from '@switchboard/contract/messages';
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DIGIO_SIGNATURE_HEADER,
  digioWebhookBody,
  type DigioWebhookBody,
} from '@switchboard/contract/kyc';
import { safeEqual } from '../../platform/auth/tokens';
import { AppError, badRequest } from '../../platform/errors';

/**
 * The event of a webhook delivery whose HMAC, over the exact bytes Digio sent (the raw body),
 * matches the shared secret; a bad signature is a 401, a body that is not an event a 400.
 */
export function verifiedDigioEvent(request: FastifyRequest, secret: string): DigioWebhookBody {
  const raw = request.body;
  if (!Buffer.isBuffer(raw)) throw badRequest(formatMessage('expectedJsonBody'));
  const given = request.headers[DIGIO_SIGNATURE_HEADER];
  const expected = createHmac('sha256', secret).update(raw).digest('hex');
  if (typeof given !== 'string' || !safeEqual(given, expected)) {
    request.log.warn(
      { ip: request.ip, signed: typeof given === 'string' },
      'digio webhook refused: bad signature',
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
  return event.data;
}
