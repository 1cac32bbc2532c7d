import Razorpay from 'razorpay';
import { clip } from '../delivery/http';
import type { Adapter, Delivery } from '../delivery/types';
import type { PaymentGateway } from '../payments';
import { ProviderError } from '../provider-error';

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  /** Razorpay's API; another address only for a proxy or a local stand-in. */
  baseUrl: string;
  timeoutMs: number;
};

type SdkError = { statusCode?: number; error?: { code?: string; description?: string } };

/** The SDK throws `{statusCode, error}` for an answer, and a plain error when none came. */
function classify(thrown: unknown): Delivery {
  const e = thrown as SdkError;
  if (typeof e?.statusCode !== 'number') {
    const message = thrown instanceof Error ? thrown.message : 'no answer';
    return { status: 'retry', reason: `no answer from Razorpay: ${clip(message)}` };
  }
  const reason = clip(`${e.error?.code ?? 'ERROR'}: ${e.error?.description ?? ''}`);
  const httpStatus = e.statusCode;
  if (httpStatus === 429)
    return {
      status: 'retry',
      rateLimited: true,
      retryAfterMs: 60_000,
      reason: `rate limited: ${reason}`,
      httpStatus,
    };
  if (httpStatus >= 500)
    return { status: 'retry', reason: `HTTP ${httpStatus}: ${reason}`, httpStatus };
  if (httpStatus === 401)
    return { status: 'failed', reason: `authentication failed (HTTP 401): ${reason}`, httpStatus };
  return { status: 'failed', reason: `HTTP ${httpStatus}: ${reason}`, httpStatus };
}

const receiptOf = (refundId: number) => `switchboard-refund-${refundId}`;

/**
 * Razorpay through its official Node SDK: payment links (created while staff wait, so the
 * console shows the gateway's own page), and refunds delivered by the worker (channel
 * PAYMENTS). The inbound webhook is unchanged.
 */
export function razorpay(settings: RazorpaySettings): {
  gateway: PaymentGateway;
  adapter: Adapter;
} {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The SDK's requests go through its axios instance; its defaults take our base and timeout.
  const http = (
    client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }
  ).rq;
  http.defaults.baseURL = settings.baseUrl;
  http.defaults.timeout = settings.timeoutMs;

  const gateway: PaymentGateway = {
    provider: 'razorpay',
    sandbox: false,
    async createPaymentLink(link) {
      try {
        const created = await client.paymentLink.create({
          amount: link.amount,
          currency: 'INR',
          description: link.description,
          reference_id: link.reference,
          expire_by: Math.floor(link.expireBy.getTime() / 1000),
          customer: {
            name: link.customer.name,
            ...(link.customer.email ? { email: link.customer.email } : {}),
            ...(link.customer.contact ? { contact: link.customer.contact } : {}),
          },
          // We send the link ourselves (email, with our short link), so Razorpay does not.
          notify: { sms: false, email: false },
          notes: { org_id: String(link.orgId) },
        });
        return { id: created.id, url: created.short_url };
      } catch (error) {
        const delivery = classify(error);
        throw new ProviderError(delivery.status === 'sent' ? 'unexpected answer' : delivery.reason);
      }
    },
  };

  const adapter: Adapter = {
    provider: 'razorpay',
    sandbox: false,
    async deliver(message) {
      const p = message.payload as {
        action?: string;
        payment_id: string;
        amount: number;
        refund_id: number;
      };
      if (p.action !== 'refund')
        return { status: 'failed', reason: `unknown gateway action ${p.action}` };
      const receipt = receiptOf(p.refund_id);
      try {
        // A try after a crash: the refund may exist already, under our receipt.
        if (message.attempts > 0) {
          const earlier = await client.payments.fetchMultipleRefund(p.payment_id, { count: 100 });
          const made = earlier.items.find((r) => r.receipt === receipt);
          if (made)
            return {
              status: 'sent',
              ref: made.id,
              delivered: made.status === 'processed',
              answer: `already refunded as ${made.id}`,
            };
        }
        const refund = await client.payments.refund(p.payment_id, {
          amount: p.amount,
          speed: 'normal',
          receipt,
          notes: { refund_id: String(p.refund_id) },
        });
        return {
          status: 'sent',
          ref: refund.id,
          delivered: refund.status === 'processed',
          answer: `refund ${refund.id} ${refund.status}`,
        };
      } catch (error) {
        return classify(error);
      }
    },
  };
  return { gateway, adapter };
}
