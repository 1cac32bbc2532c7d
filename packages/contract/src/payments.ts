import { z } from 'zod';
import { auditEntrySchema } from './audit';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant, oneOf } from './answer-formats';
import { subscriptionStatuses } from './subscriptions';

/**
 * Payments, refunds, payment links, mandates and invoices (spec section 7, Payments and
 * Mandates). Every amount is integer paise (DESIGN.md convention 5).
 */
const paise = z.number().int().positive().max(100_000_000_000);
const orgId = z.number().int().positive();
const text = (max: number) => z.string().trim().min(1).max(max);

/** A state change that moves money carries this header so a repeat returns the first result. */
export { IDEMPOTENCY_HEADER, idempotencyHeaders } from './idempotency';

export const paymentTypes = ['RAZORPAY', 'BANK_TRANSFER', 'CUSTOM', 'PAYMENT_LINK'] as const;
export const paymentStatuses = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;

export const paymentSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  subscription_id: z.number().int().nullable(),
  payment_type: z.string(),
  status: oneOf(paymentStatuses),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  payment_ref: z.string().nullable(),
  description: z.string().nullable(),
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  created_at: instant,
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuery = pageQuery.extend({
  text: z.string().trim().max(100).optional(),
  org_id: z.coerce.number().int().positive().optional(),
  /** Received on or after this India date (yyyy-mm-dd): the dashboard's "last 30 days". */
  from: z.iso.date().optional(),
  /** Received on or before this India date: with `from`, a day or month of the dashboard's charts. */
  to: z.iso.date().optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
/** GET /orders/payments/export: the list's filters, every matching payment (no paging). */
export const paymentExportQuery = paymentListQuery.omit({ page: true, page_size: true });
/** Spec: rows and count; `count` equals `total_items`. */
export const paymentListSchema = pageOf(paymentSchema).extend({ count: z.number().int() });
export type PaymentList = z.infer<typeof paymentListSchema>;

export const bankPaymentBody = z.object({
  org_id: orgId,
  amount: paise,
  /** The bank's UTR or cheque number. */
  payment_ref: text(100),
  subscription_id: z.number().int().positive().optional(),
  description: z.string().trim().max(500).optional(),
});
export type BankPaymentBody = z.infer<typeof bankPaymentBody>;

export const refundBody = z.object({
  payment_id: z.number().int().positive(),
  amount: paise,
  reason: text(500),
});
export type RefundBody = z.infer<typeof refundBody>;

export const customPaymentBody = z.object({
  org_id: orgId,
  amount: paise,
  payment_ref: z.string().trim().max(100).optional(),
  description: text(500),
});
export type CustomPaymentBody = z.infer<typeof customPaymentBody>;

export const paymentResultSchema = z.object({ message: z.string(), payment: paymentSchema });
export type PaymentResult = z.infer<typeof paymentResultSchema>;
/** A deleted payment answers with its message only. */
export const paymentDeletedSchema = z.object({ message: z.string() });

/** The GST amounts of an invoice or a credit note, in paise: the split (CGST+SGST or IGST) and the total. */
const gstAmounts = {
  supply: z.enum(['INTRA', 'INTER']),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
};

/**
 * A credit note: the GST document of a refund. It names the invoice it reduces and reverses
 * the GST of the refunded amount with that invoice's split (CGST+SGST or IGST).
 */
export const creditNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  payment_id: z.number().int(),
  ...gstAmounts,
  reason: z.string(),
  issued_at: instant,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
/** A refund answers with the payment as it now is and the credit note it issued (none when the payment had no invoice). */
export const refundResultSchema = paymentResultSchema.extend({
  credit_note: creditNoteSchema.nullable(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** One refund of a payment, with the credit note it issued (none when the payment had no invoice). */
export const paymentRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  created_by_name: z.string().nullable(),
  credit_note_id: z.number().int().nullable(),
  credit_note_number: z.string().nullable(),
  created_at: instant,
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/** A signed gateway webhook delivery about a payment: what it was and what it came to. */
export const paymentGatewayEventSchema = z.object({
  id: z.number().int(),
  /** The gateway's x-razorpay-event-id header, as it came (not signed: for staff to quote). */
  event_id: z.string().nullable(),
  event: z.string().nullable(),
  /** What the console did with it: 'payment recorded', 'already recorded', 'flagged: …'. */
  outcome: z.string(),
  flagged: z.boolean(),
  received_at: instant,
});
export type PaymentGatewayEvent = z.infer<typeof paymentGatewayEventSchema>;

/**
 * A payment's drawer: the payment, its refunds, the gateway's webhook events about it (a
 * gateway payment's, newest first) and "who did what" to it (audit, newest first).
 */
export const paymentDetailSchema = z.object({
  payment: paymentSchema,
  refunds: z.array(paymentRefundSchema),
  gateway_events: z.array(paymentGatewayEventSchema),
  history: z.array(auditEntrySchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

// Payment links -----------------------------------------------------------------------

export const paymentLinkStatuses = ['created', 'paid', 'cancelled', 'expired'] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];

export const paymentLinkSchema = z.object({
  id: z.number().int(),
  link_id: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  amount: z.number().int(),
  description: z.string(),
  status: z.enum(paymentLinkStatuses),
  short_url: z.string(),
  expire_by: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  paid_at: instant.nullable(),
  created_at: instant,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/**
 * A link the product sent as one of our short URLs (a mandate's registration link, a payment
 * link): the short URL (its page in the console) and how many people opened it.
 */
export const shortLinkClicksSchema = z.object({
  short_url_id: z.number().int(),
  url: z.string(),
  clicks: z.number().int(),
});
export type ShortLinkClicks = z.infer<typeof shortLinkClicksSchema>;

/**
 * GET /payment-links/{id}, the link's drawer: the link, the payment that paid it (null until
 * paid, or once deleted), its short URL's clicks, and who did what (created, sent, closed,
 * paid, or a payment it refused).
 */
export const paymentLinkDetailSchema = z.object({
  link: paymentLinkSchema,
  payment: paymentSchema.nullable(),
  short_url_clicks: shortLinkClicksSchema.nullable(),
  history: z.array(auditEntrySchema),
});
export type PaymentLinkDetail = z.infer<typeof paymentLinkDetailSchema>;

export const paymentLinkListQuery = pageQuery.extend({
  text: z.string().trim().max(100).optional(),
  org_id: z.coerce.number().int().positive().optional(),
  status: z.enum(paymentLinkStatuses).optional(),
});
export type PaymentLinkListQuery = z.infer<typeof paymentLinkListQuery>;
export const paymentLinkListSchema = pageOf(paymentLinkSchema);

export const createPaymentLinkBody = z.object({
  org_id: orgId,
  amount: paise,
  description: text(500),
  /** Days until the link stops accepting payment. */
  expire_in_days: z.number().int().min(1).max(180).default(7),
});
export type CreatePaymentLinkBody = z.input<typeof createPaymentLinkBody>;
export const paymentLinkAction = z.enum(['cancel', 'expire']);

// Mandates ----------------------------------------------------------------------------

/** Statuses as the payment gateway reports a recurring-payment authorisation. */
export const mandateStatuses = [
  'created',
  'pending',
  'active',
  'paused',
  'cancelled',
  'failed',
  'expired',
] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/**
 * The mandate state machine: where each status may go. Cancelled, failed (the gateway's
 * 'rejected') and expired are final: nothing (a late or replayed gateway event included)
 * moves a mandate out of them. A registration is pending only before it is first confirmed.
 */
export const mandateMoves: Record<MandateStatus, readonly MandateStatus[]> = {
  created: ['pending', 'active', 'cancelled', 'failed', 'expired'],
  pending: ['active', 'cancelled', 'failed', 'expired'],
  active: ['paused', 'cancelled', 'failed', 'expired'],
  paused: ['active', 'cancelled', 'failed', 'expired'],
  cancelled: [],
  failed: [],
  expired: [],
};

export const isFinalMandateStatus = (status: MandateStatus): boolean =>
  mandateMoves[status].length === 0;

/** Why a mandate cannot move from one status to the other, or null when it can. */
export function mandateMoveRefusal(from: MandateStatus, to: MandateStatus): string | null {
  if (isFinalMandateStatus(from)) return `the mandate is ${from}`;
  return mandateMoves[from].includes(to) ? null : `a ${from} mandate does not become ${to}`;
}
export const mandateFrequencies = ['monthly', 'quarterly', 'yearly', 'as_presented'] as const;

export const mandateSchema = z.object({
  mandate_id: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  status: z.enum(mandateStatuses),
  max_amount: z.number().int(),
  frequency: z.enum(mandateFrequencies),
  registration_link: z.string(),
  description: z.string().nullable(),
  expire_at: instant,
  status_reason: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Mandate = z.infer<typeof mandateSchema>;

export const mandateSearchBody = z.object({
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(200).default(10),
  org_id: z.number().int().positive().optional(),
  status: z.enum(mandateStatuses).optional(),
  text: z.string().trim().max(100).optional(),
});
export type MandateSearchBody = z.input<typeof mandateSearchBody>;
export const mandateListSchema = pageOf(mandateSchema);

export const createMandateLinkBody = z.object({
  org_id: orgId,
  max_amount: paise,
  frequency: z.enum(mandateFrequencies),
  description: z.string().trim().max(500).optional(),
  /** Days the authorisation stays valid. */
  valid_days: z.number().int().min(1).max(3650).default(365),
});
export type CreateMandateLinkBody = z.input<typeof createMandateLinkBody>;
/** A mandate's id: Razorpay's registration link (`inv_…`), or the sandbox gateway's `mdt_…`. */
export const mandateParams = z.object({
  mandate_id: z.string().regex(/^(mdt|inv)_[A-Za-z0-9]{14}$/),
});
export const mandateCancelParams = mandateParams.extend({
  org_id: z.coerce.number().int().positive(),
});

/** A team's latest subscription, as the drawers of its money objects link it. */
export const subscriptionRefSchema = z.object({
  id: z.number().int(),
  status: oneOf(subscriptionStatuses),
  plan_name: z.string().nullable(),
  valid_till: z.string(),
});
export type SubscriptionRef = z.infer<typeof subscriptionRefSchema>;

/**
 * GET /admin/mandate/{mandate_id}/detail, the mandate's drawer: the mandate, its team's latest
 * subscription, its registration link's clicks, and who did what (the status moves, newest
 * first, each with its before and after in `summary.status`).
 */
export const mandateDetailSchema = z.object({
  mandate: mandateSchema,
  subscription: subscriptionRefSchema.nullable(),
  registration_clicks: shortLinkClicksSchema.nullable(),
  history: z.array(auditEntrySchema),
});
export type MandateDetail = z.infer<typeof mandateDetailSchema>;

// Invoices ----------------------------------------------------------------------------

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  org_id: z.number().int(),
  payment_id: z.number().int(),
  gstin: z.string().nullable(),
  ...gstAmounts,
  issued_at: instant,
  /** Credit notes issued against this invoice (refunds), oldest first. */
  credit_notes: z.array(creditNoteSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/**
 * An invoice's drawer: the invoice (with its team's name as billed), the payment it bills
 * (null once that payment was deleted), that payment's refunds with their credit notes, and
 * who did what: the audit of its payment, whose recording issued it and whose refunds credit it.
 */
export const invoiceDetailSchema = z.object({
  invoice: invoiceSchema.omit({ credit_notes: true }).extend({
    org_name: z.string(),
    description: z.string(),
    place_of_supply: z.string().nullable(),
  }),
  payment: paymentSchema.nullable(),
  refunds: z.array(paymentRefundSchema),
  history: z.array(auditEntrySchema),
});
export type InvoiceDetailView = z.infer<typeof invoiceDetailSchema>;
export const invoiceListQuery = pageQuery;
export const invoiceListSchema = pageOf(invoiceSchema);
/** An invoice or credit note PDF is downloaded, or shown in the browser with `download=0`. */
export const documentPdfQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const paymentsOperations = {
  'GET /api/orders/payments': ['listPayments', 'Search payments'],
  'GET /api/orders/payments/:id': [
    'getPayment',
    'A payment with its refunds, credit notes and history',
  ],
  'GET /api/orders/payments/export': [
    'exportPayments',
    'The filtered payments as CSV (streamed, audited)',
  ],
  'POST /api/payments/bank-payment': ['recordBankPayment', 'Record a bank payment'],
  'DELETE /api/payments/bank-payment': ['refundBankPayment', 'Refund a bank payment'],
  'DELETE /api/orders/payments/:id': ['deletePayment', 'Delete a payment'],
  'POST /api/payments/custom': ['recordCustomPayment', 'Record a custom payment'],
  'GET /api/payment-links': ['listPaymentLinks', 'Search payment links'],
  'POST /api/payment-links': ['createPaymentLink', 'Create a payment link'],
  'GET /api/payment-links/:id': [
    'getPaymentLink',
    'A payment link with the payment that paid it, its clicks and history',
  ],
  'POST /api/payment-links/:id/:action': ['endPaymentLink', 'Cancel or expire a payment link'],
  'POST /api/admin/mandate/search': ['searchMandates', 'Search mandates'],
  'POST /api/admin/mandate/create-registration-link': [
    'createMandateLink',
    'Create a mandate registration link',
  ],
  'GET /api/admin/mandate/:mandate_id': ['getMandate', 'A mandate'],
  'GET /api/admin/mandate/:mandate_id/detail': [
    'getMandateDetail',
    'A mandate with its subscription, registration clicks and history',
  ],
  'POST /api/admin/mandate/:org_id/:mandate_id/cancel': ['cancelMandate', 'Cancel a mandate'],
  'GET /api/invoices/org/:id': ['listOrgInvoices', "An org's invoices and credit notes"],
  'GET /api/invoices/org/:id/export': [
    'exportOrgInvoices',
    "An org's invoices as CSV (streamed, audited)",
  ],
  'GET /api/invoices/:id': [
    'getInvoice',
    'An invoice with its payment, refunds, credit notes and history',
  ],
  'GET /api/invoices/:id/pdf': ['getInvoicePdf', 'An invoice as PDF'],
  'GET /api/credit-notes/:id/pdf': ['getCreditNotePdf', 'A credit note as PDF'],
} as const satisfies AreaOperations;
