import type { RuleFailure } from '@switchboard/contract/rules/subscription-messages';
import { sql } from 'drizzle-orm';
import { badRequest, conflict } from '../../platform/errors';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@switchboard/contract/subscriptions';
import { actorOf, type Actor } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import type { Db, Tx } from '../../platform/db/client';

/** What every subscription service call needs besides its body. */
export type ServiceContext = {
  db: Db;
  actor: Actor;
  product: { key: string; name: string };
  /** From the Idempotency-Key header; null when the caller sent none. */
  idempotencyKey: string | null;
  now: Date;
  /** The request's logger: for what goes wrong after the answer is decided (business KYC). */
  log: FastifyBaseLogger;
};

/** A failed shared rule becomes a 400 with the rule's (spec) message. */
export function enforce(failure: RuleFailure | null): void {
  if (failure) throw badRequest(failure.message, [{ field: failure.key, message: failure.message }]);
}

/** A key reused for a different request is refused rather than answered with the wrong result. */
export function assertSameRequest(same: boolean): void {
  if (!same) throw conflict('This Idempotency-Key was already used for a different request');
}

/**
 * Holds the Idempotency-Key until the transaction ends, so two submits with one key run one
 * after the other even when they name different orgs (the org row lock alone would let both
 * insert and the second fail on the unique key): the second then replays or gets a 409.
 */
export async function lockIdempotencyKey(tx: Tx, scope: 'subscription' | 'top-up', key: string | null): Promise<void> {
  if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`);
}

/** India midnight of a YYYY-MM-DD date, or now when none is given. */
export function startOf(date: string | undefined, now: Date): Date {
  return date ? new Date(`${date}T00:00:00+05:30`) : now;
}

export const DAY_MS = 86_400_000;

/** The service context of a request: actor, product, Idempotency-Key header, clock. */
export function serviceContext(app: App, request: FastifyRequest): ServiceContext {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return {
    db: app.db,
    actor: actorOf(request),
    product: app.config.product,
    idempotencyKey: typeof key === 'string' && key.trim() ? key.trim() : null,
    now: new Date(),
    log: request.log,
  };
}

