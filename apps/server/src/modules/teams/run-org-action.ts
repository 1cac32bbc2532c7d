import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/auth';
import { actorOf, audit } from '../../platform/audit/audit';
import { safeEqual } from '../../platform/auth/tokens';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { lockOrg, type LockedOrg } from './org-lock';

/**
 * One org action: lock the org (404 when missing, 409 when deleted), do the work, and write the
 * audit entry with what the work reports, all in one transaction.
 */
export async function runOrgAction(
  app: App,
  request: FastifyRequest,
  orgId: number,
  action: string,
  work: (tx: Tx, org: LockedOrg) => Promise<Record<string, unknown>>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const org = await lockOrg(tx, orgId);
    const summary = await work(tx, org);
    await audit(tx, actorOf(request), { action, subjectType: 'Org', subjectId: orgId, orgId, summary });
  });
}

/**
 * The spec makes some changes GET requests (release number, reset FUP). A browser sends cookies
 * on a cross-site GET navigation, so these still demand the XSRF header like any state change.
 */
export async function requireXsrfHeader(request: FastifyRequest): Promise<void> {
  const cookieToken = request.cookies[XSRF_COOKIE];
  const headerToken = request.headers[XSRF_HEADER];
  if (!cookieToken || typeof headerToken !== 'string' || !safeEqual(cookieToken, headerToken)) {
    throw new AppError(403, 'CSRF_MISMATCH', 'Security token missing or invalid; reload the page and try again');
  }
}
