import { sql, type SQL } from 'drizzle-orm';
import {
  FREE_MAIL_DOMAINS,
  REFERRALS_PER_DAY_LIMIT,
  type Referral,
  type ReferralEventKind,
  type ReferralFlag,
  type ReferralStatus,
} from '@switchboard/contract/referrals';
import { referralEvents, referrals } from '../../db/schema/referrals';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, offsetOf, walkById } from '../../platform/db/paging';
import { indiaStartOf, onIndiaDays } from '../../platform/db/india-days';

type Stamp = Date | string;
type Row = Omit<Referral, 'created_at' | 'kyc_approved_at' | 'paid_at'> & {
  created_at: Stamp;
  kyc_approved_at: Stamp | null;
  paid_at: Stamp | null;
};

const columns = sql`r.id, r.code, r.status, r.flags, r.referrer_user_id,
  trim(u.first_name || ' ' || u.last_name) as referrer_name,
  r.referrer_org_id, ro.name as referrer_org_name,
  r.referred_org_id, o.name as referred_org_name, r.referred_user_id,
  r.invalid_reason, r.created_at, r.kyc_approved_at, r.paid_at`;
const joins = sql`from referrals r
  join users u on u.id = r.referrer_user_id
  join orgs o on o.id = r.referred_org_id
  left join orgs ro on ro.id = r.referrer_org_id`;

const toReferral = (r: Row): Referral => ({
  ...r,
  flags: r.flags ?? [],
  created_at: toIso(r.created_at),
  kyc_approved_at: toIso(r.kyc_approved_at),
  paid_at: toIso(r.paid_at),
});

/** The customer user whose referral code this is, with the team they belong to first. */
export async function findCodeOwner(db: DbOrTx, code: string) {
  const [row] = await rowsOf<{
    id: number;
    disabled: boolean;
    org_id: number | null;
  }>(
    db,
    sql`select u.id, u.referral_code_disabled_at is not null as disabled,
               (select m.org_id from org_members m where m.user_id = u.id order by m.created_at limit 1) as org_id
          from users u
         where u.referral_code = ${code} and u.role in ('ORG_ADMIN', 'ORG_USER') and u.deleted_at is null`,
  );
  return row ?? null;
}

type CodeRow = { referral_code: string | null; disabled: boolean };

/** A customer user's referral code and whether it is switched off; null when no such customer. */
export async function codeOf(db: DbOrTx, userId: number, lock = false): Promise<CodeRow | null> {
  const [row] = await rowsOf<CodeRow>(
    db,
    sql`select referral_code, referral_code_disabled_at is not null as disabled from users
         where id = ${userId} and role in ('ORG_ADMIN', 'ORG_USER') and deleted_at is null
         ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** A new code (switched on), or the code switched off or on (an off code keeps when it went off). */
export async function setCode(
  db: DbOrTx,
  userId: number,
  change: { code?: string; disabled: boolean },
): Promise<CodeRow> {
  const set = change.code
    ? sql`referral_code = ${change.code}, referral_code_disabled_at = null`
    : change.disabled
      ? sql`referral_code_disabled_at = coalesce(referral_code_disabled_at, now())`
      : sql`referral_code_disabled_at = null`;
  const [row] = await rowsOf<CodeRow>(
    db,
    sql`update users set ${set} where id = ${userId}
        returning referral_code, referral_code_disabled_at is not null as disabled`,
  );
  return row!;
}

/** Locks the referrer's row: their referrals and capped rewards are decided one at a time. */
export async function lockReferrer(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function referralOfOrg(db: DbOrTx, orgId: number, lock = false) {
  const [row] = await rowsOf<{
    id: number;
    status: ReferralStatus;
    flags: ReferralFlag[];
    referrer_user_id: number;
    referrer_org_id: number | null;
    referred_org_id: number;
    kyc_approved_at: Stamp | null;
    paid_at: Stamp | null;
  }>(
    db,
    sql`select id, status, flags, referrer_user_id, referrer_org_id, referred_org_id, kyc_approved_at, paid_at
          from referrals where referred_org_id = ${orgId} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function insertReferral(
  db: DbOrTx,
  input: {
    code: string;
    referrerUserId: number;
    referrerOrgId: number | null;
    referredOrgId: number;
    referredUserId: number | null;
    flags: ReferralFlag[];
  },
): Promise<number> {
  const [row] = await db
    .insert(referrals)
    .values(input)
    .onConflictDoNothing({ target: referrals.referredOrgId })
    .returning({ id: referrals.id });
  return row?.id ?? 0;
}

/** The user's "referred by", unless they already have one. */
export async function linkReferredUser(db: DbOrTx, userId: number, referrerId: number) {
  await db.execute(
    sql`update users set referred_by_id = ${referrerId}
         where id = ${userId} and referred_by_id is null and id <> ${referrerId}`,
  );
}

export async function addEvent(
  db: DbOrTx,
  referralId: number,
  kind: ReferralEventKind,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(referralEvents).values({ referralId, kind, detail });
}

const freeDomains = sql.join(
  FREE_MAIL_DOMAINS.map((d) => sql`${d}`),
  sql`, `,
);

/**
 * The fraud checks of a referral of team `orgId` (and the user who signed up, if known) by
 * `referrerId`: which of them match. The team's people are its members and that user.
 */
export async function fraudFlags(
  db: DbOrTx,
  referrerId: number,
  orgId: number,
  userId: number | null,
): Promise<ReferralFlag[]> {
  const [row] = await rowsOf<Record<string, boolean>>(
    db,
    sql`with ref as (select id, phone, lower(split_part(coalesce(email, ''), '@', 2)) as domain
                       from users where id = ${referrerId}),
             people as (select user_id as id from org_members where org_id = ${orgId}
                        union select id from users where id = ${userId ?? 0}),
             pu as (select u.id, u.phone, lower(split_part(coalesce(u.email, ''), '@', 2)) as domain
                      from users u join people p on p.id = u.id),
             ref_orgs as (select o.id, o.gstin from org_members m join orgs o on o.id = m.org_id
                           where m.user_id = ${referrerId}),
             team as (select gstin from orgs where id = ${orgId})
        select exists(select 1 from people where id = ${referrerId})
                 or exists(select 1 from ref_orgs where id = ${orgId}) as "SELF_REFERRAL",
               exists(select 1 from pu, ref where pu.id <> ref.id and pu.phone = ref.phone) as "SAME_PHONE",
               exists(select 1 from pu, ref where pu.id <> ref.id and pu.domain <> ''
                        and pu.domain = ref.domain and pu.domain not in (${freeDomains})) as "SAME_EMAIL_DOMAIN",
               exists(select 1 from ref_orgs o, team t where o.id <> ${orgId} and o.gstin = t.gstin) as "SAME_GSTIN",
               exists(select 1 from ref_orgs o, team t where o.id <> ${orgId} and o.gstin <> t.gstin
                        and substr(o.gstin, 3, 10) = substr(t.gstin, 3, 10)) as "SAME_PAN",
               exists(select 1 from user_devices d join user_devices e
                          on (d.push_token = e.push_token or d.ip = e.ip)
                       where d.user_id = ${referrerId} and e.user_id in (select id from people)
                         and e.user_id <> ${referrerId}) as "SAME_DEVICE",
               (select count(*) from referrals r
                 where r.referrer_user_id = ${referrerId}
                   and r.created_at >= ${indiaStartOf('day', sql`now()`)}
               ) >= ${REFERRALS_PER_DAY_LIMIT} as "REFERRER_DAILY_LIMIT"`,
  );
  return Object.entries(row ?? {})
    .filter(([, hit]) => hit)
    .map(([flag]) => flag as ReferralFlag);
}

export async function updateReferral(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof referrals.$inferInsert>,
): Promise<void> {
  await db
    .update(referrals)
    .set(changes)
    .where(sql`${referrals.id} = ${id}`);
}

export async function referralById(db: DbOrTx, id: number): Promise<Referral | null> {
  const [row] = await rowsOf<Row>(db, sql`select ${columns} ${joins} where r.id = ${id}`);
  return row ? toReferral(row) : null;
}

export async function referralEventsOf(db: DbOrTx, id: number) {
  const rows = await rowsOf<{
    id: number | string;
    kind: ReferralEventKind;
    detail: Record<string, unknown>;
    created_at: Stamp;
  }>(
    db,
    sql`select id, kind, detail, created_at from referral_events where referral_id = ${id} order by id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at) }));
}

export type ReferralFilters = {
  page: number;
  page_size: number;
  text?: string | undefined;
  status?: ReferralStatus | undefined;
  flagged?: 'true' | 'false' | undefined;
  referrer_user_id?: number | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
};

/** The list's filters as conditions on `r` (and its teams `o`, people `u` for the text). */
function referralWhere(q: Omit<ReferralFilters, 'page' | 'page_size'>): SQL[] {
  const where: SQL[] = [];
  if (q.status) where.push(sql`r.status = ${q.status}`);
  if (q.flagged === 'true') where.push(sql`cardinality(r.flags) > 0`);
  if (q.flagged === 'false') where.push(sql`cardinality(r.flags) = 0`);
  if (q.referrer_user_id) where.push(sql`r.referrer_user_id = ${q.referrer_user_id}`);
  where.push(...onIndiaDays(sql`r.created_at`, q.created_from, q.created_to));
  if (q.text) {
    const like = `%${q.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(r.code = ${q.text.toUpperCase()} or o.search_text like ${like} or u.search_text like ${like})`,
    );
  }
  return where;
}

/** Every referral the list's filters pick, newest first, a page at a time (CSV export). */
export async function* walkReferrals(db: DbOrTx, q: Omit<ReferralFilters, 'page' | 'page_size'>) {
  for await (const page of walkById<Row>(db, {
    select: sql`select ${columns} ${joins}`,
    id: sql`r.id`,
    filters: referralWhere(q),
  }))
    yield page.map(toReferral);
}

export async function referralPage(db: DbOrTx, q: ReferralFilters) {
  const where = referralWhere(q);
  const fromWhere = sql`${joins} where ${where.length ? sql.join(where, sql` and `) : sql`true`}`;
  const [rows, count] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select ${columns} ${fromWhere} order by r.id desc limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toReferral), ...count, page: q.page, page_size: q.page_size };
}
