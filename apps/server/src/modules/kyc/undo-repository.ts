import { sql } from 'drizzle-orm';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

/** The newest KYC audit entry of an org: the decision an undo would take back. */
export type KycDecision = {
  id: number;
  action: string;
  actor_id: number | null;
  summary: Record<string, unknown>;
  created_at: string;
};

/** The org's latest KYC entry (audit_log_subject_idx: subject 'Kyc', the org's id). */
export async function lastKycDecision(tx: DbOrTx, orgId: number): Promise<KycDecision | null> {
  const [row] = await rowsOf<
    Omit<KycDecision, 'created_at' | 'id'> & {
      id: number | string;
      created_at: Date | string;
    }
  >(
    tx,
    sql`select id, action, actor_id, summary, created_at from audit_log
         where subject_type = 'Kyc' and subject_id = ${String(orgId)}
         order by id desc limit 1`,
  );
  return row ? { ...row, id: Number(row.id), created_at: toIso(row.created_at) } : null;
}

/**
 * Whether anything else happened to the org from the decision on: another audited change (a
 * subscription, a note, a setting) or a message queued to it. Either may have told the customer
 * or built on the decision, so it is no longer the reviewer's to take back. Both reads use the
 * (org_id, created_at) indexes; entries of the decision's own transaction share its time.
 */
export async function orgChangedSince(
  tx: DbOrTx,
  orgId: number,
  decision: { id: number; created_at: string },
): Promise<boolean> {
  const [row] = await rowsOf<{ changed: boolean }>(
    tx,
    sql`select exists (select 1 from audit_log
                        where org_id = ${orgId} and created_at >= ${decision.created_at}
                          and id <> ${decision.id})
            or exists (select 1 from outbox
                        where org_id = ${orgId} and created_at >= ${decision.created_at}) as changed`,
  );
  return Boolean(row?.changed);
}
