import { z } from 'zod';
import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import { mandateStatuses, type MandateStatus } from '@switchboard/contract/payments';
import { recordPayment } from '../../platform/billing/record-payment';
import type { Actor } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';
import { payLink } from './link-paid';
import { findLink } from './links-repository';
import { findMandate } from './mandates-repository';
import { moveMandate } from './mandates-service';
import { findGatewayPayment, orgExists } from './payments-repository';

/** The parts of a Razorpay-style event this console acts on; everything else is ignored. */
const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });
const gatewayPayment = entity({ id: z.string().min(1).max(100), amount: z.number().int().positive() });
export const gatewayEventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: gatewayPayment.optional(),
      payment_link: entity({ id: z.string() }).optional(),
      order: entity({ id: z.string(), notes: z.object({ org_id: z.coerce.number().int().positive().optional() }).optional() }).optional(),
      token: entity({ id: z.string(), error_description: z.string().nullish() }).optional(),
    })
    .default({}),
});
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

const tokenStatus: Record<string, MandateStatus> = {
  'token.pending': 'pending',
  'token.confirmed': 'active',
  'token.paused': 'paused',
  'token.resumed': 'active',
  'token.cancelled': 'cancelled',
  'token.rejected': 'failed',
  'token.expired': 'expired',
};

/** What a verified event came to; `flagged` marks a genuine event we refused to act on. */
export type EventOutcome = { outcome: string; flagged: boolean };
const done = (outcome: string): EventOutcome => ({ outcome, flagged: false });

/**
 * Applies one verified event. Payments are recorded through `recordPayment` keyed on the
 * gateway's payment id, so a replay (even under a new event id) never records twice, and a
 * manual RAZORPAY sale of the same id (recorded under the same key) is not recorded again.
 */
export async function applyGatewayEvent(tx: DbOrTx, actor: Actor, event: GatewayEvent): Promise<EventOutcome> {
  const payment = event.payload.payment?.entity;
  if (event.event === 'payment_link.paid' && payment && event.payload.payment_link) {
    const link = await findLink(tx, { linkId: event.payload.payment_link.entity.id }, true);
    if (!link) return done('unknown payment link');
    return payLink(tx, actor, link, payment);
  }
  if (event.event === 'order.paid' && payment) {
    const orgId = event.payload.order?.entity.notes?.org_id;
    if (!orgId || !(await orgExists(tx, orgId))) return done('order without a known org');
    const earlier = await findGatewayPayment(tx, payment.id);
    if (earlier && (earlier.org_id !== orgId || earlier.amount !== payment.amount)) {
      return { outcome: `flagged: payment ${payment.id} is already recorded for another org or amount (payment ${earlier.id})`, flagged: true };
    }
    const recorded = await recordPayment(tx, actor, {
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
    const mandate = await findMandate(tx, event.payload.token.entity.id, true);
    if (!mandate) return done('unknown mandate');
    if (mandate.status === status) return done('no change');
    await moveMandate(tx, actor, mandate, status, event.payload.token.entity.error_description ?? null);
    return done(`mandate ${status}`);
  }
  return done('ignored');
}
