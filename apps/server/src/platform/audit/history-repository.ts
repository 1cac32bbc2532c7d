import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@switchboard/contract/audit';
import { rowsOf, toIso, type DbOrTx } from '../db/client';

/** How many entries an object's drawer shows: its recent story, not an archive. */
export const SUBJECT_HISTORY_LIMIT = 50;

type Row = Omit<AuditEntry, 'created_at' | 'id'> & {
  id: string | number;
  created_at: Date | string;
};

/**
 * "Who did what" to one object (a payment, a mandate, a number…), newest first. Every area's
 * detail drawer reads it the same way; the (subject_type, subject_id, id desc) index serves it.
 */
export async function subjectHistory(
  db: DbOrTx,
  subjectType: string,
  subjectId: string | number | (string | number)[],
  limit = SUBJECT_HISTORY_LIMIT,
): Promise<AuditEntry[]> {
  // Some objects are audited under two ids (a VoIP number: its row id and its digits).
  const ids = (Array.isArray(subjectId) ? subjectId : [subjectId]).map(String);
  const rows = await rowsOf<Row>(
    db,
    sql`select a.id, a.actor_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name,
               a.action, a.subject_type, a.subject_id, a.org_id, a.summary, a.ip, a.created_at
          from audit_log a left join users u on u.id = a.actor_id
         where a.subject_type = ${subjectType}
           and a.subject_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
         order by a.id desc
         limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at) }));
}
