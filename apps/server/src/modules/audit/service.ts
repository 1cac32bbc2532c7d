import type { AuditListQuery } from '@switchboard/contract/audit';
import type { OutboxQuery } from '@switchboard/contract/outbox';
import type { Db } from '../../platform/db/client';
import { searchOutbox } from './outbox-repository';
import { listOrgAudit } from './repository';

/** GET /audit/org/{id}: the org's activity, newest first. */
export const orgAuditLog = (db: Db, orgId: number, query: AuditListQuery) =>
  listOrgAudit(db, orgId, query);

/** GET /outbox: what the built-in providers recorded instead of sending. */
export const outboxPage = (db: Db, query: OutboxQuery) => searchOutbox(db, query);
