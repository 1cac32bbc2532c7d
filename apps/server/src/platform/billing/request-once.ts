import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, REPEAT_WINDOW_MINUTES } from '@switchboard/contract/idempotency';
import { formatMessage } from '@switchboard/contract/messages';
import { requestClaims } from '../../db/schema/payments';
import { rowsOf, type DbOrTx } from '../db/client';
import { conflict } from '../errors';

/**
 * A money request (a sale, a payment, a refund, a payment link, a mandate) as it is claimed,
 * so that it acts once however often it arrives (DESIGN.md convention 12).
 */
export type MoneyRequest = {
  /** The client's Idempotency-Key; null when it sent none. */
  idempotencyKey: string | null;
  /** What the request is claimed under: its key, or its hash when it has no key. */
  claimKey: string;
  /** SHA-256 of method, route, path parameters and the body (keys sorted): what a key binds to. */
  hash: string;
  /** 'POST /api/subscription/top-up'. */
  route: string;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The same request always hashes alike: object keys sorted, undefined members dropped. */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => [key, normalised(value[key])]),
  );
}

/** The claim of a validated request: its Idempotency-Key header and the hash of what it asks. */
export function moneyRequestOf(request: FastifyRequest): MoneyRequest {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof header === 'string' && header.trim() ? header.trim() : null;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = createHash('sha256')
    .update(JSON.stringify(normalised([route, request.params ?? {}, request.body ?? null])))
    .digest('hex');
  return { idempotencyKey: key, claimKey: key ? `key:${key}` : `request:${hash}`, hash, route };
}

/**
 * Claims the request as the first statement of the transaction that acts on it. Null: the
 * request is new, and the caller acts, then calls `settleRequest`. Otherwise the id of what
 * the same request made before, to answer with. A twin sent at the same moment waits on the
 * claim's primary key until the first commits (or rolls back, and then it acts itself). A
 * key sent before with a different request is refused with 409; a request without a key is a
 * repeat only within REPEAT_WINDOW_MINUTES, after which its claim is taken over.
 */
export async function claimRequest(tx: DbOrTx, request: MoneyRequest): Promise<string | null> {
  const [claimed] = await rowsOf<{ claim_key: string }>(
    tx,
    sql`insert into request_claims (claim_key, request_hash, route)
        values (${request.claimKey}, ${request.hash}, ${request.route})
        on conflict (claim_key) do update
          set request_hash = excluded.request_hash, route = excluded.route, result_id = null,
              created_at = now()
          where request_claims.claim_key like 'request:%'
            and request_claims.created_at < now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES}::int)
        returning claim_key`,
  );
  if (claimed) return null;
  const [first] = await tx
    .select({ hash: requestClaims.requestHash, resultId: requestClaims.resultId })
    .from(requestClaims)
    .where(eq(requestClaims.claimKey, request.claimKey));
  if (!first || first.hash !== request.hash) throw conflict(formatMessage('idempotencyKeyReused'));
  // Claim and result commit together, so a committed claim always names its result.
  if (first.resultId === null) throw new Error(`request claim ${request.claimKey} has no result`);
  return first.resultId;
}

/** Records what a claimed request made, in the transaction that made it. */
export async function settleRequest(
  tx: DbOrTx,
  request: MoneyRequest,
  resultId: number | string,
): Promise<void> {
  await tx
    .update(requestClaims)
    .set({ resultId: String(resultId) })
    .where(eq(requestClaims.claimKey, request.claimKey));
}

/**
 * Housekeeping: keyless claims past their window (a repeat after it acts anew anyway). Claims
 * under an Idempotency-Key stay: a key answers its first result for good.
 */
export async function deleteExpiredKeylessClaims(db: DbOrTx): Promise<number> {
  const gone = await rowsOf<{ claim_key: string }>(
    db,
    sql`delete from request_claims
         where claim_key like 'request:%'
           and created_at < now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES}::int)
        returning claim_key`,
  );
  return gone.length;
}
