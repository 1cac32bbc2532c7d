import { formatMessage } from '@switchboard/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { KycDetail } from '@switchboard/contract/kyc';
import {
  documentName,
  pobDocuments,
  poaDocuments,
  poiDocuments,
  type KycStatus,
} from '@switchboard/contract/rules/kyc';
import { kyc } from '../../db/schema/kyc';
import { orgs } from '../../db/schema/teams';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';

export type KycRecord = typeof kyc.$inferSelect;
export type KycChanges = Partial<
  Omit<KycRecord, 'orgId' | 'reviewStatus' | 'createdAt' | 'updatedAt' | 'version'>
>;

type OrgFacts = {
  id: number;
  name: string;
  product_number: string | null;
  is_trial: boolean;
  deleted_at: Date | string | null;
  plan_name: string | null;
  owner_phone: string | null;
  reviewer: string | null;
  assignee: string | null;
};

async function orgFacts(
  db: DbOrTx,
  orgId: number,
  reviewerId: number | null,
  assigneeId: number | null,
): Promise<OrgFacts | undefined> {
  const [row] = await rowsOf<OrgFacts>(
    db,
    sql`select o.id, o.name, o.product_number, o.is_trial, o.deleted_at, u.phone as owner_phone,
               (select p.name from subscriptions s join plans p on p.id = s.plan_id
                 where s.org_id = o.id order by s.id desc limit 1) as plan_name,
               (select nullif(trim(r.first_name || ' ' || r.last_name), '') from users r where r.id = ${reviewerId}) as reviewer,
               (select trim(a.first_name || ' ' || a.last_name) from users a where a.id = ${assigneeId}) as assignee
          from orgs o left join users u on u.id = o.owner_id
         where o.id = ${orgId}`,
  );
  return row;
}

/** The org's KYC as the review page shows it, with the document type names. */
export async function kycDetail(db: DbOrTx, orgId: number, productKey: string): Promise<KycDetail> {
  const [found] = await db.select().from(kyc).where(eq(kyc.orgId, orgId)).limit(1);
  const org = await orgFacts(db, orgId, found?.reviewedById ?? null, found?.assigneeId ?? null);
  if (!org) throw notFound('Org');
  const record = found ?? blankKyc(orgId);
  return {
    org: {
      id: org.id,
      name: org.name,
      product_number: org.product_number,
      [`${productKey}_number`]: org.product_number,
      is_trial: org.is_trial,
      deleted: org.deleted_at !== null,
      plan_name: org.plan_name,
      owner_phone: org.owner_phone,
    },
    kyc_template: record.kycTemplate === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL',
    status: record.status as KycStatus,
    review_status: record.reviewStatus as KycStatus,
    poa_id: record.poaId,
    poa_name: documentName(poaDocuments, record.poaId),
    poa_front: record.poaFront,
    poa_back: record.poaBack,
    poi_id: record.poiId,
    poi_name: documentName(poiDocuments, record.poiId),
    poi_front: record.poiFront,
    poi_back: record.poiBack,
    photo: record.photo,
    rejection_messages: record.rejectionMessages,
    business_kyc: {
      gstin: record.gstin,
      pob_id: record.pobId,
      pob_name: documentName(pobDocuments, record.pobId),
      pob_front: record.pobFront,
      pob_back: record.pobBack,
      status: record.bvStatus as KycStatus | null,
      is_biz_kyc_required: record.isBizKycRequired,
      rejection_messages: record.bvRejectionMessages,
      extra_documents: record.extraDocuments,
    },
    fup_status: record.fupStatus,
    is_fup_required: record.isFupRequired,
    submitted_at: toIso(record.submittedAt),
    reviewed_at: toIso(record.reviewedAt),
    reviewed_by: org.reviewer,
    version: record.version,
    assignee: record.assigneeId ? { id: record.assigneeId, name: org.assignee ?? '' } : null,
    held_until: toIso(record.heldUntil),
  };
}

/**
 * The KYC row, locked for this transaction, of an org that still exists. A second reviewer
 * waits here; `seenVersion`, when given, must still be current (optimistic concurrency).
 */
export async function lockKyc(tx: DbOrTx, orgId: number, seenVersion?: number): Promise<KycRecord> {
  const [org] = await tx
    .select({ deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, orgId))
    .limit(1);
  if (!org) throw notFound('Org');
  if (org.deletedAt) throw conflict(formatMessage('kycOfDeletedOrg', { id: orgId }));
  const lockRow = () => tx.select().from(kyc).where(eq(kyc.orgId, orgId)).for('update').limit(1);
  let [record] = await lockRow();
  if (!record) {
    // An org made before every org got its record at creation gets its blank record now.
    await tx.insert(kyc).values({ orgId }).onConflictDoNothing({ target: kyc.orgId });
    [record] = await lockRow();
  }
  if (!record) throw notFound('KYC');
  if (seenVersion !== undefined && seenVersion !== record.version) {
    throw conflict(
      formatMessage('kycChangedMeanwhile', { seen: seenVersion, now: record.version }),
    );
  }
  return record;
}

/** Writes the changes and moves the version on; returns the row as it now is. */
export async function saveKyc(
  tx: DbOrTx,
  before: KycRecord,
  changes: KycChanges,
): Promise<KycRecord> {
  const [after] = await tx
    .update(kyc)
    .set({ ...changes, version: before.version + 1 })
    .where(eq(kyc.orgId, before.orgId))
    .returning();
  if (!after) throw notFound('KYC');
  return after;
}

/**
 * The KYC of an existing org, unlocked (the source of a copy is only read), with the org's
 * deletion; an org without a record has a blank one.
 */
export async function findKyc(
  db: DbOrTx,
  orgId: number,
): Promise<{ record: KycRecord; orgDeleted: boolean }> {
  const [org] = await db
    .select({ deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, orgId))
    .limit(1);
  if (!org) throw notFound('Org');
  const [record] = await db.select().from(kyc).where(eq(kyc.orgId, orgId)).limit(1);
  return { record: record ?? blankKyc(orgId), orgDeleted: org.deletedAt !== null };
}

/**
 * What an org's KYC is before anything was submitted: the table's defaults. Read paths use it
 * for an org that has no record yet (orgs made before onboarding created one); the first change
 * creates the real row with the same values (lockKyc).
 */
function blankKyc(orgId: number): KycRecord {
  const now = new Date();
  return {
    orgId,
    kycTemplate: 'INDIVIDUAL',
    status: 'NOT_SUBMITTED',
    poaId: null,
    poaFront: null,
    poaBack: null,
    poiId: null,
    poiFront: null,
    poiBack: null,
    photo: null,
    rejectionMessages: [],
    bvStatus: null,
    isBizKycRequired: false,
    gstin: null,
    pobId: null,
    pobFront: null,
    pobBack: null,
    bvRejectionMessages: [],
    extraDocuments: [],
    fupStatus: null,
    isFupRequired: true,
    submittedAt: null,
    reviewedAt: null,
    reviewedById: null,
    assigneeId: null,
    version: 1,
    orgIsTrial: false,
    orgDeleted: false,
    reviewStatus: 'NOT_SUBMITTED',
    createdAt: now,
    heldUntil: null,
    updatedAt: now,
  };
}
