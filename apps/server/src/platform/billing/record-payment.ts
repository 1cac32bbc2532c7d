import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatMessage } from '@switchboard/contract/messages';
import { invoices, payments, type InvoiceLine } from '../../db/schema/payments';
import { audit, type Actor } from '../audit/audit';
import type { DbOrTx } from '../db/client';
import { conflict } from '../errors';
import { issueInvoice } from './invoice';
import type { BillingSettings } from './settings';

export type PaymentInput = {
  orgId: number;
  subscriptionId?: number | null;
  paymentType: 'RAZORPAY' | 'BANK_TRANSFER' | 'CUSTOM' | 'PAYMENT_LINK';
  /** Paise, GST included. */
  amount: number;
  paymentRef?: string | null;
  description?: string | null;
  /** What was sold, line by line, for the invoice (a plan and its add-ons). */
  lines?: InvoiceLine[] | undefined;
  gstin?: string | null;
  /** A repeat with the same key returns the first payment instead of recording a second. */
  idempotencyKey?: string | null;
};

export type RecordedPayment = {
  paymentId: number;
  /** Null when nothing was paid (amount 0: 'Payment not collected'). */
  invoiceId: number | null;
  invoiceNumber: string | null;
  /** True when this call found the payment an earlier call with the same key recorded. */
  replayed: boolean;
};

const typeLabels: Record<PaymentInput['paymentType'], string> = {
  RAZORPAY: 'Online payment',
  BANK_TRANSFER: 'Bank transfer',
  CUSTOM: 'Payment',
  PAYMENT_LINK: 'Payment link',
};

/**
 * The one way money received is recorded, by every area that takes a payment (subscriptions,
 * top-ups, custom payments, payment links, the gateway webhook), inside the caller's
 * transaction. Every paid order gets its numbered GST invoice in the same transaction, issued
 * by the seller in `billing`.
 */
export async function recordPayment(
  tx: DbOrTx,
  billing: BillingSettings,
  actor: Actor,
  input: PaymentInput,
): Promise<RecordedPayment> {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0)
    throw new RangeError('amount must be whole, non-negative paise');
  if (input.paymentRef) await assertReferenceFree(tx, { ...input, paymentRef: input.paymentRef });
  const [row] = await tx
    .insert(payments)
    .values({
      orgId: input.orgId,
      subscriptionId: input.subscriptionId ?? null,
      paymentType: input.paymentType,
      amount: input.amount,
      paymentRef: input.paymentRef ?? null,
      description: input.description ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      createdById: actor.actorId,
    })
    // A concurrent twin waits on the key's index entry, then finds the first one below.
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning({ id: payments.id });
  if (!row) return replayOf(tx, input);
  const invoice =
    input.amount > 0
      ? await issueInvoice(tx, billing, {
          paymentId: row.id,
          orgId: input.orgId,
          amount: input.amount,
          gstin: input.gstin ?? null,
          description: input.description || typeLabels[input.paymentType],
          lines: input.lines,
        })
      : null;
  await audit(tx, actor, {
    action: 'payment.record',
    subjectType: 'Payment',
    subjectId: row.id,
    orgId: input.orgId,
    summary: {
      amount: input.amount,
      payment_type: input.paymentType,
      payment_ref: input.paymentRef ?? null,
      invoice_number: invoice?.number ?? null,
    },
  });
  return {
    paymentId: row.id,
    invoiceId: invoice?.invoiceId ?? null,
    invoiceNumber: invoice?.number ?? null,
    replayed: false,
  };
}

/** Holds an org's payment reference (bank UTR, gateway payment id) until the transaction ends. */
export async function lockPaymentReference(
  tx: DbOrTx,
  ref: { orgId: number; paymentType: string; paymentRef: string },
): Promise<void> {
  const name = `payment-reference:${ref.orgId}:${ref.paymentType}:${ref.paymentRef}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * A payment reference is one live payment of an org per payment type (a unique index holds
 * it too): a second request naming it is refused with 409, unless it carries the first one's
 * key (the gateway's payment id key: a replay, answered below with the first payment).
 */
async function assertReferenceFree(
  tx: DbOrTx,
  input: PaymentInput & { paymentRef: string },
): Promise<void> {
  await lockPaymentReference(tx, input);
  const [earlier] = await tx
    .select({ id: payments.id, idempotencyKey: payments.idempotencyKey })
    .from(payments)
    .where(
      and(
        eq(payments.orgId, input.orgId),
        eq(payments.paymentType, input.paymentType),
        eq(payments.paymentRef, input.paymentRef),
        isNull(payments.deletedAt),
      ),
    );
  if (earlier && (!input.idempotencyKey || earlier.idempotencyKey !== input.idempotencyKey))
    throw conflict(formatMessage('paymentReferenceUsed', { ref: input.paymentRef }));
}

async function replayOf(tx: DbOrTx, input: PaymentInput): Promise<RecordedPayment> {
  const key = input.idempotencyKey;
  if (!key) throw new Error('payment insert failed');
  const [first] = await tx
    .select({ id: payments.id, orgId: payments.orgId, amount: payments.amount })
    .from(payments)
    .where(eq(payments.idempotencyKey, key));
  if (!first) throw new Error('payment insert failed');
  if (first.orgId !== input.orgId || first.amount !== input.amount) {
    throw conflict(formatMessage('requestUsedForOtherPayment'));
  }
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.paymentId, first.id));
  return {
    paymentId: first.id,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
    replayed: true,
  };
}
