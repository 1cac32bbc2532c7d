import type {
  BankPaymentBody,
  CreditNote,
  CustomPaymentBody,
  Payment,
  PaymentDetail,
  PaymentListQuery,
  RefundBody,
} from '@switchboard/contract/payments';
import { formatMessage } from '@switchboard/contract/messages';
import { formatInr } from '@switchboard/contract/money';
import { refundAtGateway } from '../../../platform/providers/payments';
import { auditedRows, audit, type Actor } from '../../../platform/audit/audit';
import { subjectHistory } from '../../../platform/audit/history-repository';
import { recordPayment, type PaymentInput } from '../../../platform/billing/record-payment';
import {
  claimRequest,
  settleRequest,
  type MoneyRequest,
} from '../../../platform/billing/request-once';
import type { BillingSettings } from '../../../platform/billing/settings';
import { rupeesCell } from '../../../platform/csv/send-csv';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { creditNoteOfRefund } from '../invoices/credit-notes-repository';
import { issueCreditNote } from '../invoices/service';
import { payingOrg } from '../shared-service';
import {
  addRefunded,
  findPayment,
  gatewayEventsOfPayment,
  findRefund,
  insertRefund,
  listPayments,
  lockPayment,
  orgOfSubscription,
  refundsOfPayment,
  softDeletePayment,
  walkPayments,
} from './repository';

type Recorded = { payment: Payment; replayed: boolean };
type Refunded = Recorded & { creditNote: CreditNote | null };

/** The payments list, filtered and paged by the repository. */
export const paymentsPage = (db: Db, query: PaymentListQuery) => listPayments(db, query);

/** The payment types the gateway's webhook records (an order, a payment link). */
const gatewayTypes = new Set(['RAZORPAY', 'PAYMENT_LINK']);

/**
 * GET /orders/payments/{id}: the payment's drawer. A deleted payment is gone for staff too
 * (404), as in the list; its history is the audit entries written under 'Payment'.
 */
export async function paymentDetail(db: Db, id: number): Promise<PaymentDetail> {
  const payment = await mustFind(db, id);
  // Only money that came through the gateway has its webhook events (its ref is the pay_ id).
  const gatewayRef = gatewayTypes.has(payment.payment_type) ? payment.payment_ref : null;
  const [refunds, gatewayEvents, history] = await Promise.all([
    refundsOfPayment(db, id),
    gatewayRef ? gatewayEventsOfPayment(db, gatewayRef) : [],
    subjectHistory(db, 'Payment', id),
  ]);
  return { payment, refunds, gateway_events: gatewayEvents, history };
}

/**
 * The payments the list's filters pick, as CSV rows streamed page by page (amounts in
 * rupees); who exported which payments is audited before the first row goes out.
 */
export function exportPayments(
  db: Db,
  actor: Actor,
  query: Omit<PaymentListQuery, 'page' | 'page_size'>,
) {
  async function* rows() {
    for await (const page of walkPayments(db, query))
      for (const p of page)
        yield {
          ...p,
          amount: rupeesCell(p.amount),
          refunded_amount: rupeesCell(p.refunded_amount),
        };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'payments.export',
      subjectType: 'Payment',
      summary: { filters: query },
    },
    rows(),
  );
}

async function mustFind(tx: DbOrTx, id: number): Promise<Payment> {
  const payment = await findPayment(tx, id);
  if (!payment) throw notFound('Payment');
  return payment;
}

/**
 * A payment names the subscription it pays for: one of the same org. Another org's is refused
 * (400, naming the field), one that does not exist is a 404.
 */
async function assertSubscriptionOf(tx: DbOrTx, orgId: number, subscriptionId: number) {
  const owner = await orgOfSubscription(tx, subscriptionId);
  if (owner === null) throw notFound('Subscription');
  if (owner !== orgId) {
    const message = formatMessage('subscriptionOfAnotherOrg', { id: subscriptionId });
    throw badRequest(message, [{ field: 'subscription_id', message: 'belongs to another org' }]);
  }
}

/**
 * Records a payment once: a repeat of the request (its Idempotency-Key, or the same request
 * moments ago) answers with the first payment, and a reference (UTR) already recorded for the
 * org is refused by `recordPayment`.
 */
async function record(
  db: Db,
  billing: BillingSettings,
  actor: Actor,
  request: MoneyRequest,
  input: PaymentInput,
): Promise<Recorded> {
  return db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, request);
    if (earlier) return { payment: await mustFind(tx, Number(earlier)), replayed: true };
    await payingOrg(tx, input.orgId);
    if (input.subscriptionId) await assertSubscriptionOf(tx, input.orgId, input.subscriptionId);
    const recorded = await recordPayment(tx, billing, actor, {
      ...input,
      idempotencyKey: request.idempotencyKey,
    });
    await settleRequest(tx, request, recorded.paymentId);
    return { payment: await mustFind(tx, recorded.paymentId), replayed: recorded.replayed };
  });
}

/** Money received by bank transfer (UTR as the reference). */
export const recordBankPayment = (
  db: Db,
  billing: BillingSettings,
  actor: Actor,
  body: BankPaymentBody,
  request: MoneyRequest,
) =>
  record(db, billing, actor, request, {
    orgId: body.org_id,
    subscriptionId: body.subscription_id ?? null,
    paymentType: 'BANK_TRANSFER',
    amount: body.amount,
    paymentRef: body.payment_ref,
    description: body.description ?? null,
  });

export const recordCustomPayment = (
  db: Db,
  billing: BillingSettings,
  actor: Actor,
  body: CustomPaymentBody,
  request: MoneyRequest,
) =>
  record(db, billing, actor, request, {
    orgId: body.org_id,
    paymentType: 'CUSTOM',
    amount: body.amount,
    paymentRef: body.payment_ref || null,
    description: body.description,
  });

/** Payments the gateway took (checkout, payment links): their refunds go back through it. */
const GATEWAY_PAYMENTS = new Set(['RAZORPAY', 'PAYMENT_LINK']);

/**
 * Refunds part or all of a payment, and issues the credit note that reverses its GST against
 * the payment's invoice. The payment row is locked first, so two refunds of one payment run
 * one after the other and together never exceed what was paid; a repeat of the request (its
 * Idempotency-Key, or the same request moments ago) answers with the first refund.
 */
export async function refundPayment(
  db: Db,
  billing: BillingSettings,
  actor: Actor,
  body: RefundBody,
  request: MoneyRequest,
): Promise<Refunded> {
  return db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, request);
    if (earlier) {
      const refund = await findRefund(tx, Number(earlier));
      if (!refund) throw new Error(`refund ${earlier} vanished`);
      return {
        payment: await mustFind(tx, refund.paymentId),
        creditNote: await creditNoteOfRefund(tx, refund.id),
        replayed: true,
      };
    }
    const locked = await lockPayment(tx, body.payment_id);
    if (!locked) throw notFound('Payment');
    const refundable = locked.amount - locked.refunded_amount;
    if (body.amount > refundable) {
      throw badRequest(
        formatMessage('refundTooLarge', {
          amount: formatInr(body.amount),
          left: formatInr(refundable),
        }),
        [{ field: 'amount', message: `must be at most ${refundable} paise` }],
      );
    }
    const refunded = locked.refunded_amount + body.amount;
    const status = refunded === locked.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const refundId = await insertRefund(tx, {
      paymentId: locked.id,
      amount: body.amount,
      reason: body.reason,
      idempotencyKey: request.idempotencyKey,
      createdById: actor.actorId,
    });
    await addRefunded(tx, locked.id, body.amount, status);
    // Money taken through the gateway goes back through it: sent once this commits.
    const atGateway = GATEWAY_PAYMENTS.has(locked.payment_type) && locked.payment_ref !== null;
    if (atGateway)
      await refundAtGateway(tx, {
        paymentRef: locked.payment_ref!,
        amount: body.amount,
        refundId,
        orgId: locked.org_id,
      });
    const creditNote = await issueCreditNote(tx, billing, {
      paymentId: locked.id,
      refundId,
      amount: body.amount,
      reason: body.reason,
    });
    await audit(tx, actor, {
      action: 'payment.refund',
      subjectType: 'Payment',
      subjectId: locked.id,
      orgId: locked.org_id,
      summary: {
        amount: body.amount,
        reason: body.reason,
        refunded_amount: { before: locked.refunded_amount, after: refunded },
        status: { before: locked.status, after: status },
        credit_note_number: creditNote?.number ?? null,
        sent_to_gateway: atGateway,
      },
    });
    await settleRequest(tx, request, refundId);
    return { payment: await mustFind(tx, locked.id), creditNote, replayed: false };
  });
}

/** Soft delete: the row and its invoice stay for the books, the payment leaves the lists. */
export async function deletePayment(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, id);
    if (!locked) throw notFound('Payment');
    await softDeletePayment(tx, id);
    await audit(tx, actor, {
      action: 'payment.delete',
      subjectType: 'Payment',
      subjectId: id,
      orgId: locked.org_id,
      summary: { amount: locked.amount, refunded_amount: locked.refunded_amount },
    });
  });
}
