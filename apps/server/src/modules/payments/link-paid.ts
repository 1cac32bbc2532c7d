import { eq } from 'drizzle-orm';
import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import type { PaymentLink } from '@switchboard/contract/payments';
import { paymentLinks } from '../../db/schema/payments';
import { audit, type Actor } from '../../platform/audit/audit';
import { recordPayment } from '../../platform/billing/record-payment';
import type { DbOrTx } from '../../platform/db/client';
import { findGatewayPayment } from './payments-repository';
import type { EventOutcome } from './webhook-events';

type GatewayPayment = { id: string; amount: number };

/**
 * Why a payment cannot settle this link: a link staff closed (cancelled, or expired) is not
 * reopened by money arriving late, a paid link is not paid twice, and a payment of another
 * amount than the link asked for does not settle it.
 */
function refusalOf(link: PaymentLink, payment: GatewayPayment): string | null {
  if (link.status === 'cancelled' || link.status === 'expired') return `the link is ${link.status}`;
  if (link.status === 'paid') return 'the link was already paid by another payment';
  if (payment.amount !== link.amount) return `${payment.amount} paise paid, the link asks for ${link.amount}`;
  return null;
}

/**
 * payment_link.paid: records the payment (with its invoice) and marks the link paid, once. An
 * event that cannot settle the link is kept and flagged for staff, with an audit entry on the
 * link, and nothing is recorded: the money is then refunded or settled by hand.
 */
export async function payLink(tx: DbOrTx, actor: Actor, link: PaymentLink, payment: GatewayPayment): Promise<EventOutcome> {
  const earlier = await findGatewayPayment(tx, payment.id);
  if (link.status === 'paid' && earlier && earlier.id === link.payment_id) return { outcome: 'already recorded', flagged: false };
  const refusal =
    refusalOf(link, payment) ??
    (earlier && (earlier.org_id !== link.org_id || earlier.amount !== payment.amount) ? `payment ${payment.id} is already recorded for another org or amount` : null);
  if (refusal) {
    await audit(tx, actor, {
      action: 'payment_link.flagged',
      subjectType: 'PaymentLink',
      subjectId: link.id,
      orgId: link.org_id,
      summary: { link_id: link.link_id, payment_ref: payment.id, amount: payment.amount, link_amount: link.amount, link_status: link.status, reason: refusal },
    });
    return { outcome: `flagged: ${refusal}`, flagged: true };
  }
  const recorded = await recordPayment(tx, actor, {
    orgId: link.org_id,
    paymentType: 'PAYMENT_LINK',
    amount: payment.amount,
    paymentRef: payment.id,
    description: link.description,
    idempotencyKey: gatewayPaymentKey(payment.id),
  });
  await tx.update(paymentLinks).set({ status: 'paid', paymentId: recorded.paymentId, paidAt: new Date() }).where(eq(paymentLinks.id, link.id));
  await audit(tx, actor, {
    action: 'payment_link.paid',
    subjectType: 'PaymentLink',
    subjectId: link.id,
    orgId: link.org_id,
    summary: { link_id: link.link_id, payment_ref: payment.id, status: { before: link.status, after: 'paid' } },
  });
  return { outcome: recorded.replayed ? 'already recorded' : 'payment recorded', flagged: false };
}
