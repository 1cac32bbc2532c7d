import { eq, sql } from 'drizzle-orm';
import type { BankPaymentBody, CreditNote, CustomPaymentBody, Payment, RefundBody } from '@switchboard/contract/payments';
import { formatInr } from '@switchboard/contract/money';
import { paymentRefunds, payments } from '../../db/schema/payments';
import { audit, type Actor } from '../../platform/audit/audit';
import { recordPayment } from '../../platform/billing/record-payment';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { creditNoteOfRefund, issueCreditNote } from './credit-notes';
import { findPayment, lockPayment, orgExists } from './payments-repository';

type Recorded = { payment: Payment; replayed: boolean };
type Refunded = Recorded & { creditNote: CreditNote | null };

async function mustFind(tx: DbOrTx, id: number): Promise<Payment> {
  const payment = await findPayment(tx, id);
  if (!payment) throw notFound('Payment');
  return payment;
}

async function record(db: Db, actor: Actor, input: Parameters<typeof recordPayment>[2]): Promise<Recorded> {
  return db.transaction(async (tx) => {
    if (!(await orgExists(tx, input.orgId))) throw notFound('Org');
    const recorded = await recordPayment(tx, actor, input);
    return { payment: await mustFind(tx, recorded.paymentId), replayed: recorded.replayed };
  });
}

/** Money received by bank transfer (UTR as the reference). */
export const recordBankPayment = (db: Db, actor: Actor, body: BankPaymentBody, idempotencyKey: string | null) =>
  record(db, actor, {
    orgId: body.org_id,
    subscriptionId: body.subscription_id ?? null,
    paymentType: 'BANK_TRANSFER',
    amount: body.amount,
    paymentRef: body.payment_ref,
    description: body.description ?? null,
    idempotencyKey,
  });

export const recordCustomPayment = (db: Db, actor: Actor, body: CustomPaymentBody, idempotencyKey: string | null) =>
  record(db, actor, {
    orgId: body.org_id,
    paymentType: 'CUSTOM',
    amount: body.amount,
    paymentRef: body.payment_ref ?? null,
    description: body.description,
    idempotencyKey,
  });

/**
 * Refunds part or all of a payment, and issues the credit note that reverses its GST against
 * the payment's invoice. The payment row is locked first, so two refunds of one payment run
 * one after the other and together never exceed what was paid; a repeated key (double click)
 * returns the first refund, and only if it was a refund of the same payment and amount.
 */
export async function refundPayment(db: Db, actor: Actor, body: RefundBody, idempotencyKey: string | null): Promise<Refunded> {
  return db.transaction(async (tx) => {
    // One key, one refund, even when its two sendings name different payments (and so lock different rows).
    if (idempotencyKey) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${idempotencyKey}`}, 0))`);
    const locked = await lockPayment(tx, body.payment_id);
    if (!locked) throw notFound('Payment');
    if (idempotencyKey) {
      const [earlier] = await tx
        .select({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amount })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
      if (earlier) {
        if (earlier.paymentId !== body.payment_id || earlier.amount !== body.amount) {
          throw conflict('This Idempotency-Key was already used for a different refund');
        }
        return { payment: await mustFind(tx, locked.id), creditNote: await creditNoteOfRefund(tx, earlier.id), replayed: true };
      }
    }
    const refundable = locked.amount - locked.refunded_amount;
    if (body.amount > refundable) {
      throw badRequest(`Refund of ${formatInr(body.amount)} is more than the ${formatInr(refundable)} left to refund on this payment`, [
        { field: 'amount', message: `must be at most ${refundable} paise` },
      ]);
    }
    const refunded = locked.refunded_amount + body.amount;
    const status = refunded === locked.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({ paymentId: locked.id, amount: body.amount, reason: body.reason, idempotencyKey, createdById: actor.actorId })
      .returning({ id: paymentRefunds.id });
    if (!refund) throw new Error('refund insert failed');
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${body.amount}`, status })
      .where(eq(payments.id, locked.id));
    const creditNote = await issueCreditNote(tx, { paymentId: locked.id, refundId: refund.id, amount: body.amount, reason: body.reason });
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
      },
    });
    return { payment: await mustFind(tx, locked.id), creditNote, replayed: false };
  });
}

/** Soft delete: the row and its invoice stay for the books, the payment leaves the lists. */
export async function deletePayment(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, id);
    if (!locked) throw notFound('Payment');
    await tx.update(payments).set({ deletedAt: new Date() }).where(eq(payments.id, id));
    await audit(tx, actor, {
      action: 'payment.delete',
      subjectType: 'Payment',
      subjectId: id,
      orgId: locked.org_id,
      summary: { amount: locked.amount, refunded_amount: locked.refunded_amount },
    });
  });
}
