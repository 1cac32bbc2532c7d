import { eq, sql } from 'drizzle-orm';
import { gatewayPaymentKey } from '@switchboard/contract/idempotency';
import type { GatewayEvent } from '@switchboard/contract/payments-gateway';
import { gatewayEvents } from '../../../db/schema/payments';
import { rowsOf, type DbOrTx } from '../../../platform/db/client';

/** What an event came to; `flagged` marks a genuine event we refused to act on. */
export type EventOutcome = { outcome: string; flagged: boolean };

/**
 * Claims a signed delivery by the hash of its body: false when that body was received before
 * (a replay, under whatever event id header), so each event is acted on once. The row waits
 * as 'received' for `settleEvent`, in the same transaction.
 */
export async function claimEvent(
  tx: DbOrTx,
  delivery: { bodyHash: string; eventId: string | null; ip: string },
  event: GatewayEvent,
): Promise<boolean> {
  const [fresh] = await tx
    .insert(gatewayEvents)
    .values({
      bodyHash: delivery.bodyHash,
      eventId: delivery.eventId,
      event: event.event,
      signatureValid: true,
      outcome: 'received',
      ip: delivery.ip,
      payload: event,
    })
    .onConflictDoNothing({ target: gatewayEvents.bodyHash })
    .returning({ id: gatewayEvents.id });
  return Boolean(fresh);
}

/** What a claimed delivery came to. */
export async function settleEvent(
  tx: DbOrTx,
  bodyHash: string,
  { outcome, flagged }: EventOutcome,
): Promise<void> {
  await tx
    .update(gatewayEvents)
    .set({ outcome, flagged })
    .where(eq(gatewayEvents.bodyHash, bodyHash));
}

/** The payment recorded for a gateway payment id (by the webhook or a manual RAZORPAY sale), if any. */
export async function findGatewayPayment(
  db: DbOrTx,
  gatewayPaymentId: string,
): Promise<{ id: number; org_id: number; amount: number } | null> {
  const [row] = await rowsOf<{ id: number; org_id: number; amount: number | string }>(
    db,
    sql`select id, org_id, amount from payments where idempotency_key = ${gatewayPaymentKey(gatewayPaymentId)}`,
  );
  return row ? { ...row, amount: Number(row.amount) } : null;
}
