import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@switchboard/contract/audit';
import { rowsOf, toIso, type Db } from '../../platform/db/client';

type Row = Omit<AuditEntry, 'created_at' | 'id'> & {
  id: string | number;
  created_at: Date | string;
};

/** Newest first, keyset paged on id (the index is (org_id, id desc)). */
export async function listOrgAudit(
  db: Db,
  orgId: number,
  query: { before?: number | undefined; limit: number; subject_type?: string | undefined },
) {
  const rows = await rowsOf<Row>(
    db,
    sql`select a.id, a.actor_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name,
               a.action, a.subject_type, a.subject_id, a.org_id, a.summary, a.ip, a.created_at
          from audit_log a left join users u on u.id = a.actor_id
         where a.org_id = ${orgId}
           ${query.before ? sql`and a.id < ${query.before}` : sql``}
           ${query.subject_type ? sql`and a.subject_type = ${query.subject_type}` : sql``}
         order by a.id desc
         limit ${query.limit + 1}`,
  );
  const page = rows
    .slice(0, query.limit)
    .map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at) }));
  const last = page.at(-1);
  return { rows: page, next_before: rows.length > query.limit && last ? last.id : null };
}
