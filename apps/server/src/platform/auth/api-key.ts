import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../errors';

export const INGEST_KEY_HEADER = 'x-api-key';
/** The OpenAPI security scheme of the app's key, and what a route the app calls declares. */
export const APP_KEY_SCHEME = 'appApiKey';
/** The OpenAPI security scheme of the switch's key (INGEST_API_KEY), in the same header. */
export const INGEST_KEY_SCHEME = 'ingestApiKey';
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A machine caller's key (the switch's INGEST_API_KEY, the app's APP_API_KEY), compared in constant time (digests
 * first, so lengths never leak). Every ingest surface checks its key with this.
 */
export function checkApiKey(
  request: FastifyRequest,
  expected: string | undefined,
  setting = 'INGEST_API_KEY',
): void {
  if (!expected) throw new AppError(503, 'INTERNAL_ERROR', `Not configured (${setting})`);
  const presented = request.headers[INGEST_KEY_HEADER];
  if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), digest(expected))) {
    throw unauthenticated('A valid API key is required');
  }
}
