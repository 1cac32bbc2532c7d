import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { users } from './auth';
import { orgs } from './teams';

export type ExtraDocument = {
  proof_id: string;
  proof_name: string;
  proof_front: string | null;
  proof_back: string | null;
};

/**
 * What the queue filters on: the status that needs attention, of the regular KYC and the
 * business verification together. Stored and indexed, so the chips page fast at any size.
 */
const reviewStatus = customType<{ data: string }>({ dataType: () => 'text' })('review_status')
  .notNull()
  .generatedAlwaysAs(
    sql.raw(`case
      when status = 'PENDING' or bv_status = 'PENDING' then 'PENDING'
      when status = 'REJECTED' or bv_status = 'REJECTED' then 'REJECTED'
      when status = 'INCOMPLETE' or bv_status = 'INCOMPLETE' then 'INCOMPLETE'
      when status = 'APPROVED' and is_biz_kyc_required and coalesce(bv_status, 'NOT_SUBMITTED') = 'NOT_SUBMITTED' then 'INCOMPLETE'
      when status = 'APPROVED' then 'APPROVED'
      else 'NOT_SUBMITTED' end`),
  );

/**
 * One KYC record per org: the regular (individual) documents and the business verification.
 * Document columns hold file keys of the file service. `version` guards concurrent reviews.
 */
export const kyc = pgTable(
  'kyc',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    orgId: integer('org_id')
      .primaryKey()
      .references(() => orgs.id),
    kycTemplate: text('kyc_template').notNull().default('INDIVIDUAL'),
    status: text('status').notNull().default('NOT_SUBMITTED'),
    poaId: text('poa_id'),
    poaFront: text('poa_front'),
    poaBack: text('poa_back'),
    poiId: text('poi_id'),
    poiFront: text('poi_front'),
    poiBack: text('poi_back'),
    photo: text('photo'),
    rejectionMessages: text('rejection_messages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bvStatus: text('bv_status'),
    isBizKycRequired: boolean('is_biz_kyc_required').notNull().default(false),
    /** The GSTIN submitted with the business verification, for the reviewer to check. */
    gstin: text('gstin'),
    pobId: text('pob_id'),
    pobFront: text('pob_front'),
    pobBack: text('pob_back'),
    bvRejectionMessages: text('bv_rejection_messages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    extraDocuments: jsonb('extra_documents').$type<ExtraDocument[]>().notNull().default([]),
    fupStatus: text('fup_status'),
    isFupRequired: boolean('is_fup_required').notNull().default(true),
    submittedAt: tstz('submitted_at'),
    reviewedAt: tstz('reviewed_at'),
    reviewedById: integer('reviewed_by_id'),
    /** The staff member the review is assigned to (one who may review KYC), or nobody. */
    assigneeId: integer('assignee_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    /** Copies of the org's trial and deleted flags, kept by triggers, so the queue filters stay on this table. */
    orgIsTrial: boolean('org_is_trial').notNull().default(false),
    orgDeleted: boolean('org_deleted').notNull().default(false),
    reviewStatus,
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The queue is ordered newest submission first (never-submitted last), then by org.
  (t) => [
    index('kyc_live_status_submitted_idx')
      .on(t.reviewStatus, t.submittedAt.desc().nullsLast(), t.orgId.desc())
      .where(sql`not ${t.orgDeleted}`),
    index('kyc_live_trial_status_submitted_idx')
      .on(t.orgIsTrial, t.reviewStatus, t.submittedAt.desc().nullsLast(), t.orgId.desc())
      .where(sql`not ${t.orgDeleted}`),
    index('kyc_review_status_submitted_idx').on(
      t.reviewStatus,
      t.submittedAt.desc().nullsLast(),
      t.orgId.desc(),
    ),
    index('kyc_status_submitted_nl_idx').on(
      t.status,
      t.submittedAt.desc().nullsLast(),
      t.orgId.desc(),
    ),
    index('kyc_bv_status_submitted_idx').on(
      t.bvStatus,
      t.submittedAt.desc().nullsLast(),
      t.orgId.desc(),
    ),
    index('kyc_submitted_nl_idx').on(t.submittedAt.desc().nullsLast(), t.orgId.desc()),
    // The queue's "Assigned to" filter (a person, or nobody), in the queue's order.
    index('kyc_live_assignee_submitted_idx')
      .on(t.assigneeId, t.submittedAt.desc().nullsLast(), t.orgId.desc())
      .where(sql`not ${t.orgDeleted}`),
  ],
);

/**
 * KYC submissions the product app made, by the app's own id (per org): a repeat of one answers
 * what the first did and changes nothing. The primary key decides between two at once, from
 * any instance. `request_hash` binds the id to what was sent, so the same id with other
 * contents is refused.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    submissionId: text('submission_id').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The KYC as the submission left it: what a repeat answers. */
    status: text('status').notNull(),
    bvStatus: text('bv_status'),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.submissionId] })],
);

/**
 * Requests sent through Digio (built-in provider: the SMS goes to the outbox and the
 * outcome arrives at the signed webhook): KYC links and FUP agreement signings.
 */
export const digioRequests = pgTable(
  'digio_requests',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    kind: text('kind').notNull(),
    referenceId: text('reference_id').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    link: text('link').notNull(),
    /** The signed agreement (FUP) or the verified record, in the file service. */
    fileKey: text('file_key'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    requestedById: integer('requested_by_id'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('digio_requests_reference_key').on(t.referenceId),
    index('digio_requests_org_idx').on(t.orgId, t.kind, t.id.desc().nullsFirst()),
  ],
);

/**
 * Each Digio webhook event applied, by Digio's event id (or the hash of its signed body when
 * it carries none): a redelivery of the same event finds its id here and changes nothing.
 */
export const digioEvents = pgTable('digio_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  referenceId: text('reference_id').notNull(),
  receivedAt: createdAt(),
});

/**
 * How many live (not deleted) orgs' KYC records fall in each combination of the queue's
 * filters, kept exact by statement-level triggers on kyc (migration 0019). The queue's totals
 * and status chips are sums over these few hundred rows instead of counts over the queue.
 * `bv_key` is the business status with no record counted as NOT_SUBMITTED, as the filter means it.
 */
export const kycQueueCounts = pgTable(
  'kyc_queue_counts',
  {
    reviewStatus: text('review_status').notNull(),
    status: text('status').notNull(),
    bvKey: text('bv_key').notNull(),
    orgIsTrial: boolean('org_is_trial').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reviewStatus, t.status, t.bvKey, t.orgIsTrial] })],
);
