import type { App } from '../platform/http/types';
import { WEBHOOK_PATH } from '../modules/payments/webhook/routes';
import { signBody } from '../modules/payments/webhook/signature';

/**
 * Posts to the payment webhook as Razorpay does: the raw bytes, their HMAC in
 * X-Razorpay-Signature, and the delivery's id in X-Razorpay-Event-Id.
 */
export function postRazorpayWebhook(app: App, raw: string, secret: string, eventId: string) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signBody(raw, secret),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}
