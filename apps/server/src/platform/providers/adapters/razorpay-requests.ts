import type { PaymentGateway } from '../payments';

export type MandateLink = Parameters<PaymentGateway['createMandateLink']>[0];

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The e-mandate registration link as Razorpay's API takes it (`POST
 * /v1/subscription_registration/auth_links`, fixtures/razorpay/registration-link-request.json):
 * amount 0 for emandate, and we send the link ourselves, so Razorpay notifies nobody.
 */
export const registrationLinkRequest = (mandate: MandateLink) => ({
  customer: mandate.customer,
  type: 'link',
  amount: 0,
  currency: 'INR',
  description: mandate.description,
  subscription_registration: {
    method: 'emandate',
    max_amount: mandate.maxAmount,
    expire_at: unix(mandate.expireAt),
  },
  receipt: mandate.reference,
  email_notify: false,
  sms_notify: false,
  expire_by: unix(mandate.expireAt),
  notes: { org_id: String(mandate.orgId) },
});

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Why Razorpay refuses a registration link request, or null: its documented mandatory fields
 * (customer name, email and contact; type `link`; currency; amount; description; the
 * registration's method). The wording is ours: Razorpay's own error texts are not documented.
 */
export function registrationLinkRefusal(body: unknown): string | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const customer = (b.customer ?? {}) as Record<string, unknown>;
  const registration = (b.subscription_registration ?? {}) as Record<string, unknown>;
  const missing = [
    ['customer.name', filled(customer.name)],
    ['customer.email', filled(customer.email)],
    ['customer.contact', filled(customer.contact) || typeof customer.contact === 'number'],
    ['type', b.type === 'link'],
    ['currency', filled(b.currency)],
    ['amount', Number.isInteger(b.amount)],
    ['description', filled(b.description)],
    ['subscription_registration.method', filled(registration.method)],
  ].find(([, ok]) => !ok);
  if (missing) return `The ${String(missing[0])} field is required.`;
  if (registration.method === 'emandate' && b.amount !== 0)
    return 'The amount must be 0 for an emandate registration link.';
  return null;
}
