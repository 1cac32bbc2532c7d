import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../db/client';
import { replicaReads } from '../db/read-handle';
import { formatLsn, parseLsn, type ReplicaSet } from '../db/replicas';

/**
 * The primary's WAL position after this browser's last write (read-your-writes): kept in a
 * cookie, so whichever instance answers the next request knows it. It only steers the
 * session's own reads (a forged one sends them to the primary, or to a replica that has not
 * caught up with the session); it holds no secret.
 */
export const READ_AFTER_COOKIE = 'sb_read_after';
/** Past this the replicas have either replayed the write or are skipped for lagging. */
const READ_AFTER_MAX_AGE_S = 600;

/**
 * The handle a list, a search, an export, a dashboard or the palette passes its services:
 * the primary, marked so that repositories' `onReplica` reads may go to a replica that has
 * replayed this session's last write. No replicas configured: the primary itself.
 */
export function readsFor(request: FastifyRequest): Db {
  const { db, replicas } = request.server;
  if (!replicas) return db;
  const kept = request.cookies[READ_AFTER_COOKIE];
  return replicaReads(db, replicas, kept ? parseLsn(kept) : null);
}

/**
 * After a signed-in staff member's write (any request but GET, HEAD and OPTIONS), the
 * primary's WAL position goes into their READ_AFTER_COOKIE before the answer leaves, so no
 * later read of theirs can be answered from a replica that has not replayed it.
 */
export function installReadYourWrites(
  app: FastifyInstance,
  replicas: ReplicaSet | null,
  config: Config,
): void {
  if (!replicas) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    if (!request.user) return payload;
    const lsn = await replicas.primaryLsn();
    reply.setCookie(READ_AFTER_COOKIE, formatLsn(lsn), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: READ_AFTER_MAX_AGE_S,
    });
    return payload;
  });
}
