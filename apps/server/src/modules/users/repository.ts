import { sql } from 'drizzle-orm';
import type {
  Device,
  OrgUserRow,
  PresenceRow,
  Softphone,
  UserDetail,
  UserRow,
  UserSearchParams,
} from '@switchboard/contract/users';
import { normalizeIndianPhone } from '@switchboard/contract/rules/phone';
import {
  cappedCount,
  containsText,
  EXACT_COUNT_CAP,
  idIn,
  offsetOf,
  plannerEstimate,
  textSearchPage,
  walkById,
  type CountResult,
} from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { onReplica, readerOf } from '../../platform/db/read-handle';

type Stamped<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | string };
type RawUser = Stamped<UserRow, 'created_at'>;

/** Customers only: staff accounts live in the same table but are not searched here. */
export const CUSTOMER = sql`u.role in ('ORG_ADMIN', 'ORG_USER') and u.deleted_at is null`;
const USER_COLUMNS = sql`u.id, u.first_name, u.last_name, u.email, u.phone, u.role, u.status, u.created_at`;

const toUserRow = (r: RawUser): UserRow => ({ ...r, created_at: toIso(r.created_at) });

/** A search text that looks like a phone number matches however it was typed (+91 or not). */
function searchTerm(text: string): string {
  return /^[+\d\s()-]{6,}$/.test(text) ? normalizeIndianPhone(text) : text;
}

type UserFilters = Omit<UserSearchParams, 'page' | 'page_size'>;

/** The list's filters as conditions on `u`, the text apart (it picks the search's plan). */
function userFilters(query: UserFilters) {
  const filters = [CUSTOMER, ...(query.status ? [sql`u.status = ${query.status}`] : [])];
  const text = query.text ? containsText(sql`u.search_text`, searchTerm(query.text)) : null;
  return { filters, text };
}

/**
 * Customers newest (or oldest) first. A text search takes its plan and total from
 * textSearchPage; without text the filters are on indexes, and past the exact-count cap the
 * planner's estimate is the total (flagged).
 */
export function searchUsers(handle: DbOrTx, query: UserSearchParams) {
  return onReplica(handle, (db) => searchUsersOn(db, query));
}

async function searchUsersOn(db: DbOrTx, query: UserSearchParams) {
  const { page, page_size: pageSize } = query;
  const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
  const offset = offsetOf(page, pageSize);
  const rowsFor = async (ids: number[]) =>
    ids.length === 0
      ? []
      : rowsOf<RawUser>(
          db,
          sql`select ${USER_COLUMNS} from users u where ${idIn(sql`u.id`, ids)} order by u.id ${direction}`,
        );

  const { filters, text } = userFilters(query);
  if (text) {
    const { ids, count } = await textSearchPage(db, {
      table: 'users',
      alias: 'u',
      filters,
      text,
      page,
      pageSize,
      ascending: query.order === 'ASC',
    });
    return { rows: (await rowsFor(ids)).map(toUserRow), ...count, page, page_size: pageSize };
  }
  const fromWhere = sql`from users u where ${sql.join(filters, sql` and `)}`;
  const estimate = await plannerEstimate(db, fromWhere);
  const many = estimate > EXACT_COUNT_CAP;
  const rows = await rowsOf<RawUser>(
    db,
    sql`select ${USER_COLUMNS} ${fromWhere} order by u.id ${direction} limit ${pageSize} offset ${offset}`,
  );
  // A short page that has rows is the last one: the total is known without counting.
  const count: CountResult = many
    ? { total_items: estimate, total_is_estimate: true }
    : rows.length > 0 && rows.length < pageSize
      ? { total_items: offset + rows.length, total_is_estimate: false }
      : await cappedCount(db, fromWhere);
  return { rows: rows.map(toUserRow), ...count, page, page_size: pageSize };
}

/** Every customer the list's filters pick, in its order, a page at a time (for the CSV export). */
export async function* walkUsers(handle: DbOrTx, query: UserFilters) {
  // An export's pages, all from one handle: a replica when the caller allows it.
  const db = await readerOf(handle);
  const { filters, text } = userFilters(query);
  for await (const page of walkById<RawUser>(db, {
    select: sql`select ${USER_COLUMNS} from users u`,
    id: sql`u.id`,
    filters: text ? [...filters, text] : filters,
    ascending: query.order === 'ASC',
  }))
    yield page.map(toUserRow);
}

export async function findCustomer(
  db: DbOrTx,
  id: number,
): Promise<
  | (UserRow & { ip: string | null; referral_code: string | null; referred_by_id: number | null })
  | null
> {
  const [row] = await rowsOf<
    RawUser & { ip: string | null; referral_code: string | null; referred_by_id: number | null }
  >(
    db,
    sql`select ${USER_COLUMNS}, u.last_ip as ip, u.referral_code, u.referred_by_id from users u where u.id = ${id} and ${CUSTOMER}`,
  );
  return row ? { ...row, created_at: toIso(row.created_at) } : null;
}

export async function findCustomerByPhone(db: DbOrTx, phone: string): Promise<UserRow | null> {
  const [row] = await rowsOf<RawUser>(
    db,
    sql`select ${USER_COLUMNS} from users u where u.phone = ${phone} and ${CUSTOMER} limit 1`,
  );
  return row ? toUserRow(row) : null;
}

export async function userDetailParts(db: DbOrTx, id: number, referredById: number | null) {
  const [orgs, referredBy, referrals, referralCount, sims] = await Promise.all([
    rowsOf<UserDetail['orgs'][number]>(
      db,
      sql`select o.id, o.name, m.role, o.product_number from org_members m join orgs o on o.id = m.org_id
           where m.user_id = ${id} and o.deleted_at is null order by o.id limit 100`,
    ),
    referredById
      ? rowsOf<{ id: number; first_name: string; last_name: string }>(
          db,
          sql`select id, first_name, last_name from users where id = ${referredById}`,
        )
      : Promise.resolve([]),
    rowsOf<{ id: number; first_name: string; last_name: string; created_at: Date | string }>(
      db,
      sql`select id, first_name, last_name, created_at from users where referred_by_id = ${id} order by id desc limit 50`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where referred_by_id = ${id}`,
    ),
    rowsOf<
      Stamped<UserDetail['sim_connections'][number], 'linked_at'> & {
        unlinked_at: Date | string | null;
      }
    >(
      db,
      sql`select id::int, phone, device_model, status, linked_at, unlinked_at from sim_phone_connections
           where user_id = ${id} order by id desc limit 20`,
    ),
  ]);
  return {
    orgs,
    referred_by: referredBy[0] ?? null,
    referrals: referrals.map((r) => ({ ...r, created_at: toIso(r.created_at) })),
    referral_count: referralCount[0]?.n ?? 0,
    sim_connections: sims.map((s) => ({
      ...s,
      linked_at: toIso(s.linked_at),
      unlinked_at: toIso(s.unlinked_at),
    })),
  };
}

type RawDevice = Omit<Device, 'last_seen_at'> & { last_seen_at: Date | string };
export async function recentDevice(
  db: DbOrTx,
  userId: number,
  withPushToken = false,
): Promise<(Device & { push_token: string | null }) | null> {
  const [row] = await rowsOf<RawDevice & { push_token: string | null }>(
    db,
    sql`select id::int, platform, model, os_version, app_version, ip, push_token is not null as has_push_token, push_token, last_seen_at
          from user_devices where user_id = ${userId} ${withPushToken ? sql`and push_token is not null` : sql``}
         order by last_seen_at desc limit 1`,
  );
  return row ? { ...row, last_seen_at: toIso(row.last_seen_at) } : null;
}

type RawSoftphone = Softphone &
  Record<'registered_at' | 'last_reconnect_at' | 'last_seen_at', Date | string | null>;
export async function softphoneOf(db: DbOrTx, userId: number): Promise<Softphone | null> {
  const [row] = await rowsOf<RawSoftphone>(
    db,
    sql`select user_id, sip_username, status, presence, registered_at, last_reconnect_at, last_seen_at
          from softphone_states where user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    ...row,
    registered_at: toIso(row.registered_at),
    last_reconnect_at: toIso(row.last_reconnect_at),
    last_seen_at: toIso(row.last_seen_at),
  };
}

export async function orgUsers(db: DbOrTx, orgId: number, page: number, pageSize: number) {
  const fromWhere = sql`from org_members m join users u on u.id = m.user_id where m.org_id = ${orgId} and u.deleted_at is null`;
  const [rows, count] = await Promise.all([
    rowsOf<RawUser & { org_role: string; joined_at: Date | string }>(
      db,
      sql`select ${USER_COLUMNS}, m.role as org_role, m.created_at as joined_at ${fromWhere}
           order by m.user_id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  const out: OrgUserRow[] = rows.map((r) => ({
    ...toUserRow(r),
    org_role: r.org_role,
    joined_at: toIso(r.joined_at),
  }));
  return { rows: out, ...count, page, page_size: pageSize };
}

/** Members with their softphone presence; members without a softphone are OFFLINE. */
export async function orgPresence(db: DbOrTx, orgId: number): Promise<PresenceRow[]> {
  const rows = await rowsOf<
    Omit<PresenceRow, 'last_seen_at' | 'presence_since'> &
      Record<'last_seen_at' | 'presence_since', Date | string | null>
  >(
    db,
    sql`select u.id as user_id, u.first_name, u.last_name, coalesce(s.presence, 'OFFLINE') as presence,
               s.status as softphone_status, s.last_seen_at, s.presence_since
          from org_members m join users u on u.id = m.user_id left join softphone_states s on s.user_id = u.id
         where m.org_id = ${orgId} and u.deleted_at is null
         order by case coalesce(s.presence, 'OFFLINE') when 'AVAILABLE' then 0 when 'BUSY' then 1 when 'AWAY' then 2 else 3 end, u.first_name
         limit 500`,
  );
  return rows.map((r) => ({
    ...r,
    last_seen_at: toIso(r.last_seen_at),
    presence_since: toIso(r.presence_since),
  }));
}

/**
 * Whether the org exists and is live. A soft-deleted org keeps its data, so its members and
 * presence stay readable (an SU looks before restoring it); only changes wait for a restore.
 */
/** The org a user is invited to, share-locked so it cannot be deleted meanwhile; null when missing. */
export async function orgToJoin(
  db: DbOrTx,
  orgId: number,
): Promise<{ name: string; deleted: boolean } | null> {
  const [row] = await rowsOf<{ name: string; deleted: boolean }>(
    db,
    sql`select name, deleted_at is not null as deleted from orgs where id = ${orgId} for share`,
  );
  return row ?? null;
}

/** The devices that hold this push token lose it; answers them, with their user. */
export async function dropPushToken(
  tx: DbOrTx,
  token: string,
): Promise<{ id: number; user_id: number }[]> {
  return rowsOf<{ id: number; user_id: number }>(
    tx,
    sql`update user_devices set push_token = null where push_token = ${token}
        returning id::int, user_id`,
  );
}
