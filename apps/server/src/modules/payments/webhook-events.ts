import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mandateStatuses, type MandateStatus } from '@switchboard/contract/payments';
import { paymentLinks } from '../../db/schema/payments';
import { audit, type Actor } from '../../platform/audit/audit';
import { recordPayment } from '../../platform/billing/record-payment';
import type { DbOrTx } from '../../platform/db/client';
import { findLink } from './links-repository';
import { findMandate } from './mandates-repository';
import { moveMandate } from './mandates-service';
import { orgExists } from './payments-repository';

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

/**
 * Applies one verified event. Payments are recorded through `recordPayment` keyed on the
 * gateway's payment id, so a replay (even under a new event id) never records twice.
 */
export async function applyGatewayEvent(tx: DbOrTx, actor: Actor, event: GatewayEvent): Promise<string> {
  const payment = event.payload.payment?.entity;
  if (event.event === 'payment_link.paid' && payment && event.payload.payment_link) {
    const link = await findLink(tx, { linkId: event.payload.payment_link.entity.id }, true);
    if (!link) return 'unknown payment link';
    const recorded = await recordPayment(tx, actor, {
      orgId: link.org_id,
      paymentType: 'PAYMENT_LINK',
      amount: payment.amount,
      paymentRef: payment.id,
      description: link.description,
      idempotencyKey: `gateway:${payment.id}`,
    });
    if (link.status !== 'paid') {
      await tx
        .update(paymentLinks)
        .set({ status: 'paid', paymentId: recorded.paymentId, paidAt: new Date() })
        .where(eq(paymentLinks.id, link.id));
      await audit(tx, actor, {
        action: 'payment_link.paid',
        subjectType: 'PaymentLink',
        subjectId: link.id,
        orgId: link.org_id,
        summary: { link_id: link.link_id, payment_ref: payment.id, status: { before: link.status, after: 'paid' } },
      });
    }
    return recorded.replayed ? 'already recorded' : 'payment recorded';
  }
  if (event.event === 'order.paid' && payment) {
    const orgId = event.payload.order?.entity.notes?.org_id;
    if (!orgId || !(await orgExists(tx, orgId))) return 'order without a known org';
    const recorded = await recordPayment(tx, actor, {
      orgId,
      paymentType: 'RAZORPAY',
      amount: payment.amount,
      paymentRef: payment.id,
      description: `Order ${event.payload.order?.entity.id ?? ''}`.trim(),
      idempotencyKey: `gateway:${payment.id}`,
    });
    return recorded.replayed ? 'already recorded' : 'payment recorded';
  }
  const status = tokenStatus[event.event];
  if (status && mandateStatuses.includes(status) && event.payload.token) {
    const mandate = await findMandate(tx, event.payload.token.entity.id, true);
    if (!mandate) return 'unknown mandate';
    if (mandate.status === status) return 'no change';
    await moveMandate(tx, actor, mandate, status, event.payload.token.entity.error_description ?? null);
    return `mandate ${status}`;
  }
  return 'ignored';
}
