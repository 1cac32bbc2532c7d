import { sql } from 'drizzle-orm';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/auth';
import { seedCatalogue } from '../../db/seed/catalogue';
import { kyc } from '../../db/schema/kyc';
import { subscriptions } from '../../db/schema/subscriptions';
import { orgs } from '../../db/schema/teams';
import type { Db } from '../../platform/db/client';
import type { TestClient } from '../../test/app';

let sequence = 0;

/** An org as onboarding leaves it: KYC record, an active paid subscription, a product number. */
export async function createOrg(
  db: Db,
  values: Partial<typeof orgs.$inferInsert> & { paid?: boolean; fupStatus?: string | null } = {},
) {
  await seedCatalogue(db, 'sf');
  sequence += 1;
  const { paid = true, fupStatus = 'APPROVED', ...org } = values;
  const [row] = await db
    .insert(orgs)
    .values({
      name: `Fixture Traders ${sequence}`,
      email: `fixture${sequence}@traders.in`,
      productNumber: `80${String(55000000 + sequence)}`,
      products: ['sf', 'crm'],
      ...org,
    })
    .returning();
  if (!row) throw new Error('org fixture failed');
  await db.insert(kyc).values({ orgId: row.id, status: 'APPROVED', fupStatus });
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

export async function auditActions(db: Db, orgId: number): Promise<string[]> {
  const result = (await db.execute(sql`select action from audit_log where org_id = ${orgId} order by id`)) as unknown as {
    rows: { action: string }[];
  };
  return result.rows.map((r) => r.action);
}

/** The spec's state-changing GETs want the XSRF header, as the console sends it. */
export const xsrfHeaders = (client: TestClient) => ({ [XSRF_HEADER]: client.cookies.get(XSRF_COOKIE) ?? '' });
