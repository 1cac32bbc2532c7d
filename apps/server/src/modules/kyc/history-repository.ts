import { sql } from 'drizzle-orm';
import type { ActionHistory } from '@switchboard/contract/kyc';
import { rowsOf, toIso, type Db } from '../../platform/db/client';

type Row = {
  id: string | number;
  action: string;
  actor_name: string | null;
  created_at: Date | string;
  summary: Record<string, unknown>;
};

/**
 * Actions of the team page that change an org's KYC record but are audited on the org (they run
 * with the other org actions): they belong in the KYC history too.
 */
export const KYC_ORG_ACTIONS = ['org.reset-fup'] as const;

/** Every KYC action on an org, newest first, from the audit log (keyset on id). */
export async function kycActionHistory(
  db: Db,
  orgId: number,
  query: { before?: number | undefined; limit: number },
): Promise<ActionHistory> {
  const orgActions = sql.join(
    KYC_ORG_ACTIONS.map((action) => sql`${action}`),
    sql`, `,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`select a.id, a.action, nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name, a.created_at, a.summary
          from audit_log a left join users u on u.id = a.actor_id
         where a.org_id = ${orgId} and (a.subject_type = 'Kyc' or (a.subject_type = 'Org' and a.action in (${orgActions})))
           ${query.before ? sql`and a.id < ${query.before}` : sql``}
         order by a.id desc
         limit ${query.limit + 1}`,
  );
  const page = rows
    .slice(0, query.limit)
    .map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at) }));
  const last = page.at(-1);
  return { rows: page, next_before: rows.length > query.limit && last ? last.id : null };
}
