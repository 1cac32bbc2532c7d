import type { AuditListQuery } from '@switchboard/contract/audit';
import type { Db } from '../../platform/db/client';
import { listOrgAudit } from './repository';
import { withParent } from '../../platform/db/parent-rows';

/** GET /audit/org/{id}: the org's activity, newest first. */
export const orgAuditLog = (db: Db, orgId: number, query: AuditListQuery) =>
  withParent(db, 'org', orgId, () => listOrgAudit(db, orgId, query));
