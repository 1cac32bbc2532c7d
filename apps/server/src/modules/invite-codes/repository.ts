import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  InviteCodeSearch,
  InviteCodeStatus,
  Redemption,
} from '@switchboard/contract/invite-codes';
import { inviteCodeRedemptions, inviteCodes } from '../../db/schema/invite-codes';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { containsText, idIn, pageOfIds } from '../../platform/db/paging';

/** An invite code as stored, with its derived status and names; `benefit_label` is added by the service. */
export type InviteCodeRecord = {
  id: number;
  code: string;
  benefit: 'TRIAL_DAYS' | 'TALK_TIME_MINUTES' | 'DISCOUNT_PERCENT' | 'PLAN';
  benefit_value: number | null;
  plan_id: number | null;
  variant_id: number | null;
  plan_name: string | null;
  max_redemptions: number;
  redemptions: number;
  valid_from: string | null;
  valid_till: string | null;
  paused_at: string | null;
  status: InviteCodeStatus;
  owner_kind: 'STAFF' | 'ORG' | 'CAMPAIGN' | null;
  owner_id: number | null;
  owner_name: string | null;
  note: string | null;
  batch_id: string | null;
  created_at: string;
};

type Stamp = Date | string;
type Row = Omit<
  InviteCodeRecord,
  'valid_from' | 'valid_till' | 'paused_at' | 'created_at' | 'redemptions' | 'max_redemptions'
> & {
  valid_from: Stamp | null;
  valid_till: Stamp | null;
  paused_at: Stamp | null;
  created_at: Stamp;
  redemptions: number | string;
  max_redemptions: number | string;
};

/** What each derived status means, in the order they win: a paused code is PAUSED whatever its dates. */
const statusConditions: Record<InviteCodeStatus, SQL> = {
  PAUSED: sql`c.paused_at is not null`,
  SCHEDULED: sql`c.paused_at is null and c.valid_from is not null and c.valid_from > now()`,
  EXPIRED: sql`c.paused_at is null and (c.valid_from is null or c.valid_from <= now())
    and c.valid_till is not null and c.valid_till <= now()`,
  EXHAUSTED: sql`c.paused_at is null and (c.valid_from is null or c.valid_from <= now())
    and (c.valid_till is null or c.valid_till > now()) and c.redemptions >= c.max_redemptions`,
  ACTIVE: sql`c.paused_at is null and (c.valid_from is null or c.valid_from <= now())
    and (c.valid_till is null or c.valid_till > now()) and c.redemptions < c.max_redemptions`,
};

const statusOf = sql`case
  when ${statusConditions.PAUSED} then 'PAUSED'
  when ${statusConditions.SCHEDULED} then 'SCHEDULED'
  when ${statusConditions.EXPIRED} then 'EXPIRED'
  when ${statusConditions.EXHAUSTED} then 'EXHAUSTED'
  else 'ACTIVE' end`;

const selectCodes = sql`select c.id, c.code, c.benefit, c.benefit_value, c.plan_id, c.variant_id,
       case when p.id is null then null else p.name || coalesce(' (' || v.name || ')', '') end as plan_name,
       c.max_redemptions, c.redemptions, c.valid_from, c.valid_till, c.paused_at, ${statusOf} as status,
       c.owner_kind,
       coalesce(c.owner_staff_id, c.owner_org_id) as owner_id,
       case c.owner_kind
         when 'STAFF' then nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '')
         when 'ORG' then oo.name
         when 'CAMPAIGN' then c.owner_campaign end as owner_name,
       c.note, c.batch_id, c.created_at
  from invite_codes c
  left join plans p on p.id = c.plan_id
  left join plan_variants v on v.id = c.variant_id
  left join users s on s.id = c.owner_staff_id
  left join orgs oo on oo.id = c.owner_org_id`;

const toRecord = (r: Row): InviteCodeRecord => ({
  ...r,
  redemptions: Number(r.redemptions),
  max_redemptions: Number(r.max_redemptions),
  valid_from: toIso(r.valid_from),
  valid_till: toIso(r.valid_till),
  paused_at: toIso(r.paused_at),
  created_at: toIso(r.created_at),
});

function filtersOf(query: Omit<InviteCodeSearch, 'page' | 'page_size'>): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(statusConditions[query.status]);
  if (query.owner) where.push(sql`c.owner_kind = ${query.owner}`);
  if (query.owner_staff_id) where.push(sql`c.owner_staff_id = ${query.owner_staff_id}`);
  if (query.owner_org_id) where.push(sql`c.owner_org_id = ${query.owner_org_id}`);
  if (query.batch_id) where.push(sql`c.batch_id = ${query.batch_id}`);
  return where;
}

const textOf = (text: string | undefined) =>
  text ? containsText(sql`c.search_text`, text.toLowerCase()) : null;

export async function listInviteCodes(db: DbOrTx, query: InviteCodeSearch) {
  const { ids, count } = await pageOfIds(db, {
    table: 'invite_codes',
    alias: 'c',
    filters: filtersOf(query),
    text: textOf(query.text),
    page: query.page,
    pageSize: query.page_size,
  });
  const rows = await findInviteCodes(db, ids);
  return { rows, ...count, page: query.page, page_size: query.page_size };
}

/**
 * The filtered list in pages of `size`, newest first, walked by id (keyset): what the CSV
 * export streams, at a cost per page that does not grow with the list.
 */
export async function* walkInviteCodes(
  db: DbOrTx,
  query: Omit<InviteCodeSearch, 'page' | 'page_size'>,
  size = 1_000,
): AsyncGenerator<InviteCodeRecord[]> {
  const where = filtersOf(query);
  const text = textOf(query.text);
  if (text) where.push(text);
  let before: number | null = null;
  for (;;) {
    const conditions: SQL[] = before === null ? where : [...where, sql`c.id < ${before}`];
    const rows: Row[] = await rowsOf<Row>(
      db,
      sql`${selectCodes} where ${conditions.length ? sql.join(conditions, sql` and `) : sql`true`}
          order by c.id desc limit ${size}`,
    );
    if (rows.length === 0) return;
    yield rows.map(toRecord);
    before = Number(rows[rows.length - 1]!.id);
    if (rows.length < size) return;
  }
}

export async function findInviteCode(db: DbOrTx, id: number): Promise<InviteCodeRecord | null> {
  const [row] = await rowsOf<Row>(db, sql`${selectCodes} where c.id = ${id}`);
  return row ? toRecord(row) : null;
}

/** Several codes by id, newest first, in one query. */
export async function findInviteCodes(db: DbOrTx, ids: number[]): Promise<InviteCodeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Row>(
    db,
    sql`${selectCodes} where ${idIn(sql`c.id`, ids)} order by c.id desc`,
  );
  return rows.map(toRecord);
}

export async function findInviteCodeByCode(
  db: DbOrTx,
  code: string,
): Promise<InviteCodeRecord | null> {
  const [row] = await rowsOf<Row>(db, sql`${selectCodes} where c.code = ${code}`);
  return row ? toRecord(row) : null;
}

/** Inserts codes; those whose code is taken are skipped. Returns the ids and codes inserted. */
export async function insertInviteCodes(
  tx: DbOrTx,
  values: (typeof inviteCodes.$inferInsert)[],
): Promise<{ id: number; code: string }[]> {
  if (values.length === 0) return [];
  return tx
    .insert(inviteCodes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: inviteCodes.id, code: inviteCodes.code });
}

/** Which of these codes exist already (to draw a batch's codes without collisions). */
export async function takenCodes(tx: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await rowsOf<{ code: string }>(
    tx,
    sql`select code from invite_codes where code = any(${`{${codes.join(',')}}`}::text[])`,
  );
  return new Set(rows.map((r) => r.code));
}

export async function updateInviteCode(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof inviteCodes.$inferInsert>,
): Promise<void> {
  await tx
    .update(inviteCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inviteCodes.id, id));
}

/** Locks a code's row for a change: a raised limit is checked against the uses of that moment. */
export async function lockInviteCode(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`select id from invite_codes where id = ${id} for update`);
}

/**
 * Takes one use of a code, only while it is active and under its limit. The update locks the
 * row, so concurrent redemptions (on any instance) queue here and the count never passes
 * `max_redemptions`. False when the code could not be used.
 */
export async function takeUse(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update invite_codes c set redemptions = redemptions + 1, updated_at = now()
         where c.id = ${id} and ${statusConditions.ACTIVE}
         returning c.id`,
  );
  return rows.length === 1;
}

export async function findRedemption(tx: DbOrTx, inviteCodeId: number, orgId: number) {
  const [row] = await tx
    .select()
    .from(inviteCodeRedemptions)
    .where(
      sql`${inviteCodeRedemptions.inviteCodeId} = ${inviteCodeId} and ${inviteCodeRedemptions.orgId} = ${orgId}`,
    );
  return row ?? null;
}

export async function insertRedemption(
  tx: DbOrTx,
  values: typeof inviteCodeRedemptions.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(inviteCodeRedemptions)
    .values(values)
    .returning({ id: inviteCodeRedemptions.id });
  return row!.id;
}

/** A code's redemptions, newest first (a code has at most its limit of them). */
export async function listRedemptions(db: DbOrTx, inviteCodeId: number): Promise<Redemption[]> {
  const rows = await rowsOf<Omit<Redemption, 'created_at'> & { created_at: Stamp }>(
    db,
    sql`select r.id, r.org_id, o.name as org_name, r.user_id, r.benefit, r.created_at
          from invite_code_redemptions r join orgs o on o.id = r.org_id
         where r.invite_code_id = ${inviteCodeId} order by r.id desc`,
  );
  return rows.map((r) => ({ ...r, created_at: toIso(r.created_at) }));
}

/** The first code a team redeemed: the one it signed up with. */
export async function firstRedemptionOfOrg(db: DbOrTx, orgId: number) {
  const [row] = await rowsOf<{
    code: string;
    invite_code_id: number;
    benefit: string;
    redeemed_at: Stamp;
  }>(
    db,
    sql`select c.code, r.invite_code_id, r.benefit, r.created_at as redeemed_at
          from invite_code_redemptions r join invite_codes c on c.id = r.invite_code_id
         where r.org_id = ${orgId} order by r.id limit 1`,
  );
  return row ? { ...row, redeemed_at: toIso(row.redeemed_at) } : null;
}

/** Whether a staff member exists (an owner must); an org's existence is checked by its lock. */
export async function staffExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where id = ${id} and role in ('SU', 'ADMIN', 'AGENT') and deleted_at is null`,
  );
  return rows.length === 1;
}

export async function orgExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(db, sql`select id from orgs where id = ${id}`);
  return rows.length === 1;
}
