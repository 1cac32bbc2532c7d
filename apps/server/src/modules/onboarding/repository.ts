import { sql } from 'drizzle-orm';
import type { CreatedOrg } from '@switchboard/contract/onboarding';
import { kyc } from '../../db/schema/kyc';
import { orgOnboardings } from '../../db/schema/onboarding';
import { orgMembers, orgs } from '../../db/schema/teams';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

export type Customer = {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
};

/** A customer user (not staff), locked for the rest of the transaction when `lock` is set. */
export async function findCustomer(db: DbOrTx, id: number, lock = false): Promise<Customer | null> {
  const [row] = await rowsOf<Customer>(
    db,
    sql`select id, first_name, last_name, phone, email from users
         where id = ${id} and role in ('ORG_ADMIN', 'ORG_USER') and deleted_at is null ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

type RawOrg = Omit<CreatedOrg, 'created_at'> & {
  created_at: Date | string;
  deleted_at: Date | string | null;
};
const ORG_COLUMNS = sql`o.id, o.name, o.email, o.is_lite, o.gstin, o.owner_id, o.created_at, o.deleted_at`;
const toOrg = ({ deleted_at: _deleted, ...r }: RawOrg): CreatedOrg => ({
  ...r,
  created_at: toIso(r.created_at),
});

export async function findOrg(db: DbOrTx, id: number): Promise<CreatedOrg | null> {
  const [row] = await rowsOf<RawOrg>(
    db,
    sql`select ${ORG_COLUMNS} from orgs o where o.id = ${id} and o.deleted_at is null`,
  );
  return row ? toOrg(row) : null;
}

/** The org this user was onboarded with, if any. */
export async function onboardingOfUser(db: DbOrTx, userId: number) {
  const [row] = await rowsOf<RawOrg & { onboarded_at: Date | string }>(
    db,
    sql`select ${ORG_COLUMNS}, b.created_at as onboarded_at from org_onboardings b join orgs o on o.id = b.org_id where b.user_id = ${userId}`,
  );
  return row ? { org: toOrg(row), onboarded_at: toIso(row.onboarded_at) } : null;
}

export async function isOrgOnboarded(db: DbOrTx, orgId: number): Promise<boolean> {
  return (await rowsOf(db, sql`select 1 from org_onboardings where org_id = ${orgId}`)).length > 0;
}

/** The newest org the user owns that was created but never onboarded: the form resumes with it. */
export async function pendingOrgOfUser(db: DbOrTx, userId: number): Promise<CreatedOrg | null> {
  const [row] = await rowsOf<RawOrg>(
    db,
    sql`select ${ORG_COLUMNS} from orgs o
         where o.owner_id = ${userId} and o.deleted_at is null
           and not exists (select 1 from org_onboardings b where b.org_id = o.id)
         order by o.id desc limit 1`,
  );
  return row ? toOrg(row) : null;
}

/** A new org; answers its id. */
export async function insertOrgRow(
  tx: DbOrTx,
  values: Pick<typeof orgs.$inferInsert, 'name' | 'email' | 'isLite' | 'gstin' | 'ownerId'>,
): Promise<number | null> {
  const [row] = await tx.insert(orgs).values(values).returning({ id: orgs.id });
  return row?.id ?? null;
}

export async function setOrgOwner(tx: DbOrTx, orgId: number, userId: number): Promise<void> {
  await tx.execute(sql`update orgs set owner_id = ${userId} where id = ${orgId}`);
}

/** Makes the user the org's OWNER member; one who already is stays as they are. */
export async function addOwnerMember(tx: DbOrTx, orgId: number, userId: number): Promise<void> {
  await tx.insert(orgMembers).values({ orgId, userId, role: 'OWNER' }).onConflictDoNothing();
}

/** A NOT_SUBMITTED KYC record; an org that already has one keeps it. */
export async function insertKycRecord(tx: DbOrTx, orgId: number): Promise<void> {
  await tx
    .insert(kyc)
    .values({ orgId, status: 'NOT_SUBMITTED' })
    .onConflictDoNothing({ target: kyc.orgId });
}

/** Records the onboarding; answers when it happened. */
export async function insertOnboarding(
  tx: DbOrTx,
  values: typeof orgOnboardings.$inferInsert,
): Promise<Date | string | null> {
  const [row] = await tx
    .insert(orgOnboardings)
    .values(values)
    .returning({ createdAt: orgOnboardings.createdAt });
  return row?.createdAt ?? null;
}

/** A lead being converted, locked until the transaction ends. */
export type LeadToConvert = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  org_id: number | null;
  org_name: string | null;
  converted_at: Date | string | null;
};
export async function lockLead(db: DbOrTx, id: number): Promise<LeadToConvert | null> {
  const [row] = await rowsOf<LeadToConvert>(
    db,
    sql`select l.id, l.name, l.phone, l.email, l.org_id, o.name as org_name, l.converted_at
          from internal_leads l left join orgs o on o.id = l.org_id
         where l.id = ${id} for update of l`,
  );
  return row ?? null;
}

/** The lead is won: it has become this org. */
export async function markLeadConverted(tx: DbOrTx, id: number, orgId: number): Promise<void> {
  await rowsOf(
    tx,
    sql`update internal_leads set stage = 'WON', org_id = ${orgId}, converted_at = now(),
               updated_at = now()
         where id = ${id}`,
  );
}
