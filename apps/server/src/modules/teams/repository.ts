import { sql, type SQL } from 'drizzle-orm';
import { normalizeIndianPhone } from '@switchboard/contract/rules/phone';
import type { OrgDetails, OrgRow, OrgSearchQuery } from '@switchboard/contract/teams';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { onReplica, readerOf } from '../../platform/db/read-handle';
import { containsText, idIn, pageOfIds } from '../../platform/db/paging';
import { onIndiaDays } from '../../platform/db/india-days';

type RawOrgRow = {
  id: number;
  name: string;
  email: string | null;
  product_number: string | null;
  is_lite: boolean;
  is_trial: boolean;
  status: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
  kyc_status: string | null;
  subscription_id: number | null;
  plan_id: number | null;
  plan_name: string | null;
  subscription_status: string | null;
  valid_till: Date | string | null;
  staff_id: number | null;
  staff_name: string | null;
};

/**
 * The list's columns for the orgs that `pageOfOrgs` picks (already limited), so the joins run
 * for one page only: KYC status, the newest subscription with its plan, the assigned staff.
 */
const withListColumns = (pageOfOrgs: SQL) => sql`
  select o.id, o.name, o.email, o.product_number, o.is_lite, o.is_trial, o.status, o.created_at, o.deleted_at,
         k.status as kyc_status,
         s.id as subscription_id, s.plan_id, p.name as plan_name, s.status as subscription_status, s.valid_till,
         u.id as staff_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as staff_name
    from (${pageOfOrgs}) o
    left join kyc k on k.org_id = o.id
    left join lateral (
      select id, plan_id, status, valid_till from subscriptions where org_id = o.id order by id desc limit 1
    ) s on true
    left join plans p on p.id = s.plan_id
    left join users u on u.id = o.assigned_staff_id
   order by o.id desc`;

export function toOrgRow(row: RawOrgRow, productKey: string): OrgRow & Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    product_number: row.product_number,
    [`${productKey}_number`]: row.product_number,
    is_lite: row.is_lite,
    is_trial: row.is_trial,
    status: row.status,
    kyc_status: row.kyc_status,
    plan:
      row.subscription_id !== null && row.plan_id !== null && row.valid_till !== null
        ? {
            subscription_id: row.subscription_id,
            plan_id: row.plan_id,
            plan_name: row.plan_name ?? String(row.plan_id),
            status: row.subscription_status ?? '',
            valid_till: toIso(row.valid_till),
          }
        : null,
    assigned_staff: row.staff_id !== null ? { id: row.staff_id, name: row.staff_name ?? '' } : null,
    created_at: toIso(row.created_at),
    deleted_at: toIso(row.deleted_at),
  };
}

/**
 * A typed phone number, whole or partial ('+91 81000'), matches the stored ten digits: the
 * contract's normaliser drops +91, spaces and dashes, as the user search does. An id or other
 * digits pass through as typed.
 */
export function searchTerm(text: string): string {
  return /^\+?[\d\s()-]+$/.test(text) ? normalizeIndianPhone(text) : text;
}

type SearchInput = Omit<OrgSearchQuery, 'assigned'> & { assignedTo: number | null };

/** The list's filters as conditions on `o`; the text apart (it picks the search's plan). */
function orgFilters(input: Omit<SearchInput, 'page' | 'page_size'>) {
  const filters: SQL[] = [
    input.status === 'DELETED' ? sql`o.deleted_at is not null` : sql`o.deleted_at is null`,
  ];
  if (input.status && input.status !== 'DELETED') filters.push(sql`o.status = ${input.status}`);
  if (input.assignedTo !== null) filters.push(sql`o.assigned_staff_id = ${input.assignedTo}`);
  if (input.trial !== undefined) filters.push(sql`o.is_trial = ${input.trial}`);
  // India days, on the bare column: a range of orgs_live_created_idx.
  filters.push(...onIndiaDays(sql`o.created_at`, input.created_from, input.created_to));
  const text = input.text ? containsText(sql`o.search_text`, searchTerm(input.text)) : null;
  return { filters, text };
}

/** The owners of some teams, by team id: their name and phone (for the team export). */
export async function ownersOfOrgs(db: DbOrTx, orgIds: number[]) {
  if (orgIds.length === 0) return new Map<number, { name: string | null; phone: string | null }>();
  const rows = await rowsOf<{ id: number; name: string | null; phone: string | null }>(
    db,
    sql`select o.id, nullif(trim(concat(u.first_name, ' ', u.last_name)), '') as name, u.phone
          from orgs o join users u on u.id = o.owner_id
         where o.id in (${sql.join(
           orgIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, phone: r.phone }]));
}

/**
 * Every team the list's filters pick, newest first, 1,000 at a time by keyset, with the list's
 * columns: for a streamed export in constant memory.
 */
export async function* walkOrgs(
  from: DbOrTx,
  input: Omit<SearchInput, 'page' | 'page_size'>,
  productKey: string,
) {
  // An export's pages, all from one handle: a replica when the caller allows it.
  const db = await readerOf(from);
  const { filters, text } = orgFilters(input);
  const where = sql.join(text ? [...filters, text] : filters, sql` and `);
  let before = 2_147_483_647;
  for (;;) {
    const rows = await rowsOf<RawOrgRow>(
      db,
      withListColumns(
        sql`select * from orgs o where ${where} and o.id < ${before} order by o.id desc limit 1000`,
      ),
    );
    if (rows.length === 0) return;
    yield rows.map((r) => toOrgRow(r, productKey));
    before = rows.at(-1)!.id;
  }
}

/** GET /org/search: newest first, every filter on an index, the total capped (DESIGN.md 7). */
export function searchOrgs(from: DbOrTx, input: SearchInput, productKey: string) {
  return onReplica(from, (db) => searchOrgsOn(db, input, productKey));
}

async function searchOrgsOn(db: DbOrTx, input: SearchInput, productKey: string) {
  const { filters, text } = orgFilters(input);
  // Pages are chosen by id alone (index-only on the live-orgs index, even at deep offsets);
  // the list's columns are then joined for those ids only.
  const { ids, count } = await pageOfIds(db, {
    table: 'orgs',
    alias: 'o',
    filters,
    text,
    page: input.page,
    pageSize: input.page_size,
  });
  const rows =
    ids.length === 0
      ? []
      : (
          await rowsOf<RawOrgRow>(
            db,
            withListColumns(sql`select * from orgs where ${idIn(sql`id`, ids)} order by id desc`),
          )
        ).map((r) => toOrgRow(r, productKey));
  return { rows, ...count, page: input.page, page_size: input.page_size };
}

/** One org as the list shows it, deleted or not; null when there is no such org. */
export async function findOrgRow(db: DbOrTx, id: number, productKey: string) {
  const [row] = await rowsOf<RawOrgRow>(
    db,
    withListColumns(sql`select * from orgs where id = ${id}`),
  );
  return row ? toOrgRow(row, productKey) : null;
}

type RawDetails = {
  gstin: string | null;
  state_code: string | null;
  working_time: Record<string, unknown> | null;
  products: string[];
  owner_id: number | null;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
  member_count: number;
  bv_status: string | null;
  fup_status: string | null;
  talk_time_minutes: number | string;
  qualified_at: Date | string | null;
  od_account: OrgDetails['od_account'];
  updated_at: Date | string;
};

/** GET /org/details/{id}: the list row plus the facts the team page header shows. */
export async function findOrgDetails(
  db: DbOrTx,
  id: number,
  productKey: string,
): Promise<OrgDetails | null> {
  const row = await findOrgRow(db, id, productKey);
  if (!row) return null;
  const [extra] = await rowsOf<RawDetails>(
    db,
    sql`select o.gstin, o.state_code, o.working_time, o.products, o.qualified_at, o.updated_at, o.settings -> 'od_account' as od_account,
               u.id as owner_id, nullif(trim(u.first_name || ' ' || u.last_name), '') as owner_name,
               u.phone as owner_phone, u.email as owner_email,
               (select count(*)::int from org_members m where m.org_id = o.id) as member_count,
               k.bv_status, k.fup_status,
               (select coalesce(sum(delta_minutes), 0) from talk_time_ledger t where t.org_id = o.id) as talk_time_minutes
          from orgs o
          left join users u on u.id = o.owner_id
          left join kyc k on k.org_id = o.id
         where o.id = ${id}`,
  );
  if (!extra) return null;
  return {
    ...row,
    gstin: extra.gstin,
    state_code: extra.state_code,
    working_time: extra.working_time,
    products: extra.products,
    owner:
      extra.owner_id !== null
        ? {
            id: extra.owner_id,
            name: extra.owner_name ?? '',
            phone: extra.owner_phone,
            email: extra.owner_email,
          }
        : null,
    member_count: extra.member_count,
    bv_status: extra.bv_status,
    fup_status: extra.fup_status,
    talk_time_minutes: Number(extra.talk_time_minutes),
    qualified_at: toIso(extra.qualified_at),
    od_account: extra.od_account ?? null,
    updated_at: toIso(extra.updated_at),
  };
}
