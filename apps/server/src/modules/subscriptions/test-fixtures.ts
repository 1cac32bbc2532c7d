import { kyc } from '../../db/schema/kyc';
import { orgs } from '../../db/schema/teams';
import { seedCatalogue } from '../../db/seed/catalogue';
import type { Db } from '../../platform/db/client';

let seeded = false;
let counter = 0;

/** A fresh org for one test (the catalogue is seeded on first use). */
export async function makeOrg(
  db: Db,
  overrides: Partial<typeof orgs.$inferInsert> = {},
  kycValues: Partial<typeof kyc.$inferInsert> | null = {},
): Promise<number> {
  if (!seeded) {
    await seedCatalogue(db, 'sf');
    seeded = true;
  }
  counter += 1;
  const [org] = await db
    .insert(orgs)
    .values({
      name: `Test Org ${counter}`,
      email: `org${counter}@example.in`,
      productNumber: `80${String(10000000 + counter * 7 + Math.floor(Math.random() * 1000) * 100000).slice(-8)}`,
      ...overrides,
    })
    .returning({ id: orgs.id });
  if (!org) throw new Error('org insert failed');
  if (kycValues) await db.insert(kyc).values({ orgId: org.id, ...kycValues });
  return org.id;
}
