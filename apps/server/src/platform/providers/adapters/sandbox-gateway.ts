import { randomBytes } from 'node:crypto';

import type { PaymentGateway } from '../payments';
import { ProviderError } from '../provider-error';
import { registrationLinkRefusal, registrationLinkRequest } from './razorpay-requests';

/**
 * The payment gateway's sandbox, when Razorpay is not configured: it hands out ids and page
 * URLs shaped like Razorpay's, on a host that does not exist (nobody can pay there), and a
 * payment or a mandate's token is reported through the same signed webhook. It refuses what
 * Razorpay refuses: a registration link it would not make is not made here either.
 */
export const BUILTIN_GATEWAY_URL = 'https://gateway.switchboard.local';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `plink_` / `mdt_` plus 14 random letters and digits, like the gateway's ids. */
export function gatewayId(prefix: 'plink' | 'mdt'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export const hostedUrl = (kind: 'l' | 'mandates', id: string) =>
  `${BUILTIN_GATEWAY_URL}/${kind}/${id}`;

/** A new page of the gateway: a payment link (`plink_…` at /l/) or a mandate's registration (`mdt_…` at /mandates/). */
export function newHostedPage(kind: 'plink' | 'mdt'): { id: string; url: string } {
  const id = gatewayId(kind);
  return { id, url: hostedUrl(kind === 'plink' ? 'l' : 'mandates', id) };
}

export const sandboxGateway = (): PaymentGateway => ({
  provider: 'sandbox',
  sandbox: true,
  createPaymentLink: async () => newHostedPage('plink'),
  createMandateLink: async (mandate) => {
    const refusal = registrationLinkRefusal(registrationLinkRequest(mandate));
    if (refusal) throw new ProviderError(`HTTP 400: BAD_REQUEST_ERROR: ${refusal}`);
    return { ...newHostedPage('mdt'), customerId: null };
  },
});
