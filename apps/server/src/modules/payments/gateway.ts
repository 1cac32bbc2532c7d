import { randomBytes } from 'node:crypto';

/**
 * The built-in payment gateway: it hands out ids and hosted-page URLs the way Razorpay does
 * (what it would send goes to the outbox), and reports back through the signed webhook.
 * A real gateway client would implement the same two functions.
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
