import { eq, sql } from 'drizzle-orm';
import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import { payments } from '../../db/schema/payments';
import { audit } from '../../platform/audit/audit';
import { recordPayment } from '../../platform/billing/record-payment';
import { rowsOf, type Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import type { ServiceContext } from './rules-context';

export type SalePayment = {
  orgId: number;
  /** What the money paid for: exactly one of the two. */
  paidFor: { subscriptionId: number } | { topUpId: number };
  paymentType: 'RAZORPAY' | 'BANK_TRANSFER';
  /** Paise, GST included; more than 0 (nothing is recorded when the payment was not collected). */
  amount: number;
  /** The Razorpay payment id, or the bank transfer's reference. */
  paymentRef: string | null;
  description: string;
  gstin: string | null;
  /** The sale's own Idempotency-Key, scoped ('subscription:…'), for payments without a gateway id. */
  saleKey: string | null;
};

type Earlier = { id: number; org_id: number; amount: number | string; subscription_id: number | null; top_up_id: number | null; deleted_at: Date | string | null };

/**
 * Records the money of a sale. A RAZORPAY payment id is the gateway's own id, which the gateway
 * webhook records under `gatewayPaymentKey`: the sale records it under that same key, so a
 * manual subscription and an `order.paid` for one `pay_…` id make one payment and one invoice.
 * A payment the webhook recorded first is taken over by the sale; one that already paid for
 * another sale, or came from another org or for another amount, is refused.
 */
export async function recordSalePayment(tx: Tx, ctx: ServiceContext, sale: SalePayment): Promise<{ paymentId: number; linked: boolean }> {
  const gatewayId = sale.paymentType === 'RAZORPAY' && sale.paymentRef ? sale.paymentRef : null;
  if (gatewayId) {
    // Two sales naming one payment id run one after the other, so the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gateway-payment:${gatewayId}`}, 0))`);
    const [earlier] = await rowsOf<Earlier>(
      tx,
      sql`select id, org_id, amount, subscription_id, top_up_id, deleted_at from payments where idempotency_key = ${gatewayPaymentKey(gatewayId)}`,
    );
    if (earlier) assertFreeFor(earlier, sale, gatewayId);
  }
  const recorded = await recordPayment(tx, ctx.actor, {
    orgId: sale.orgId,
    subscriptionId: 'subscriptionId' in sale.paidFor ? sale.paidFor.subscriptionId : null,
    paymentType: sale.paymentType,
    amount: sale.amount,
    paymentRef: sale.paymentRef,
    description: sale.description,
    gstin: sale.gstin,
    idempotencyKey: gatewayId ? gatewayPaymentKey(gatewayId) : sale.saleKey,
  });
  // A replay here is the webhook's payment of this very id (checked above, or recorded by a
  // webhook that committed a moment ago): it now pays for this sale.
  if (recorded.replayed || 'topUpId' in sale.paidFor) {
    await tx.update(payments).set(sale.paidFor).where(eq(payments.id, recorded.paymentId));
  }
  if (recorded.replayed) {
    await audit(tx, ctx.actor, {
      action: 'payment.link',
      subjectType: 'Payment',
      subjectId: recorded.paymentId,
      orgId: sale.orgId,
      summary: { payment_ref: sale.paymentRef, ...snake(sale.paidFor) },
    });
  }
  return { paymentId: recorded.paymentId, linked: recorded.replayed };
}

function assertFreeFor(earlier: Earlier, sale: SalePayment, gatewayId: string): void {
  if (earlier.subscription_id !== null || earlier.top_up_id !== null || earlier.deleted_at !== null) {
    throw conflict(`Razorpay payment id ${gatewayId} is already recorded (payment ${earlier.id}); it cannot pay for a second sale`);
  }
  if (earlier.org_id !== sale.orgId || Number(earlier.amount) !== sale.amount) {
    throw conflict(`Razorpay payment id ${gatewayId} was received from another org or for another amount (payment ${earlier.id})`);
  }
}

const snake = (paidFor: SalePayment['paidFor']) =>
  'subscriptionId' in paidFor ? { subscription_id: paidFor.subscriptionId } : { top_up_id: paidFor.topUpId };
