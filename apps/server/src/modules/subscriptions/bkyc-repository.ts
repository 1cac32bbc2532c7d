import { eq, sql } from 'drizzle-orm';
import { kyc } from '../../db/schema/kyc';
import type { Tx } from '../../platform/db/client';

export type KycRow = typeof kyc.$inferSelect;

/** The org's KYC row, locked for this transaction; undefined when it has none yet. */
export async function lockKycRow(tx: Tx, orgId: number): Promise<KycRow | undefined> {
  const [row] = await tx.select().from(kyc).where(eq(kyc.orgId, orgId)).for('update');
  return row;
}

/**
 * Marks business KYC required, moving the KYC version on, or creates the org's KYC row so;
 * returns the new version.
 */
export async function requireBusinessKyc(
  tx: Tx,
  orgId: number,
  exists: boolean,
): Promise<number | undefined> {
  const [after] = exists
    ? await tx
        .update(kyc)
        .set({ isBizKycRequired: true, version: sql`${kyc.version} + 1` })
        .where(eq(kyc.orgId, orgId))
        .returning({ version: kyc.version })
    : await tx
        .insert(kyc)
        .values({ orgId, isBizKycRequired: true })
        .returning({ version: kyc.version });
  return after?.version;
}
