// The one place server tests make their rows. Every factory writes through a single org
// insert, so a change to what an org needs is made once. The presets keep the shapes the
// areas' tests were written against (an org under KYC review, one to take money from, one to
// sell to, one as onboarding leaves it).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { callHistory } from '../db/schema/calls';
import { kyc } from '../db/schema/kyc';
import { marketingConsents } from '../db/schema/personal-data';
import { subscriptions } from '../db/schema/subscriptions';
import { orgMembers, orgs } from '../db/schema/teams';
import type { Db } from '../platform/db/client';
import type { TestClient } from './app';

let serial = 0;
const next = () => (serial += 1);

type OrgValues = Partial<typeof orgs.$inferInsert>;
type KycValues = Partial<typeof kyc.$inferInsert>;

/** Inserts one org (and its KYC row when given); the base of every preset below. */
export async function insertOrg(db: Db, values: OrgValues, kycValues: KycValues | null = null) {
  const n = next();
  const [row] = await db
    .insert(orgs)
    .values({
      name: `Test Org ${n}`,
      email: `org${n}-${Date.now()}@example.in`,
      productNumber: `8${String(Date.now() % 1_000_000).padStart(6, '0')}${String(n % 1000).padStart(3, '0')}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('org insert failed');
  if (kycValues) await db.insert(kyc).values({ orgId: row.id, ...kycValues });
  return row;
}

/**
 * The plan catalogue: reference data that every migrated database has (platform/db/
 * reference-data.ts), so there is nothing to write; tests call it to say they rely on it.
 */
export async function withCatalogue(_db: Db): Promise<void> {}
/** Nothing to forget any more: a test that drops catalogue rows restores them (seedCatalogue). */
export function forgetCatalogue(): void {}

/** An org with an owner (with a phone) and a KYC in the given state; returns the org id. */
export async function orgWithKyc(
  db: Db,
  values: KycValues & { name?: string; isTrial?: boolean; phone?: string | null } = {},
): Promise<number> {
  const n = next();
  const { name, isTrial, phone, ...kycValues } = values;
  const [owner] = await db
    .insert(users)
    .values({
      firstName: 'Owner',
      lastName: `No${n}`,
      email: `owner${n}-${Date.now()}@example.in`,
      phone: phone === undefined ? `98765${String(10000 + n)}` : phone,
      role: 'ORG_ADMIN',
    })
    .returning({ id: users.id });
  const org = await insertOrg(db, {
    name: name ?? `Test Org ${n}`,
    isTrial: isTrial ?? false,
    ownerId: owner?.id,
  });
  await db.insert(kyc).values({
    orgId: org.id,
    status: 'PENDING',
    poaId: 'AADHAAR',
    poaFront: `kyc/${org.id}/poa-front.png`,
    poiId: 'PAN',
    poiFront: `kyc/${org.id}/poi-front.png`,
    photo: `kyc/${org.id}/photo.png`,
    submittedAt: new Date(Date.now() - n * 60_000),
    ...kycValues,
  });
  return org.id;
}

/**
 * An org to take money from; `stateCode` decides CGST+SGST (27, the company's) or IGST. Its
 * owner has a mobile number, as a gateway registration link needs (`ownerPhone: null`: none).
 */
export async function payingOrg(
  db: Db,
  overrides: { stateCode?: string; gstin?: string | null; ownerPhone?: string | null } = {},
): Promise<number> {
  const n = next();
  const stateCode = overrides.stateCode ?? '27';
  const org = await insertOrg(db, {
    name: `Payments Test Org ${n}`,
    email: `billing${n}-${Date.now()}@org.test`,
    stateCode,
    gstin:
      overrides.gstin === undefined
        ? `${stateCode}ABCDE${String(1000 + (n % 9000))}F1Z5`
        : overrides.gstin,
  });
  await withOwner(db, org.id, overrides.ownerPhone);
  return org.id;
}

/**
 * Gives the org an owner, as onboarding does, with a mobile number (a gateway registration
 * link needs one) unless `phone` is null.
 */
export async function withOwner(db: Db, orgId: number, phone?: string | null): Promise<number> {
  const n = next();
  const [owner] = await db
    .insert(users)
    .values({
      firstName: 'Owner',
      lastName: `No${n}`,
      phone: phone === undefined ? `97${String(Date.now() + n).slice(-8)}` : phone,
      role: 'ORG_ADMIN',
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('owner not created');
  await db.update(orgs).set({ ownerId: owner.id }).where(eq(orgs.id, orgId));
  return owner.id;
}

/** A fresh org to sell to (the catalogue is there), with a KYC row unless `null`. */
export async function saleOrg(
  db: Db,
  overrides: OrgValues = {},
  kycValues: KycValues | null = {},
): Promise<number> {
  await withCatalogue(db);
  const org = await insertOrg(db, overrides, kycValues);
  return org.id;
}

/** An org as onboarding leaves it: approved KYC, an active subscription, a product number. */
export async function onboardedOrg(
  db: Db,
  values: OrgValues & { paid?: boolean; fupStatus?: string | null } = {},
) {
  await withCatalogue(db);
  const n = next();
  const { paid = true, fupStatus = 'APPROVED', ...org } = values;
  const row = await insertOrg(
    db,
    { name: `Fixture Traders ${n}`, products: ['sf', 'crm'], ...org },
    { status: 'APPROVED', fupStatus },
  );
  const now = Date.now();
  await db.insert(subscriptions).values({
    orgId: row.id,
    planId: 1016,
    variantId: 10161,
    status: 'active',
    orderType: paid ? 'PURCHASE' : 'TRIAL',
    startDate: new Date(now - 86_400_000),
    validTill: new Date(now + 29 * 86_400_000),
    amount: paid ? 229900 : 0,
  });
  return row;
}

type CallValues = Partial<typeof callHistory.$inferInsert> & { orgId: number };
// Calls and agents count on their own: the calls tests' default numbers and times follow them.
let callSerial = 0;
let memberSerial = 0;

/** Calls as ingest stores them (an answered incoming call a minute apart unless told); their ids. */
export async function insertCalls(db: Db, calls: CallValues[]): Promise<number[]> {
  const rows = await db
    .insert(callHistory)
    .values(
      calls.map((c) => {
        const n = (callSerial += 1);
        return {
          switchCallId: `t-${Date.now()}-${n}`,
          callType: 'INCOMING',
          status: 'ANSWERED',
          fromNumber: `+9198765${String(10000 + n).slice(-5)}`,
          toNumber: '8047000001',
          startedAt: new Date(Date.now() - n * 60_000),
          ...c,
        };
      }),
    )
    .returning({ id: callHistory.id });
  return rows.map((r) => r.id);
}

/** A customer user who is a member of the org (an agent whose calls the org's list shows). */
export async function addMember(
  db: Db,
  orgId: number,
  firstName = 'Agent',
  lastName = '',
): Promise<number> {
  const n = (memberSerial += 1);
  const [user] = await db
    .insert(users)
    .values({
      firstName,
      lastName: lastName || `No${n}`,
      role: 'ORG_USER',
      email: `agent${n}-${Date.now()}@calls.test`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  await db.insert(orgMembers).values({ orgId, userId: user.id });
  return user.id;
}

/** Soft-deletes an org, as staff deleting a team does. */
export async function deleteOrg(db: Db, orgId: number): Promise<void> {
  await db.update(orgs).set({ deletedAt: new Date() }).where(eq(orgs.id, orgId));
}

/** The audit entries of one action on one subject. */
export async function auditOf(db: Db, action: string, subjectId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))));
}

/** The actions audited on an org, oldest first. */
export async function auditActions(db: Db, orgId: number): Promise<string[]> {
  const result = (await db.execute(
    sql`select action from audit_log where org_id = ${orgId} order by id`,
  )) as unknown as { rows: { action: string }[] };
  return result.rows.map((r) => r.action);
}

/** The spec's state-changing GETs want the XSRF header, as the console sends it. */
export const xsrfHeaders = (client: TestClient) => ({
  [XSRF_HEADER]: client.cookies.get(XSRF_COOKIE) ?? '',
});

/** An org's KYC row as the database holds it. */
export async function kycRow(db: Db, orgId: number) {
  const [row] = await db.select().from(kyc).where(eq(kyc.orgId, orgId));
  if (!row) throw new Error(`no KYC row for org ${orgId}`);
  return row;
}

/** The newest audit entry about an org's KYC. */
export async function lastKycAudit(db: Db, orgId: number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.subjectType, 'Kyc')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** These people gave marketing consent in the app on these channels (all four unless told). */
export async function giveMarketingConsent(
  db: Db,
  userIds: number[],
  channels: string[] = ['SMS', 'WHATSAPP', 'EMAIL', 'PUSH'],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(marketingConsents)
    .values(
      userIds.flatMap((userId) =>
        channels.map((channel) => ({ userId, channel, givenAt: new Date(), givenHow: 'APP' })),
      ),
    )
    .onConflictDoNothing();
}

/** The owners of these teams. */
export async function ownersOf(db: Db, orgIds: number[]): Promise<number[]> {
  if (orgIds.length === 0) return [];
  const rows = await db
    .select({ ownerId: orgs.ownerId })
    .from(orgs)
    .where(inArray(orgs.id, orgIds));
  return rows.flatMap((r) => (r.ownerId ? [r.ownerId] : []));
}
