import { sql, type SQL } from 'drizzle-orm';
import type {
  InternalLead,
  InternalLeadFilter,
  InternalLeadSearch,
} from '@switchboard/contract/internal-leads';
import type { Page } from '@switchboard/contract/paging';
import { internalLeads } from '../../db/schema/internal-leads';
import { cappedCount, containsText, offsetOf, walkById } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { onIndiaDays } from '../../platform/db/india-days';

type LeadRow = Omit<InternalLead, 'created_at' | 'converted_at'> & {
  created_at: Date | string;
  converted_at: Date | string | null;
};

const selectLeads = (where: SQL) => sql`
  select l.id, l.org_id, o.name as org_name, l.name, l.phone, l.email, l.source, l.stage,
         l.assigned_staff_id,
         nullif(trim(s.first_name || ' ' || s.last_name), '') as assigned_staff_name,
         l.converted_at, l.created_at
    from internal_leads l
    left join orgs o on o.id = l.org_id
    left join users s on s.id = l.assigned_staff_id ${where}`;

const toLead = (row: LeadRow): InternalLead => ({
  ...row,
  created_at: toIso(row.created_at),
  converted_at: toIso(row.converted_at),
});

type LeadFilters = Omit<InternalLeadSearch, 'page' | 'page_size'>;

/** The lists' filters as conditions on `l`; days are whole India days. */
function leadFilters(query: LeadFilters): SQL[] {
  const { org_id: orgId, text, stage, source, owner_id: owner } = query;
  const where: SQL[] = [];
  if (orgId) where.push(sql`l.org_id = ${orgId}`);
  if (text) where.push(containsText(sql`l.search_text`, text));
  if (stage) where.push(sql`l.stage = ${stage}`);
  if (source) where.push(sql`l.source = ${source}`);
  if (owner === 0) where.push(sql`l.assigned_staff_id is null`);
  else if (owner) where.push(sql`l.assigned_staff_id = ${owner}`);
  where.push(...onIndiaDays(sql`l.created_at`, query.from, query.to));
  return where;
}

/** The list's filters as one where clause: its pages and a bulk select-all. */
function leadsWhere(query: LeadFilters): SQL {
  const filters = leadFilters(query);
  return filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
}

/** Up to `limit` ids of the leads the list's filters pick, newest first (a bulk select-all). */
export async function leadIdsMatching(db: DbOrTx, filter: InternalLeadFilter, limit: number) {
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`select l.id from internal_leads l ${leadsWhere(filter)} order by l.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** One page of internal leads, newest first: one org's (the team tab) or every org's (the menu page). */
export async function searchInternalLeads(
  db: DbOrTx,
  query: InternalLeadSearch,
): Promise<Page<InternalLead>> {
  const { page, page_size: pageSize } = query;
  const where = leadsWhere(query);
  const [rows, count] = await Promise.all([
    rowsOf<LeadRow>(
      db,
      sql`${selectLeads(where)} order by l.id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
    ),
    cappedCount(db, sql`from internal_leads l ${where}`),
  ]);
  return { rows: rows.map(toLead), ...count, page, page_size: pageSize };
}

/** Every lead the list's filters pick, newest first, a page at a time (CSV export). */
export async function* walkInternalLeads(db: DbOrTx, query: LeadFilters) {
  for await (const page of walkById<LeadRow>(db, {
    select: selectLeads(sql``),
    id: sql`l.id`,
    filters: leadFilters(query),
  }))
    yield page.map(toLead);
}

/** One lead as the list shows it; `lock` holds its row until the transaction ends. */
export async function findLead(db: DbOrTx, id: number, lock = false): Promise<InternalLead | null> {
  if (lock) await rowsOf(db, sql`select 1 from internal_leads where id = ${id} for update`);
  const [row] = await rowsOf<LeadRow>(db, selectLeads(sql`where l.id = ${id}`));
  return row ? toLead(row) : null;
}

export async function leadOfPhone(
  db: DbOrTx,
  phone: string,
): Promise<{ id: number; name: string } | null> {
  const [row] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from internal_leads where phone = ${phone}`,
  );
  return row ?? null;
}

/** The leads, by phone, that already exist among these phones. */
export async function phonesOfLeads(db: DbOrTx, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await rowsOf<{ phone: string }>(
    db,
    sql`select phone from internal_leads
         where phone in (select value from json_array_elements_text(${JSON.stringify(phones)}::json))`,
  );
  return new Set(rows.map((r) => r.phone));
}

export type NewLead = typeof internalLeads.$inferInsert;

/**
 * Inserts leads; a phone that has a lead already is skipped (the unique index decides, so two
 * submits at once make one lead). Answers the new ids.
 */
export async function insertLeads(tx: DbOrTx, values: NewLead[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(internalLeads)
    .values(values)
    .onConflictDoNothing({ target: internalLeads.phone })
    .returning({ id: internalLeads.id });
  return rows.map((r) => r.id);
}

export type LeadChange = Partial<
  Pick<NewLead, 'name' | 'email' | 'source' | 'stage' | 'assignedStaffId' | 'orgId' | 'convertedAt'>
>;

export async function updateLeadRow(tx: DbOrTx, id: number, change: LeadChange): Promise<void> {
  await tx
    .update(internalLeads)
    .set(change)
    .where(sql`${internalLeads.id} = ${id}`);
}

/** Console staff (SU, ADMIN) by id: who may own a lead. */
export async function isStaff(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from users where id = ${id} and role in ('SU', 'ADMIN') and deleted_at is null`,
  );
  return rows.length > 0;
}

export async function orgExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from orgs where id = ${id} and deleted_at is null`);
  return rows.length > 0;
}

/** A customer user by id, for the lead converted into them (deleted ones too: history stays). */
export async function customerById(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; name: string | null; phone: string | null } | null> {
  const [row] = await rowsOf<{ id: number; name: string | null; phone: string | null }>(
    db,
    sql`select id, nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), '') as name, phone
          from users where id = ${id}`,
  );
  return row ?? null;
}
