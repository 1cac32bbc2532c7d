import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';

/**
 * Who opened a person's data, for the data principal's rights (DPDP Act): every view or download
 * of a KYC document or a call recording, and every data export. Written once, never changed.
 */
export const dataAccessRecords = pgTable(
  'data_access_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The staff member who opened it. */
    actorId: integer('actor_id'),
    /** KYC_DOCUMENT, RECORDING or DATA_EXPORT. */
    kind: text('kind').notNull(),
    /** What was opened: a file key, a call id, the export's person. */
    target: text('target').notNull(),
    /** Whose data it is: the person (a customer user) and their team, when known. */
    personUserId: integer('person_user_id'),
    orgId: integer('org_id'),
    /** Where the request came from. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_access_records_org_idx').on(t.orgId, t.id.desc()),
    index('data_access_records_person_idx').on(t.personUserId, t.id.desc()),
    index('data_access_records_kind_idx').on(t.kind, t.id.desc()),
  ],
);

/**
 * A person's consent to marketing on one channel (DPDP Act s.6): when and how it was given (in
 * the app, through staff, by an import) and when and how it was withdrawn (a STOP reply, an
 * opt-out in the app, staff). Campaigns reach only people whose consent for the campaign's
 * channel is given and not withdrawn. One row per person and channel.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    /** SMS, WHATSAPP, EMAIL or PUSH. */
    channel: text('channel').notNull(),
    givenAt: tstz('given_at'),
    /** APP, STAFF or IMPORT. */
    givenHow: text('given_how'),
    withdrawnAt: tstz('withdrawn_at'),
    /** STOP_REPLY, APP or STAFF. */
    withdrawnHow: text('withdrawn_how'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('marketing_consents_user_channel_key').on(t.userId, t.channel)],
);

/**
 * A person's request to erase their data (DPDP Act s.12): who asked, when it was received, when
 * it is due, and how it ended (carried out, or rejected with a reason), by whom and when. At
 * most one open request per person. `result` says what the erasure anonymised and what a legal
 * hold kept, table by table.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The person whose data is to be erased (a customer user or a team owner). */
    personUserId: integer('person_user_id').notNull(),
    /** Who asked: PERSON, NOMINEE (DPDP Act s.14) or GUARDIAN (a child's, s.9). */
    askedBy: text('asked_by').notNull(),
    receivedAt: tstz('received_at').notNull(),
    dueAt: tstz('due_at').notNull(),
    /** OPEN, DONE or REJECTED. */
    status: text('status').notNull().default('OPEN'),
    /** Why it was rejected. */
    reason: text('reason'),
    /** The staff member who recorded the request. */
    recordedById: integer('recorded_by_id'),
    /** The staff member who carried it out or rejected it, and when. */
    closedById: integer('closed_by_id'),
    closedAt: tstz('closed_at'),
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('erasure_requests_one_open_key')
      .on(t.personUserId)
      .where(sql`status = 'OPEN'`),
    index('erasure_requests_person_idx').on(t.personUserId, t.id.desc()),
    index('erasure_requests_status_due_idx').on(t.status, t.dueAt, t.id),
  ],
);

/**
 * A correction of a person's data at their request (DPDP Act s.12): which fields, what they
 * held and what they hold now, who asked, which staff member made it and when. The old and new
 * values are the person's data: an erasure empties `changes`.
 */
export const dataCorrections = pgTable(
  'data_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    personUserId: integer('person_user_id').notNull(),
    /** PERSON, NOMINEE or GUARDIAN. */
    askedBy: text('asked_by').notNull(),
    /** `[{ field, before, after }]`. */
    changes: jsonb('changes').notNull(),
    correctedById: integer('corrected_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('data_corrections_person_idx').on(t.personUserId, t.id.desc())],
);

/**
 * Each run of the retention job that did its work (one instance at a time): when, the periods
 * it used and how many rows of each kind it removed or anonymised. Holds no personal data.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    startedAt: tstz('started_at').notNull(),
    /** Empty while it runs, or when it stopped half-way (the next run does what is left). */
    finishedAt: tstz('finished_at'),
    /** The periods in days it applied, by kind. */
    periods: jsonb('periods').$type<Record<string, number>>().notNull(),
    /** Rows removed or anonymised, by kind. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt.desc())],
);
