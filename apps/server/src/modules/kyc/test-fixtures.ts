import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { kyc } from '../../db/schema/kyc';
import { orgs } from '../../db/schema/teams';
import type { Db } from '../../platform/db/client';

let serial = 0;

/** An org with an owner (with a phone) and a KYC in the given state; returns the org id. */
export async function orgWithKyc(
  db: Db,
  values: Partial<typeof kyc.$inferInsert> & { name?: string; isTrial?: boolean; phone?: string | null } = {},
): Promise<number> {
  serial += 1;
  const { name, isTrial, phone, ...kycValues } = values;
  const [owner] = await db
    .insert(users)
    .values({ firstName: 'Owner', lastName: `No${serial}`, email: `owner${serial}-${Date.now()}@example.in`, phone: phone === undefined ? `98765${String(10000 + serial)}` : phone, role: 'ORG_ADMIN' })
    .returning({ id: users.id });
  const [org] = await db
    .insert(orgs)
    .values({ name: name ?? `Test Org ${serial}`, productNumber: `80990${String(serial).padStart(5, '0')}${Date.now() % 1000}`, isTrial: isTrial ?? false, ownerId: owner?.id })
    .returning({ id: orgs.id });
  if (!org) throw new Error('org not created');
  await db.insert(kyc).values({
    orgId: org.id,
    status: 'PENDING',
    poaId: 'AADHAAR',
    poaFront: `kyc/${org.id}/poa-front.png`,
    poiId: 'PAN',
    poiFront: `kyc/${org.id}/poi-front.png`,
    photo: `kyc/${org.id}/photo.png`,
    submittedAt: new Date(Date.now() - serial * 60_000),
    ...kycValues,
  });
  return org.id;
}

export async function deleteOrg(db: Db, orgId: number): Promise<void> {
  await db.update(orgs).set({ deletedAt: new Date() }).where(sql`${orgs.id} = ${orgId}`);
}
