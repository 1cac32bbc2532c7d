import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

/** The customer a gateway page is for. */
export type GatewayCustomer = { name: string; email: string | null; contact: string | null };
/** A registration link's customer: Razorpay lists name, email and contact as mandatory. */
export type RegistrationCustomer = { name: string; email: string; contact: string };

/**
 * The payment gateway, for what must be answered at once: a payment link's id and the page the
 * customer pays on. Razorpay when configured; else a sandbox whose pages cannot be paid.
 */
export type PaymentGateway = {
  provider: string;
  sandbox: boolean;
  createPaymentLink: (link: {
    /** Paise. */
    amount: number;
    description: string;
    customer: GatewayCustomer;
    expireBy: Date;
    /** Ours, unique per link: the gateway refuses a second link with it. */
    reference: string;
    orgId: number;
  }) => Promise<{ id: string; url: string }>;
  /**
   * An e-mandate registration link: its id (Razorpay's `inv_…`), its page, and the gateway's
   * customer it was made for (null in the sandbox).
   */
  createMandateLink: (mandate: {
    /** Paise: the most one debit may take. */
    maxAmount: number;
    description: string;
    customer: RegistrationCustomer;
    expireAt: Date;
    reference: string;
    orgId: number;
  }) => Promise<{ id: string; url: string; customerId: string | null }>;
};

/**
 * A refund of a gateway payment, sent to the gateway by the delivery worker after the refund
 * (and its credit note) committed here. `refundId` is ours: the gateway's receipt, so a try
 * repeated after a crash finds the refund it already made instead of making a second.
 */
export const refundAtGateway = (
  tx: DbOrTx,
  refund: { paymentRef: string; amount: number; refundId: number; orgId: number },
): Promise<number> =>
  enqueue(tx, {
    channel: 'PAYMENTS',
    recipient: refund.paymentRef,
    orgId: refund.orgId,
    payload: {
      action: 'refund',
      payment_id: refund.paymentRef,
      amount: refund.amount,
      refund_id: refund.refundId,
    },
  });

/**
 * Stops a mandate at the gateway after staff cancelled it here: its token when one was made,
 * else its registration link. Sent by the delivery worker (channel PAYMENTS).
 */
export const cancelMandateAtGateway = (
  tx: DbOrTx,
  mandate: { id: string; customerId: string | null; tokenId: string | null; orgId: number },
): Promise<number> =>
  enqueue(tx, {
    channel: 'PAYMENTS',
    recipient: mandate.id,
    orgId: mandate.orgId,
    payload: {
      action: 'cancel-mandate',
      invoice_id: mandate.id,
      customer_id: mandate.customerId,
      token_id: mandate.tokenId,
    },
  });
