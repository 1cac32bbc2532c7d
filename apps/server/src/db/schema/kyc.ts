import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { orgs } from './teams';

export type ExtraDocument = {
  proof_id: string;
  proof_name: string;
  proof_front: string | null;
  proof_back: string | null;
};

/**
 * One KYC record per org: the regular (individual) documents and the business verification.
 * Document columns hold file keys of the file service. `version` guards concurrent reviews.
 */
export const kyc = pgTable(
  'kyc',
  {
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
    rejectionMessages: text('rejection_messages').array().notNull().default(sql`'{}'::text[]`),
    bvStatus: text('bv_status'),
    isBizKycRequired: boolean('is_biz_kyc_required').notNull().default(false),
    pobId: text('pob_id'),
    pobFront: text('pob_front'),
    pobBack: text('pob_back'),
    bvRejectionMessages: text('bv_rejection_messages').array().notNull().default(sql`'{}'::text[]`),
    extraDocuments: jsonb('extra_documents').$type<ExtraDocument[]>().notNull().default([]),
    fupStatus: text('fup_status'),
    isFupRequired: boolean('is_fup_required').notNull().default(true),
    submittedAt: tstz('submitted_at'),
    reviewedAt: tstz('reviewed_at'),
    reviewedById: integer('reviewed_by_id'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kyc_status_submitted_idx').on(t.status, t.submittedAt.desc(), t.orgId),
    index('kyc_bv_status_idx').on(t.bvStatus, t.orgId),
    index('kyc_submitted_idx').on(t.submittedAt.desc(), t.orgId),
  ],
);
