import Razorpay from 'razorpay';
import { clip } from '../delivery/http';
import type { Adapter, Delivery } from '../delivery/types';
import type { GatewayCustomer, PaymentGateway } from '../payments';
import { ProviderError } from '../provider-error';
import { registrationLinkRequest } from './razorpay-requests';

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  /** Razorpay's API; another address only for a proxy or a local stand-in. */
  baseUrl: string;
  timeoutMs: number;
};

type SdkError = { statusCode?: number; error?: { code?: string; description?: string } };

/** The SDK throws `{statusCode, error}` for an answer, and a plain error when none came. */
function classify(thrown: unknown): Exclude<Delivery, { status: 'sent' }> {
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

/** A call made while staff wait: its answer, or the gateway's reason as a ProviderError. */
async function now<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderError(classify(error).reason);
  }
}

const receiptOf = (refundId: number) => `switchboard-refund-${refundId}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const customerOf = (c: GatewayCustomer) => ({
  name: c.name,
  ...(c.email ? { email: c.email } : {}),
  ...(c.contact ? { contact: c.contact } : {}),
});

type GatewayRequest = {
  action?: string;
  payment_id: string;
  amount: number;
  refund_id: number;
  invoice_id: string;
  customer_id: string | null;
  token_id: string | null;
};

/**
 * Razorpay through its official Node SDK. While staff wait: payment links and e-mandate
 * registration links (the console shows the gateway's own page). Through the worker (channel
 * PAYMENTS): refunds, and stopping a mandate staff cancelled. The inbound webhook is unchanged.
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
    createPaymentLink: (link) =>
      now(async () => {
        const created = await client.paymentLink.create({
          amount: link.amount,
          currency: 'INR',
          description: link.description,
          reference_id: link.reference,
          expire_by: unix(link.expireBy),
          customer: customerOf(link.customer),
          // We send the link ourselves (email, with our short link), so Razorpay does not.
          notify: { sms: false, email: false },
          notes: { org_id: String(link.orgId) },
        });
        return { id: created.id, url: created.short_url };
      }),
    createMandateLink: (mandate) =>
      now(async () => {
        const link = await client.subscriptions.createRegistrationLink(
          registrationLinkRequest(mandate) as never,
        );
        return { id: link.id, url: String(link.short_url), customerId: link.customer_id ?? null };
      }),
  };

  async function refund(p: GatewayRequest, attempts: number): Promise<Delivery> {
    const receipt = receiptOf(p.refund_id);
    // A try after a crash: the refund may exist already, under our receipt.
    if (attempts > 0) {
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
    const made = await client.payments.refund(p.payment_id, {
      amount: p.amount,
      speed: 'normal',
      receipt,
      notes: { refund_id: String(p.refund_id) },
    });
    return {
      status: 'sent',
      ref: made.id,
      delivered: made.status === 'processed',
      answer: `refund ${made.id} ${made.status}`,
    };
  }

  /** A token is deleted from its customer; a link nobody authorised yet is cancelled. */
  async function cancelMandate(p: GatewayRequest): Promise<Delivery> {
    if (p.token_id && p.customer_id) {
      await client.customers.deleteToken(p.customer_id, p.token_id);
      return {
        status: 'sent',
        ref: p.token_id,
        delivered: true,
        answer: `token ${p.token_id} deleted`,
      };
    }
    const cancelled = await client.invoices.cancel(p.invoice_id);
    return {
      status: 'sent',
      ref: cancelled.id,
      delivered: true,
      answer: `registration link ${cancelled.id} ${cancelled.status}`,
    };
  }

  const adapter: Adapter = {
    provider: 'razorpay',
    sandbox: false,
    async deliver(message) {
      const p = message.payload as GatewayRequest;
      try {
        if (p.action === 'refund') return await refund(p, message.attempts);
        if (p.action === 'cancel-mandate') return await cancelMandate(p);
        return { status: 'failed', reason: `unknown gateway action ${p.action}` };
      } catch (error) {
        return classify(error);
      }
    },
  };
  return { gateway, adapter };
}
