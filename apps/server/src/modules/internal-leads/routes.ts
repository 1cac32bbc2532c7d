import { sql } from 'drizzle-orm';
import { envelope } from '@switchboard/contract/envelope';
import { internalLeadPageSchema, internalLeadSearchQuery, type InternalLead } from '@switchboard/contract/internal-leads';
import { normalizeIndianPhone } from '@switchboard/contract/rules/phone';
import { cappedCount, containsText, offsetOf } from '../../platform/db/paging';
import { rowsOf, toIso } from '../../platform/db/client';
import type { App } from '../../platform/http/types';

export async function internalLeadsRoutes(app: App): Promise<void> {
  const { db } = app;
  app.get(
    '/api/admin/internal-lead/search',
    {
      schema: { tags: ['leads'], querystring: internalLeadSearchQuery, response: { 200: envelope(internalLeadPageSchema) } },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => {
      const { page, page_size: pageSize, org_id: orgId, text } = request.query;
      // A phone typed with +91 matches the ten digits stored.
      const term = text && /^[+\d\s()-]{6,}$/.test(text) ? normalizeIndianPhone(text) : text;
      const where = sql`where true
        ${orgId ? sql`and l.org_id = ${orgId}` : sql``}
        ${term ? sql`and ${containsText(sql`l.search_text`, term)}` : sql``}`;
      const [rows, count] = await Promise.all([
        rowsOf<Omit<InternalLead, 'created_at'> & { created_at: Date | string }>(
          db,
          sql`select l.id, l.org_id, l.name, l.phone, l.email, l.source, l.stage,
                     nullif(trim(s.first_name || ' ' || s.last_name), '') as assigned_staff_name, l.created_at
                from internal_leads l left join users s on s.id = l.assigned_staff_id ${where}
               order by l.id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
        ),
        cappedCount(db, sql`from internal_leads l ${where}`),
      ]);
      return { data: { rows: rows.map((r) => ({ ...r, created_at: toIso(r.created_at) })), ...count, page, page_size: pageSize } };
    },
  );
}
