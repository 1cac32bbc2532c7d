import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { kyc } from '../../db/schema/kyc';
import { orgTempOtps } from '../../db/schema/teams';
import type { DbOrTx } from '../../platform/db/client';

/** The org's FUP state, its KYC row locked for the rest of the transaction; null without KYC. */
export async function lockKycFup(tx: DbOrTx, orgId: number) {
  const [record] = await tx
    .select({ fupStatus: kyc.fupStatus, isFupRequired: kyc.isFupRequired })
    .from(kyc)
    .where(eq(kyc.orgId, orgId))
    .for('update');
  return record ?? null;
}

/** FUP back to "not started"; the KYC version moves on so a stale review is refused. */
export async function resetKycFup(tx: DbOrTx, orgId: number): Promise<void> {
  await tx
    .update(kyc)
    .set({ fupStatus: null, isFupRequired: true, version: sql`${kyc.version} + 1` })
    .where(eq(kyc.orgId, orgId));
}

/** Ends every live, unused temporary OTP of the org at `now`. */
export async function retireTempOtps(tx: DbOrTx, orgId: number, now: Date): Promise<void> {
  await tx
    .update(orgTempOtps)
    .set({ expiresAt: now })
    .where(
      and(eq(orgTempOtps.orgId, orgId), gt(orgTempOtps.expiresAt, now), isNull(orgTempOtps.usedAt)),
    );
}

export async function insertTempOtp(
  tx: DbOrTx,
  values: typeof orgTempOtps.$inferInsert,
): Promise<void> {
  await tx.insert(orgTempOtps).values(values);
}
