import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';

/** Where a CDR came from: the app's own calls or the auto-dialer (listed by the dialer CDR screen). */
export type CallSource = 'APP' | 'DIALER';

/**
 * Call detail records: the largest table. No foreign keys on the hot insert path; org_id and
 * user_id are checked at ingest. `deleted_at` marks a soft-deleted call.
 *
 * Indexes, one per way the lists read it (EXPLAIN ANALYZE at 10M rows in the README):
 * - trial list: partial on is_trial, newest first; keyset on id.
 * - org list: (org_id, id desc); org date range and per-day stats: (org_id, started_at).
 * - dialer CDR list: partial on source = 'DIALER', alone and by org (a team's dialer tab).
 * - trial filters: (status, call_type, duration) on trial rows, so counts of a narrow
 *   combination read a range of one index instead of walking millions of rows.
 * - number search: prefix of the national number, a btree range on each number. (A trigram
 *   index over digit strings was measured first: digits make only ~1,000 trigrams, each in
 *   ~200k rows, so one search cost 40-45 ms at 10M rows.)
 * Statistics on (is_trial, status, call_type) live in a custom migration: the columns are
 * correlated (a MISSED call has status MISSED) and the planner must know it.
 */
export const callHistory = pgTable(
  'call_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    switchCallId: text('switch_call_id').notNull(),
    orgId: integer('org_id').notNull(),
    userId: integer('user_id'),
    isTrial: integer('is_trial').notNull().default(0),
    source: text('source').$type<CallSource>().notNull().default('APP'),
    callType: text('call_type').notNull(),
    status: text('status').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    /** Key of the recording in the file service; the URL is signed on request. */
    recordingId: text('recording_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('call_history_switch_call_id_key').on(t.switchCallId),
    index('call_history_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    // A team's date range and its daily stats, read from the index alone: the migration adds
    // INCLUDE (id, duration, status, deleted_at, call_type, user_id), which Drizzle cannot declare.
    index('call_history_org_started_cover_idx').on(t.orgId, t.startedAt),
    // A team's list by status or by agent: the page and its capped count stop after a few rows
    // even in a team with 100k+ calls (without these they read every call of the team).
    index('call_history_org_status_idx').on(t.orgId, t.status, t.id.desc().nullsFirst()),
    index('call_history_org_user_idx').on(t.orgId, t.userId, t.id.desc().nullsFirst()),
    index('call_history_trial_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.isTrial} = 1`),
    // The trial list's date range (the dashboard's calls chart opens it for a day or a month).
    index('call_history_trial_started_idx')
      .on(t.startedAt)
      .where(sql`${t.isTrial} = 1`),
    index('call_history_dialer_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.source} = 'DIALER'`),
    index('call_history_org_dialer_idx')
      .on(t.orgId, t.id.desc().nullsFirst())
      .where(sql`${t.source} = 'DIALER'`),
    // The trial list's filters, read from the index alone when counting: the migration adds
    // INCLUDE (deleted_at), which Drizzle cannot declare.
    index('call_history_trial_filters_idx')
      .on(t.status, t.callType, t.duration)
      .where(sql`${t.isTrial} = 1`),
    // Number search is by the start of the national number (see calls/filters-repository.ts): a btree range,
    // one per list. Per list, not one for the whole table: given a table-wide index, PostgreSQL
    // reads every call of a common prefix (100k at 10M calls) to keep one team's few.
    index('call_history_trial_from_national_idx')
      .using('btree', sql`right(${t.fromNumber}, 10) text_pattern_ops`)
      .where(sql`${t.isTrial} = 1`),
    index('call_history_trial_to_national_idx')
      .using('btree', sql`right(${t.toNumber}, 10) text_pattern_ops`)
      .where(sql`${t.isTrial} = 1`),
    index('call_history_dialer_from_national_idx')
      .using('btree', sql`right(${t.fromNumber}, 10) text_pattern_ops`)
      .where(sql`${t.source} = 'DIALER'`),
    index('call_history_dialer_to_national_idx')
      .using('btree', sql`right(${t.toNumber}, 10) text_pattern_ops`)
      .where(sql`${t.source} = 'DIALER'`),
    // Within one team: a number typed on a large team's list is a short range of its own calls.
    index('call_history_org_from_national_idx').using(
      'btree',
      t.orgId,
      sql`right(${t.fromNumber}, 10) text_pattern_ops`,
    ),
    index('call_history_org_to_national_idx').using(
      'btree',
      t.orgId,
      sql`right(${t.toNumber}, 10) text_pattern_ops`,
    ),
    // Ingest refuses a recording key another call already uses: a lookup, not a scan of every call.
    index('call_history_recording_idx')
      .on(t.recordingId)
      .where(sql`${t.recordingId} is not null`),
  ],
);

/**
 * How many live (not soft-deleted) calls started on each India day, by trial flag and status,
 * kept exact by statement-level triggers on call_history (migration 0054), as kyc_queue_counts
 * is for the KYC queue. The dashboard's calls chart sums a few rows a day from here instead of
 * counting millions of calls.
 */
export const callDayCounts = pgTable(
  'call_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    isTrial: integer('is_trial').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.isTrial, t.status] })],
);

export type TranscriptLine = { speaker: 'AGENT' | 'CUSTOMER'; at_seconds: number; text: string };

/**
 * What the app learns about a call after it ends: the agent's feedback, the transcript and
 * its summary. One row per call that has any; most calls have none, so it stays small.
 */
export const callDetails = pgTable('call_details', {
  callId: bigint('call_id', { mode: 'number' }).primaryKey(),
  disposition: text('disposition'),
  feedbackRating: smallint('feedback_rating'),
  feedbackComment: text('feedback_comment'),
  transcript: jsonb('transcript').$type<TranscriptLine[]>().notNull().default([]),
  summary: text('summary'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
