import { eq, sql } from 'drizzle-orm';
import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import { payments } from '../../db/schema/payments';
import { rowsOf, type Tx } from '../../platform/db/client';

/** A payment already recorded under a gateway payment id. */
export type EarlierPayment = {
  id: number;
  org_id: number;
  amount: number | string;
  subscription_id: number | null;
  top_up_id: number | null;
  deleted_at: Date | string | null;
};

/** Holds the gateway payment id until the transaction ends. */
export async function lockGatewayPayment(tx: Tx, gatewayId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`gateway-payment:${gatewayId}`}, 0))`,
  );
}

/** The payment the gateway webhook (or an earlier sale) recorded for this gateway id, if any. */
export async function earlierGatewayPayment(
  tx: Tx,
  gatewayId: string,
): Promise<EarlierPayment | undefined> {
  const [earlier] = await rowsOf<EarlierPayment>(
    tx,
    sql`select id, org_id, amount, subscription_id, top_up_id, deleted_at from payments where idempotency_key = ${gatewayPaymentKey(gatewayId)}`,
  );
  return earlier;
}

/** Whether a subscription or top-up of the org was already sold against this payment reference. */
export async function saleOfReference(
  tx: Tx,
  ref: { orgId: number; paymentType: string; paymentRef: string },
): Promise<boolean> {
  const [sold] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from subscriptions
         where org_id = ${ref.orgId} and payment_type = ${ref.paymentType} and payment_id = ${ref.paymentRef}
        union all
        select id from top_ups
         where org_id = ${ref.orgId} and payment_type = ${ref.paymentType} and payment_id = ${ref.paymentRef}
        limit 1`,
  );
  return Boolean(sold);
}

/** What a payment paid for: exactly one of a subscription or a top-up. */
export type PaidFor = { subscriptionId: number } | { topUpId: number };

export async function setPaidFor(tx: Tx, paymentId: number, paidFor: PaidFor): Promise<void> {
  await tx.update(payments).set(paidFor).where(eq(payments.id, paymentId));
}
