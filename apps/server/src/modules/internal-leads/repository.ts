import { sql } from 'drizzle-orm';
import type { InternalLead, InternalLeadSearch } from '@switchboard/contract/internal-leads';
import type { Page } from '@switchboard/contract/paging';
import { cappedCount, containsText, offsetOf } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

/** One page of internal leads, newest first: one org's (the team tab) or every org's (the menu page). */
export async function searchInternalLeads(
  db: DbOrTx,
  query: InternalLeadSearch,
): Promise<Page<InternalLead>> {
  const { page, page_size: pageSize, org_id: orgId, text, stage, source } = query;
  const where = sql`where true
    ${orgId ? sql`and l.org_id = ${orgId}` : sql``}
    ${text ? sql`and ${containsText(sql`l.search_text`, text)}` : sql``}
    ${stage ? sql`and l.stage = ${stage}` : sql``}
    ${source ? sql`and l.source = ${source}` : sql``}`;
  const [rows, count] = await Promise.all([
    rowsOf<Omit<InternalLead, 'created_at'> & { created_at: Date | string }>(
      db,
      sql`select l.id, l.org_id, o.name as org_name, l.name, l.phone, l.email, l.source, l.stage,
                 nullif(trim(s.first_name || ' ' || s.last_name), '') as assigned_staff_name, l.created_at
            from internal_leads l
            left join orgs o on o.id = l.org_id
            left join users s on s.id = l.assigned_staff_id ${where}
           order by l.id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
    ),
    cappedCount(db, sql`from internal_leads l ${where}`),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, created_at: toIso(r.created_at) })),
    ...count,
    page,
    page_size: pageSize,
  };
}
