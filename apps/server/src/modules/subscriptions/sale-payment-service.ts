import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import { formatMessage } from '@switchboard/contract/messages';
import { audit } from '../../platform/audit/audit';
import { lockPaymentReference, recordPayment } from '../../platform/billing/record-payment';
import type { Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import type { ServiceContext } from './rules-context';
import {
  earlierGatewayPayment,
  lockGatewayPayment,
  saleOfReference,
  setPaidFor,
  type EarlierPayment,
  type PaidFor,
} from './sale-payment-repository';

export type SalePayment = {
  orgId: number;
  /** What the money paid for: exactly one of the two. */
  paidFor: PaidFor;
  paymentType: 'RAZORPAY' | 'BANK_TRANSFER';
  /** Paise, GST included; more than 0 (nothing is recorded when the payment was not collected). */
  amount: number;
  /** The Razorpay payment id, or the bank transfer's reference. */
  paymentRef: string | null;
  description: string;
  /** The sale line by line for the invoice (a plan and its add-ons), GST included. */
  lines?: { description: string; amount: number }[];
  gstin: string | null;
  /** The sale's own Idempotency-Key, scoped ('subscription:…'), for payments without a gateway id. */
  saleKey: string | null;
};

type SaleReference = Pick<SalePayment, 'orgId' | 'paymentType' | 'paymentRef' | 'amount'>;

/**
 * Before a sale is written: its payment reference (a bank UTR, a Razorpay payment id) must not
 * have paid for another sale of the org, nor (a Razorpay id) be a payment the gateway reported
 * for another org or amount. The reference stays locked until the transaction ends, so two
 * sales naming it run one after the other and the second sees the first. The unique indexes
 * on (org, payment type, reference) of sales and payments hold the same rule in the database.
 */
export async function assertReferenceFree(tx: Tx, sale: SaleReference): Promise<void> {
  const ref = sale.paymentRef;
  if (!ref) return;
  if (sale.paymentType === 'RAZORPAY') {
    await lockGatewayPayment(tx, ref);
    const earlier = await earlierGatewayPayment(tx, ref);
    if (earlier) assertFreeFor(earlier, sale, ref);
  }
  await lockPaymentReference(tx, { ...sale, paymentRef: ref });
  if (await saleOfReference(tx, { ...sale, paymentRef: ref }))
    throw conflict(formatMessage('paymentReferenceUsed', { ref }));
}

/**
 * Records the money of a sale, after `assertReferenceFree`. A RAZORPAY payment id is the
 * gateway's own id, which the gateway webhook records under `gatewayPaymentKey`: the sale
 * records it under that same key, so a manual subscription and an `order.paid` for one `pay_…`
 * id make one payment and one invoice. A payment the webhook recorded first is taken over.
 */
export async function recordSalePayment(
  tx: Tx,
  ctx: ServiceContext,
  sale: SalePayment,
): Promise<{ paymentId: number; linked: boolean }> {
  const gatewayId = sale.paymentType === 'RAZORPAY' && sale.paymentRef ? sale.paymentRef : null;
  const recorded = await recordPayment(tx, ctx.billing, ctx.actor, {
    orgId: sale.orgId,
    subscriptionId: 'subscriptionId' in sale.paidFor ? sale.paidFor.subscriptionId : null,
    paymentType: sale.paymentType,
    amount: sale.amount,
    paymentRef: sale.paymentRef,
    description: sale.description,
    lines: sale.lines,
    gstin: sale.gstin,
    idempotencyKey: gatewayId ? gatewayPaymentKey(gatewayId) : sale.saleKey,
  });
  // A replay here is the webhook's payment of this very id (checked before the sale, or
  // recorded by a webhook that committed a moment ago): it now pays for this sale.
  if (recorded.replayed || 'topUpId' in sale.paidFor) {
    await setPaidFor(tx, recorded.paymentId, sale.paidFor);
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

function assertFreeFor(earlier: EarlierPayment, sale: SaleReference, gatewayId: string): void {
  if (
    earlier.subscription_id !== null ||
    earlier.top_up_id !== null ||
    earlier.deleted_at !== null
  ) {
    throw conflict(formatMessage('razorpayIdUsed', { id: gatewayId, payment: earlier.id }));
  }
  if (earlier.org_id !== sale.orgId || Number(earlier.amount) !== sale.amount) {
    throw conflict(formatMessage('razorpayIdOther', { id: gatewayId, payment: earlier.id }));
  }
}

const snake = (paidFor: SalePayment['paidFor']) =>
  'subscriptionId' in paidFor
    ? { subscription_id: paidFor.subscriptionId }
    : { top_up_id: paidFor.topUpId };
