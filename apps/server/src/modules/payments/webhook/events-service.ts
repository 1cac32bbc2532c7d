import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import {
  mandateStatuses,
  type MandateStatus,
  type PaymentLink,
} from '@switchboard/contract/payments';
import type { GatewayEvent } from '@switchboard/contract/payments-gateway';
import type { Actor } from '../../../platform/audit/audit';
import { recordPayment } from '../../../platform/billing/record-payment';
import type { BillingSettings } from '../../../platform/billing/settings';
import type { DbOrTx } from '../../../platform/db/client';
import { flagLinkPayment, lockLinkOfGateway, settleLink } from '../links/service';
import { moveMandateByGateway, noteMandateToken } from '../mandates/service';
import { orgExists } from '../shared-repository';
import { findGatewayPayment, type EventOutcome } from './repository';

const tokenStatus: Record<string, MandateStatus> = {
  'token.pending': 'pending',
  'token.confirmed': 'active',
  'token.paused': 'paused',
  'token.resumed': 'active',
  'token.cancelled': 'cancelled',
  'token.rejected': 'failed',
  'token.expired': 'expired',
};

const done = (outcome: string): EventOutcome => ({ outcome, flagged: false });

/**
 * Applies one verified event. Payments are recorded through `recordPayment` keyed on the
 * gateway's payment id, so a replay (even under a new event id) never records twice, and a
 * manual RAZORPAY sale of the same id (recorded under the same key) is not recorded again.
 */
export async function applyGatewayEvent(
  tx: DbOrTx,
  billing: BillingSettings,
  actor: Actor,
  event: GatewayEvent,
): Promise<EventOutcome> {
  const payment = event.payload.payment?.entity;
  // A mandate's authorisation payment: its token belongs to the registration link's mandate.
  if (
    payment?.invoice_id &&
    payment.token_id &&
    (await noteMandateToken(tx, payment.invoice_id, payment.token_id))
  )
    return done('mandate token noted');
  if (event.event === 'payment_link.paid' && payment && event.payload.payment_link) {
    const link = await lockLinkOfGateway(tx, event.payload.payment_link.entity.id);
    if (!link) return done('unknown payment link');
    return payLink(tx, billing, actor, link, payment);
  }
  if (event.event === 'order.paid' && payment && payment.amount > 0) {
    const orgId = event.payload.order?.entity.notes?.org_id;
    if (!orgId || !(await orgExists(tx, orgId))) return done('order without a known org');
    const earlier = await findGatewayPayment(tx, payment.id);
    if (earlier && (earlier.org_id !== orgId || earlier.amount !== payment.amount)) {
      return {
        outcome: `flagged: payment ${payment.id} is already recorded for another org or amount (payment ${earlier.id})`,
        flagged: true,
      };
    }
    const recorded = await recordPayment(tx, billing, actor, {
      orgId,
      paymentType: 'RAZORPAY',
      amount: payment.amount,
      paymentRef: payment.id,
      description: `Order ${event.payload.order?.entity.id ?? ''}`.trim(),
      idempotencyKey: gatewayPaymentKey(payment.id),
    });
    return done(recorded.replayed ? 'already recorded' : 'payment recorded');
  }
  const status = tokenStatus[event.event];
  if (status && mandateStatuses.includes(status) && event.payload.token) {
    const token = event.payload.token.entity;
    const at = event.created_at ? new Date(event.created_at * 1000) : null;
    const reason = token.error_description ?? null;
    return done(await moveMandateByGateway(tx, actor, { id: token.id, status, at, reason }));
  }
  return done('ignored');
}

type GatewayPayment = { id: string; amount: number };

/**
 * Why a payment cannot settle this link: a link staff closed (cancelled, or expired) is not
 * reopened by money arriving late, a paid link is not paid twice, and a payment of another
 * amount than the link asked for does not settle it.
 */
function refusalOf(link: PaymentLink, payment: GatewayPayment): string | null {
  if (link.status === 'cancelled' || link.status === 'expired') return `the link is ${link.status}`;
  if (link.status === 'paid') return 'the link was already paid by another payment';
  if (payment.amount !== link.amount)
    return `${payment.amount} paise paid, the link asks for ${link.amount}`;
  return null;
}

/**
 * payment_link.paid: records the payment (with its invoice) and marks the link paid, once. An
 * event that cannot settle the link is kept and flagged for staff, with an audit entry on the
 * link, and nothing is recorded: the money is then refunded or settled by hand.
 */
async function payLink(
  tx: DbOrTx,
  billing: BillingSettings,
  actor: Actor,
  link: PaymentLink,
  payment: GatewayPayment,
): Promise<EventOutcome> {
  const earlier = await findGatewayPayment(tx, payment.id);
  if (link.status === 'paid' && earlier && earlier.id === link.payment_id)
    return done('already recorded');
  const refusal =
    refusalOf(link, payment) ??
    (earlier && (earlier.org_id !== link.org_id || earlier.amount !== payment.amount)
      ? `payment ${payment.id} is already recorded for another org or amount`
      : null);
  if (refusal) {
    await flagLinkPayment(tx, actor, link, payment, refusal);
    return { outcome: `flagged: ${refusal}`, flagged: true };
  }
  const recorded = await recordPayment(tx, billing, actor, {
    orgId: link.org_id,
    paymentType: 'PAYMENT_LINK',
    amount: payment.amount,
    paymentRef: payment.id,
    description: link.description,
    idempotencyKey: gatewayPaymentKey(payment.id),
  });
  await settleLink(tx, actor, link, { ref: payment.id, id: recorded.paymentId });
  return done(recorded.replayed ? 'already recorded' : 'payment recorded');
}
