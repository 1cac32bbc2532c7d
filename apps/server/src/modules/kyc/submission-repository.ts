import { and, eq } from 'drizzle-orm';
import { kycSubmissions } from '../../db/schema/kyc';
import type { DbOrTx } from '../../platform/db/client';

export type SubmissionRow = typeof kycSubmissions.$inferSelect;

/** The app's submission of this id for this org, if it was received. */
export async function findSubmission(
  db: DbOrTx,
  orgId: number,
  submissionId: string,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.orgId, orgId), eq(kycSubmissions.submissionId, submissionId)))
    .limit(1);
  return row ?? null;
}

/**
 * Records a submission with what it left the KYC as. False when the org already has one of
 * this id: the primary key keeps the first, whichever instance wrote it.
 */
export async function recordSubmission(
  tx: DbOrTx,
  row: typeof kycSubmissions.$inferInsert,
): Promise<boolean> {
  const saved = await tx
    .insert(kycSubmissions)
    .values(row)
    .onConflictDoNothing()
    .returning({ orgId: kycSubmissions.orgId });
  return saved.length > 0;
}
