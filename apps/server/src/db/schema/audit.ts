import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every change writes one entry here, in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    orgId: integer('org_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    // The org timeline merges kinds by time: it reads an org's entries in (created_at, id) order.
    index('audit_log_org_created_idx').on(
      t.orgId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc().nullsFirst()),
    // KYC decisions per reviewer in a range of days (the dashboard). The list of actions must
    // stay the one the dashboards repository asks for, or the planner cannot use the index.
    index('audit_log_kyc_decisions_idx')
      .on(t.createdAt)
      .where(
        sql`${t.action} in ('kyc.approve', 'kyc.reject', 'kyc.incomplete', 'kyc.bv.approved', 'kyc.bv.rejected', 'kyc.bv.incomplete')`,
      ),
  ],
);
