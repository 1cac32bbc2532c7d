import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, searchText, tstz, updatedAt } from './columns';
import { subscriptions, topUps } from './subscriptions';
import { orgs } from './teams';

/** Money received from an org. Amounts are paise; refunds never exceed what was paid. */
export const payments = pgTable(
  'payments',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    /** The talk-time top-up this paid for; with subscription_id it marks a gateway payment as used by a sale. */
    topUpId: integer('top_up_id').references(() => topUps.id),
    paymentType: text('payment_type').notNull(),
    status: text('status').notNull().default('CAPTURED'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    paymentRef: text('payment_ref'),
    description: text('description'),
    idempotencyKey: text('idempotency_key'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
    search: searchText(
      `coalesce(payment_ref, '') || ' ' || coalesce(description, '') || ' ' || id::text`,
    ),
  },
  (t) => [
    index('payments_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('payments_created_idx').on(t.id.desc().nullsFirst()),
    // "Received since" (the dashboard's last 30 days and the list it opens).
    index('payments_received_since_idx')
      .on(t.createdAt)
      .where(sql`deleted_at is null`),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    // One bank UTR (or gateway payment id) is one payment of an org, per kind of payment.
    uniqueIndex('payments_reference_key')
      .on(t.orgId, t.paymentType, t.paymentRef)
      .where(sql`payment_ref is not null and deleted_at is null`),
    index('payments_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/**
 * Money per India day, kept exact by statement-level triggers (migration 0054): payments
 * received (not deleted) by the day they were recorded, refunds paid out, GST invoices issued
 * (taxable value and tax) and credit notes, each by its own day. The dashboard reads a row a
 * day instead of summing every payment; all amounts in paise.
 */
export const moneyDayTotals = pgTable('money_day_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  payments: bigint('payments', { mode: 'number' }).notNull().default(0),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  taxable: bigint('taxable', { mode: 'number' }).notNull().default(0),
  cgst: bigint('cgst', { mode: 'number' }).notNull().default(0),
  sgst: bigint('sgst', { mode: 'number' }).notNull().default(0),
  igst: bigint('igst', { mode: 'number' }).notNull().default(0),
  credited: bigint('credited', { mode: 'number' }).notNull().default(0),
});

/** Every refund of a payment; their sum is `payments.refunded_amount` and never exceeds it. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    uniqueIndex('payment_refunds_idempotency_key').on(t.idempotencyKey),
  ],
);

/**
 * One row per financial year: the last invoice number issued. Taking the next number updates
 * this row, which locks it until the transaction ends, so numbers are gap-free and unique.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A tax invoice for one payment: GST split frozen at issue time, amounts in paise. */
/** One line of an invoice: what, and its price in paise, GST included. */
export type InvoiceLine = { description: string; amount: number };

export const invoices = pgTable(
  'invoices',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orgName: text('org_name').notNull(),
    gstin: text('gstin'),
    placeOfSupply: text('place_of_supply'),
    supply: text('supply').notNull(),
    taxable: bigint('taxable', { mode: 'number' }).notNull(),
    cgst: bigint('cgst', { mode: 'number' }).notNull(),
    sgst: bigint('sgst', { mode: 'number' }).notNull(),
    igst: bigint('igst', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /**
     * What was sold, line by line, each in paise with its GST (a plan and its add-ons); empty
     * when the payment is one thing, named by `description`. The lines add up to `total`.
     */
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    index('invoices_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
  ],
);

/**
 * The last credit-note number issued in each financial year: credit notes are their own
 * gap-free series, apart from invoices (as GST rules ask).
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The GST document of one refund: it reduces the invoice of the refunded payment and reverses
 * the GST of the refunded amount with that invoice's split. Amounts in paise.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => paymentRefunds.id),
    supply: text('supply').notNull(),
    taxable: bigint('taxable', { mode: 'number' }).notNull(),
    cgst: bigint('cgst', { mode: 'number' }).notNull(),
    sgst: bigint('sgst', { mode: 'number' }).notNull(),
    igst: bigint('igst', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    index('credit_notes_invoice_idx').on(t.invoiceId, t.id),
  ],
);

/** A gateway payment link sent to an org (built-in provider: recorded in the outbox). */
export const paymentLinks = pgTable(
  'payment_links',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    linkId: text('link_id').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('created'),
    shortUrl: text('short_url').notNull(),
    expireBy: tstz('expire_by'),
    paymentId: integer('payment_id').references(() => payments.id),
    paidAt: tstz('paid_at'),
    idempotencyKey: text('idempotency_key'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchText(`link_id || ' ' || description || ' ' || id::text`),
  },
  (t) => [
    uniqueIndex('payment_links_link_id_key').on(t.linkId),
    uniqueIndex('payment_links_idempotency_key').on(t.idempotencyKey),
    index('payment_links_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('payment_links_status_idx').on(t.status, t.id.desc().nullsFirst()),
    index('payment_links_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** A recurring-payment authorisation, with the status the gateway last reported. */
export const mandates = pgTable(
  'mandates',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    mandateId: text('mandate_id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    status: text('status').notNull().default('created'),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    frequency: text('frequency').notNull(),
    registrationLink: text('registration_link').notNull(),
    description: text('description'),
    expireAt: tstz('expire_at').notNull(),
    statusReason: text('status_reason'),
    /**
     * When the gateway created the last event applied to this mandate (its signed
     * `created_at`): an event older than that arrived late and changes nothing.
     */
    gatewayEventAt: tstz('gateway_event_at'),
    /** At Razorpay: the customer the registration link was made for, and the token it created. */
    gatewayCustomerId: text('gateway_customer_id'),
    gatewayTokenId: text('gateway_token_id'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mandates_org_idx').on(t.orgId, t.createdAt.desc().nullsFirst()),
    index('mandates_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // Razorpay's token events name the token, not the registration link.
    index('mandates_gateway_token_idx').on(t.gatewayTokenId),
  ],
);

/**
 * Every signed webhook delivery from the payment gateway (an unsigned one is refused before
 * anything is written). A delivery is known by the SHA-256 of its body, which the signature
 * covers: a replay, under any `x-razorpay-event-id`, is answered without acting twice.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The x-razorpay-event-id header: shown to staff, never trusted (the signature does not cover it). */
    eventId: text('event_id'),
    /** Hex SHA-256 of the raw body; null on deliveries kept before bodies were hashed. */
    bodyHash: text('body_hash'),
    event: text('event'),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    /** A genuine event we did not act on because it contradicts our records (wrong amount, closed link): for staff to look at. */
    flagged: boolean('flagged').notNull().default(false),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    ip: text('ip'),
    receivedAt: createdAt(),
    /**
     * The gateway's payment id the event is about (`pay_...`), taken from its signed payload:
     * a payment's drawer lists the events of its `payment_ref` by this.
     */
    paymentRef: text('payment_ref').generatedAlwaysAs(
      sql`payload #>> '{payload,payment,entity,id}'`,
    ),
  },
  (t) => [
    uniqueIndex('gateway_events_body_hash_key').on(t.bodyHash),
    index('gateway_events_received_idx').on(t.receivedAt.desc().nullsFirst()),
    index('gateway_events_payment_ref_idx')
      .on(t.paymentRef, t.id.desc().nullsFirst())
      .where(sql`payment_ref is not null`),
  ],
);

/**
 * Every money request (a sale, a payment, a refund, a payment link, a mandate), claimed in the
 * transaction that acts on it, so a repeat answers with the first result instead of acting
 * twice. A request with an Idempotency-Key is claimed under that key for good; one without is
 * claimed under the hash of the request for a short while (REPEAT_WINDOW). The hash covers
 * method, route, path parameters and the normalised body: a key sent again with a different
 * request is refused.
 */
export const requestClaims = pgTable(
  'request_claims',
  {
    /** 'key:' + the Idempotency-Key, or 'request:' + the request hash when there is no key. */
    claimKey: text('claim_key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    /** 'POST /api/subscription/top-up': for staff reading the table. */
    route: text('route').notNull(),
    /** The id of what the request made; set in the same transaction as the claim. */
    resultId: text('result_id'),
    createdAt: createdAt(),
  },
  // Housekeeping deletes keyless claims past their window by age.
  (t) => [index('request_claims_created_idx').on(t.createdAt)],
);
