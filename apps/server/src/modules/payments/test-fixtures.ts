import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { orgs } from '../../db/schema/teams';
import type { Db } from '../../platform/db/client';

let counter = 0;

/** An org to take money from; `stateCode` decides CGST+SGST (27, the company's) or IGST. */
export async function makeOrg(db: Db, overrides: { stateCode?: string; gstin?: string | null } = {}) {
  counter += 1;
  const stateCode = overrides.stateCode ?? '27';
  const [org] = await db
    .insert(orgs)
    .values({
      name: `Payments Test Org ${counter}`,
      email: `billing${counter}@org.test`,
      stateCode,
      gstin: overrides.gstin === undefined ? `${stateCode}ABCDE${String(1000 + counter)}F1Z5` : overrides.gstin,
      productNumber: `9100${String(counter).padStart(6, '0')}`,
    })
    .returning({ id: orgs.id });
  if (!org) throw new Error('org insert failed');
  return org.id;
}

export async function auditOf(db: Db, action: string, subjectId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))));
}
