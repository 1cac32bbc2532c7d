import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';

/**
 * Call detail records: the largest table. No foreign keys on the hot insert path; org_id and
 * user_id are checked at ingest. `deleted_at` marks a soft-deleted call.
 */
export const callHistory = pgTable(
  'call_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    switchCallId: text('switch_call_id').notNull(),
    orgId: integer('org_id').notNull(),
    userId: integer('user_id'),
    isTrial: integer('is_trial').notNull().default(0),
    callType: text('call_type').notNull(),
    status: text('status').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    recordingId: text('recording_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('call_history_switch_call_id_key').on(t.switchCallId),
    index('call_history_org_idx').on(t.orgId, t.id.desc()),
    index('call_history_trial_idx').on(t.id.desc()).where(sql`${t.isTrial} = 1`),
    index('call_history_numbers_trgm').using(
      'gin',
      sql`(${t.fromNumber} || ' ' || ${t.toNumber}) gin_trgm_ops`,
    ),
  ],
);
