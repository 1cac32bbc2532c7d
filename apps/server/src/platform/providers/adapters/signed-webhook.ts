import { createHmac } from 'node:crypto';
import { callProvider } from '../delivery/http';
import type { Adapter } from '../delivery/types';

/** Headers of every outgoing webhook; receivers verify `signature` over `${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  event: 'x-switchboard-event',
  delivery: 'x-switchboard-delivery',
  timestamp: 'x-switchboard-timestamp',
  signature: 'x-switchboard-signature',
} as const;

/** `sha256=<hex HMAC-SHA256 of "timestamp.body">`, keyed with the webhook's own secret (ONBOARDING_WEBHOOK_SECRET). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Our own webhooks (the onboarding one), POSTed signed to the receiver's URL. The delivery id
 * stays the same on every try, so a receiver can drop a repeat.
 */
export function signedWebhookAdapter(settings: { secret: string; timeoutMs: number }): Adapter {
  return {
    provider: 'webhook',
    sandbox: false,
    deliver(message) {
      const body = JSON.stringify(message.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      return callProvider(
        message.recipient,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_HEADERS.event]: String(message.payload.event ?? 'unknown'),
            [WEBHOOK_HEADERS.delivery]: String(message.id),
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: signWebhook(settings.secret, timestamp, body),
          },
          body,
          timeoutMs: settings.timeoutMs,
        },
        {
          reasonOf: () => null,
          // A receiver that refuses (4xx other than 429) may be fixed later: keep trying.
          onOk: (answer) => ({
            status: 'sent',
            ref: null,
            delivered: true,
            httpStatus: answer.status,
          }),
        },
      ).then((delivery) =>
        delivery.status === 'failed'
          ? { status: 'retry' as const, reason: delivery.reason, httpStatus: delivery.httpStatus }
          : delivery,
      );
    },
  };
}
