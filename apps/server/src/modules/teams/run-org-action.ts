import type { FastifyRequest } from 'fastify';
import { actorOf, audit } from '../../platform/audit/audit';
import type { Tx } from '../../platform/db/client';
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
