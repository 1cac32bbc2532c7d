import type { AuditListQuery } from '@switchboard/contract/audit';
import type { Db } from '../../platform/db/client';
import { listOrgAudit } from './repository';

/** GET /audit/org/{id}: the org's activity, newest first. */
export const orgAuditLog = (db: Db, orgId: number, query: AuditListQuery) =>
  listOrgAudit(db, orgId, query);
