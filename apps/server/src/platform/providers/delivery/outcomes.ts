import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { clip } from './http';
import type { DeliveryHooks, Delivery, OutboxMessage } from './types';

/**
 * Writes one try's result: the message's new state and the attempt, together. Only a message
 * still PENDING moves (staff may have cancelled it meanwhile).
 */
export async function recordOutcome(
  db: Db,
  message: OutboxMessage,
  delivery: Delivery,
  context: {
    provider: string;
    durationMs: number;
    maxAttempts: number;
    retryInMs: (attempts: number) => number;
    hooks?: DeliveryHooks;
  },
): Promise<'SENT' | 'RETRY' | 'FAILED'> {
  const id = message.id;
  // A provider asking us to slow down is not the message's fault: that try does not count.
  const attempts =
    delivery.status === 'retry' && delivery.rateLimited ? message.attempts : message.attempts + 1;
  const outOfTries = delivery.status === 'retry' && attempts >= context.maxAttempts;
  const outcome =
    delivery.status === 'sent'
      ? 'SENT'
      : delivery.status === 'failed' || outOfTries
        ? 'FAILED'
        : 'RETRY';
  const answer =
    delivery.status === 'sent'
      ? (delivery.answer ?? (delivery.ref ? `accepted as ${delivery.ref}` : 'accepted'))
      : outOfTries
        ? `${delivery.reason} (gave up after ${attempts} tries)`
        : delivery.reason;
  await db.transaction(async (tx) => {
    if (delivery.status === 'sent') {
      const status = delivery.delivered ? 'DELIVERED' : 'SENT';
      const moved = await rowsOf<{ id: number }>(
        tx,
        sql`update outbox set status = ${status}, attempts = ${attempts}, sent_at = now(),
               delivered_at = ${delivery.delivered ? sql`now()` : sql`null`}, last_error = null,
               provider = ${context.provider}, provider_ref = ${delivery.ref}
             where id = ${id} and status = 'PENDING' returning id`,
      );
      if (moved.length > 0 && delivery.ref) await context.hooks?.sent?.(tx, message, delivery.ref);
    } else if (outcome === 'FAILED') {
      const moved = await rowsOf<{ id: number }>(
        tx,
        sql`update outbox set status = 'FAILED', attempts = ${attempts}, last_error = ${clip(answer)},
               provider = ${context.provider}
             where id = ${id} and status = 'PENDING' returning id`,
      );
      if (moved.length > 0 && delivery.status === 'failed' && delivery.recipientGone)
        await context.hooks?.gone?.(tx, message, delivery.reason);
    } else {
      const delay =
        delivery.status === 'retry' && delivery.retryAfterMs !== undefined
          ? delivery.retryAfterMs
          : context.retryInMs(attempts);
      await tx.execute(
        sql`update outbox set attempts = ${attempts}, last_error = ${clip(answer)}, provider = ${context.provider},
               next_attempt_at = now() + ${`${delay} milliseconds`}::interval
             where id = ${id} and status = 'PENDING'`,
      );
    }
    await tx.execute(
      sql`insert into outbox_attempts (outbox_id, outcome, provider, http_status, answer, duration_ms)
          values (${id}, ${delivery.status === 'retry' && delivery.rateLimited && outcome === 'RETRY' ? 'RATE_LIMITED' : outcome},
                  ${context.provider}, ${delivery.httpStatus ?? null}, ${clip(answer)}, ${context.durationMs})`,
    );
  });
  return outcome;
}

/** Messages leased but not tried (their channel was told to slow down) wait until `at`. */
export async function rescheduleUntried(db: Db, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update outbox set next_attempt_at = ${at.toISOString()}::timestamptz
         where status = 'PENDING' and id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
}
