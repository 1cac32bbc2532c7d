import { sql } from 'drizzle-orm';
import type {
  VoiceMessage,
  VoipHistoryRow,
  VoipNumber,
  VoipNumberRow,
  VoipNumberSearch,
} from '@switchboard/contract/numbers';
import type { Page } from '@switchboard/contract/paging';
import { cappedCount, containsText, offsetOf } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { voiceMessages } from '../../db/schema/numbers';

type Raw<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | string | null };

/** Whether the org is soft-deleted; null when there is no such org. */
export async function isOrgDeleted(db: DbOrTx, id: number): Promise<boolean | null> {
  const [org] = await rowsOf<{ deleted: boolean }>(
    db,
    sql`select deleted_at is not null as deleted from orgs where id = ${id}`,
  );
  return org ? org.deleted : null;
}

/** A live org's name; null when there is none (or it is deleted). */
export async function orgName(db: DbOrTx, id: number): Promise<string | null> {
  const [org] = await rowsOf<{ name: string }>(
    db,
    sql`select name from orgs where id = ${id} and deleted_at is null`,
  );
  return org?.name ?? null;
}

/** The org's numbers, active first, newest first. An org holds a handful, so no paging. */
export async function orgVoipNumbers(db: DbOrTx, orgId: number): Promise<VoipNumber[]> {
  const rows = await rowsOf<Raw<VoipNumber, 'assigned_at' | 'released_at' | 'reserved_until'>>(
    db,
    sql`select id, org_id, number, provider, status, assigned_at, released_at, reserved_until from voip_numbers
         where org_id = ${orgId} order by status = 'ASSIGNED' desc, id desc limit 200`,
  );
  return rows.map((r) => ({
    ...r,
    assigned_at: toIso(r.assigned_at ?? new Date(0)),
    released_at: toIso(r.released_at),
    reserved_until: toIso(r.reserved_until),
  }));
}

/** Every org's numbers, newest assignment first, with the org that holds (or held) each. */
export async function searchVoipNumbers(
  db: DbOrTx,
  query: VoipNumberSearch,
): Promise<Page<VoipNumberRow>> {
  const { page, page_size: pageSize, text, status, provider } = query;
  const where = sql`where true
    ${text ? sql`and ${containsText(sql`v.number`, text)}` : sql``}
    ${status ? sql`and v.status = ${status}` : sql``}
    ${provider ? sql`and v.provider = ${provider}` : sql``}`;
  const [rows, count] = await Promise.all([
    rowsOf<Raw<VoipNumberRow, 'assigned_at' | 'released_at' | 'reserved_until'>>(
      db,
      sql`select v.id, v.org_id, o.name as org_name, v.number, v.provider, v.status, v.assigned_at, v.released_at, v.reserved_until
            from voip_numbers v left join orgs o on o.id = v.org_id ${where}
           order by v.assigned_at desc, v.id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
    ),
    cappedCount(db, sql`from voip_numbers v ${where}`),
  ]);
  const out = rows.map((r) => ({
    ...r,
    assigned_at: toIso(r.assigned_at ?? new Date(0)),
    released_at: toIso(r.released_at),
    reserved_until: toIso(r.reserved_until),
  }));
  return { rows: out, ...count, page, page_size: pageSize };
}

/** One number of the inventory by its digits, with the team holding it (voip_numbers_number_key). */
export async function findVoipNumber(db: DbOrTx, number: string): Promise<VoipNumberRow | null> {
  const [row] = await rowsOf<Raw<VoipNumberRow, 'assigned_at' | 'released_at' | 'reserved_until'>>(
    db,
    sql`select v.id, v.org_id, o.name as org_name, v.number, v.provider, v.status, v.assigned_at, v.released_at, v.reserved_until
          from voip_numbers v left join orgs o on o.id = v.org_id where v.number = ${number}`,
  );
  return row
    ? {
        ...row,
        assigned_at: toIso(row.assigned_at ?? new Date(0)),
        released_at: toIso(row.released_at),
        reserved_until: toIso(row.reserved_until),
      }
    : null;
}

/** A number's moves within one team, newest first (the team's history index, then the number). */
export async function numberMovesInOrg(
  db: DbOrTx,
  orgId: number,
  number: string,
): Promise<VoipHistoryRow[]> {
  const rows = await rowsOf<Raw<VoipHistoryRow, 'created_at'> & { id: number | string }>(
    db,
    sql`select h.id, h.number, h.action, h.details, nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name, h.created_at
          from voip_number_history h left join users u on u.id = h.actor_id
         where h.org_id = ${orgId} and h.number = ${number} order by h.id desc limit 50`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    created_at: toIso(r.created_at ?? new Date(0)),
  }));
}

export async function orgVoipHistory(db: DbOrTx, orgId: number, page: number, pageSize: number) {
  const fromWhere = sql`from voip_number_history h where h.org_id = ${orgId}`;
  const [rows, count] = await Promise.all([
    rowsOf<Raw<VoipHistoryRow, 'created_at'> & { id: number | string }>(
      db,
      sql`select h.id, h.number, h.action, h.details, nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name, h.created_at
            from voip_number_history h left join users u on u.id = h.actor_id
           where h.org_id = ${orgId} order by h.id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  const out = rows.map((r) => ({
    ...r,
    id: Number(r.id),
    created_at: toIso(r.created_at ?? new Date(0)),
  }));
  return { rows: out, ...count, page, page_size: pageSize };
}

export async function orgVoiceMessages(
  db: DbOrTx,
  orgId: number,
  id?: number,
): Promise<VoiceMessage[]> {
  const rows = await rowsOf<Raw<VoiceMessage, 'created_at'>>(
    db,
    sql`select v.id, v.org_id, v.name, v.kind, v.text, v.file_name,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by_name, v.created_at
          from voice_messages v left join users u on u.id = v.created_by_id
         where v.org_id = ${orgId} ${id ? sql`and v.id = ${id}` : sql``}
         order by v.id desc limit 200`,
  );
  return rows.map((r) => ({ ...r, created_at: toIso(r.created_at ?? new Date(0)) }));
}

/** Saves a voice message; answers its id. */
export async function insertVoiceMessage(
  tx: DbOrTx,
  values: Pick<
    typeof voiceMessages.$inferInsert,
    'orgId' | 'name' | 'kind' | 'text' | 'fileName' | 'createdById'
  >,
): Promise<number | null> {
  const [row] = await tx.insert(voiceMessages).values(values).returning({ id: voiceMessages.id });
  return row?.id ?? null;
}
