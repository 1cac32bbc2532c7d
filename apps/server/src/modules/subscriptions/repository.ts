import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  Freebies,
  OrgContext,
  Subscription,
  subscriptionListQuery,
  subscriptionStatuses,
} from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { subscriptions, type SubscriptionAddon } from '../../db/schema/subscriptions';
import { orgs } from '../../db/schema/teams';
import { creditBalance } from './credit-repository';
import { rowsOf, toIso, type DbOrTx, type Tx } from '../../platform/db/client';
import { onReplica, readerOf } from '../../platform/db/read-handle';
import { cappedCount, offsetOf, walkById } from '../../platform/db/paging';
import { onIndiaDays } from '../../platform/db/india-days';

type SubscriptionRow = Omit<
  Subscription,
  | 'start_date'
  | 'valid_till'
  | 'created_at'
  | 'ended_at'
  | 'amount'
  | 'addons'
  | 'freebies'
  | 'catalogue_amount'
> & {
  catalogue_amount: number | string | null;
  start_date: Date | string;
  valid_till: Date | string;
  created_at: Date | string;
  ended_at: Date | string | null;
  amount: number | string;
  addons: SubscriptionAddon[];
  freebies: Freebies;
};

/**
 * Lapse is computed, not stored: nothing runs at midnight to mark subscriptions expired, so
 * every read of a status, and every "current subscription" question, goes through these two.
 * `s` is the subscriptions alias.
 */
export const effectiveStatus = sql`case when s.status = 'active' and s.valid_till < now() then 'expired' else s.status end`;
export const isCurrent = sql`(s.status = 'active' and s.valid_till >= now())`;

/**
 * The status filter, written so each branch is a range on the (status, valid_till) index:
 * 'expired' is stored expired or active past its date, 'active' is active and not past it.
 */
export function statusFilter(status: (typeof subscriptionStatuses)[number]): SQL {
  if (status === 'active') return isCurrent;
  if (status === 'expired')
    return sql`(s.status = 'expired' or (s.status = 'active' and s.valid_till < now()))`;
  return sql`s.status = ${status}`;
}

const subscriptionColumns = sql`s.id, s.org_id, o.name as org_name, s.plan_id, p.name as plan_name, s.variant_id,
  v.name as variant_name, ${effectiveStatus} as status, s.order_type, s.start_date, s.valid_till, s.amount, s.payment_type, s.payment_id,
  s.gstin, s.description, s.addons, s.freebies, s.catalogue_amount, s.price_override_reason,
  s.created_at, s.ended_at`;
const subscriptionJoins = sql`from subscriptions s
  join orgs o on o.id = s.org_id
  join plans p on p.id = s.plan_id
  left join plan_variants v on v.id = s.variant_id`;

const toSubscription = (r: SubscriptionRow): Subscription => ({
  ...r,
  amount: Number(r.amount),
  catalogue_amount: r.catalogue_amount === null ? null : Number(r.catalogue_amount),
  start_date: toIso(r.start_date),
  valid_till: toIso(r.valid_till),
  created_at: toIso(r.created_at),
  ended_at: toIso(r.ended_at),
});

export async function findSubscription(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<Subscription | null> {
  const [row] = await rowsOf<SubscriptionRow>(
    db,
    sql`select ${subscriptionColumns} ${subscriptionJoins} where s.id = ${id} ${forUpdate ? sql`for update of s` : sql``}`,
  );
  return row ? toSubscription(row) : null;
}

export async function listOrgSubscriptions(
  db: DbOrTx,
  orgId: number,
  order: 'ASC' | 'DESC',
): Promise<Subscription[]> {
  const rows = await rowsOf<SubscriptionRow>(
    db,
    sql`select ${subscriptionColumns} ${subscriptionJoins} where s.org_id = ${orgId}
        order by s.id ${order === 'ASC' ? sql`asc` : sql`desc`} limit 200`,
  );
  return rows.map(toSubscription);
}

type SubscriptionFilters = Omit<z.output<typeof subscriptionListQuery>, 'page' | 'page_size'>;

/** The list's filters as conditions on `s`; each has an index (status+valid_till, plan, org). */
function subscriptionFilters(query: SubscriptionFilters): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(statusFilter(query.status));
  if (query.plan_id) where.push(sql`s.plan_id = ${query.plan_id}`);
  if (query.org_id) where.push(sql`s.org_id = ${query.org_id}`);
  if (query.price_override) where.push(sql`s.price_override_reason is not null`);
  if (query.order_type) where.push(sql`s.order_type = ${query.order_type}`);
  where.push(...onIndiaDays(sql`s.created_at`, query.from, query.to));
  if (query.expiring_within_days !== undefined) {
    where.push(
      sql`${isCurrent} and s.valid_till < now() + make_interval(days => ${query.expiring_within_days}::int)`,
    );
  }
  return where;
}

/** All subscriptions, newest first; every filter has an index. */
export function listSubscriptions(handle: DbOrTx, query: z.output<typeof subscriptionListQuery>) {
  return onReplica(handle, (db) => listSubscriptionsOn(db, query));
}

async function listSubscriptionsOn(db: DbOrTx, query: z.output<typeof subscriptionListQuery>) {
  const where = subscriptionFilters(query);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const rows = await rowsOf<SubscriptionRow>(
    db,
    sql`select ${subscriptionColumns} ${subscriptionJoins} ${filter}
        order by s.id desc limit ${query.page_size} offset ${offsetOf(query.page, query.page_size)}`,
  );
  const count = await cappedCount(db, sql`from subscriptions s ${filter}`);
  return { rows: rows.map(toSubscription), ...count, page: query.page, page_size: query.page_size };
}

/** Every subscription the list's filters pick, newest first, a page at a time (CSV export). */
export async function* walkSubscriptions(handle: DbOrTx, query: SubscriptionFilters) {
  // An export's pages, all from one handle: a replica when the caller allows it.
  const db = await readerOf(handle);
  for await (const page of walkById<SubscriptionRow>(db, {
    select: sql`select ${subscriptionColumns} ${subscriptionJoins}`,
    id: sql`s.id`,
    filters: subscriptionFilters(query),
  }))
    yield page.map(toSubscription);
}

type CurrentSubscription = { id: number; plan_id: number; addons: SubscriptionAddon[] };

/** The org's current subscription (the newest that is active and not past valid_till), if any. */
export async function findCurrentSubscription(
  db: DbOrTx,
  orgId: number,
): Promise<CurrentSubscription | null> {
  const [current] = await rowsOf<CurrentSubscription>(
    db,
    sql`select s.id, s.plan_id, s.addons from subscriptions s where s.org_id = ${orgId} and ${isCurrent}
         order by s.id desc limit 1`,
  );
  return current ?? null;
}

/** What the Create Plan rules need about an org; the row is locked when `forUpdate`. */
export async function findOrgContext(
  db: DbOrTx,
  orgId: number,
  forUpdate = false,
): Promise<OrgContext | null> {
  const [org] = await rowsOf<
    Omit<
      OrgContext,
      | 'current_plan_id'
      | 'current_subscription_id'
      | 'active_addon_ids'
      | 'invite_discount'
      | 'credit_paise'
      | 'suspended'
    >
  >(
    db,
    sql`select id, name, email, gstin, product_number, is_lite, is_trial, status,
               (select k.status from kyc k where k.org_id = orgs.id) as kyc_status
          from orgs
         where id = ${orgId} and deleted_at is null ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!org) return null;
  const current = await findCurrentSubscription(db, orgId);
  return {
    ...org,
    suspended: org.status === 'SUSPENDED' ? await suspensionOf(db, orgId) : null,
    current_plan_id: current?.plan_id ?? null,
    current_subscription_id: current?.id ?? null,
    active_addon_ids: current?.addons.map((a) => a.addon_id) ?? [],
    invite_discount: await pendingInviteDiscount(db, orgId),
    credit_paise: await creditBalance(db, orgId),
  };
}

/** When a suspended team was suspended and by whom: its newest audited change to SUSPENDED. */
async function suspensionOf(db: DbOrTx, orgId: number) {
  const [row] = await rowsOf<{ at: Date | string; by: string | null }>(
    db,
    sql`select a.created_at as at, nullif(trim(concat(u.first_name, ' ', u.last_name)), '') as by
          from audit_log a left join users u on u.id = a.actor_id
         where a.org_id = ${orgId} and a.summary -> 'status' ->> 'after' = 'SUSPENDED'
         order by a.id desc limit 1`,
  );
  return row ? { at: toIso(row.at), by: row.by } : { at: null, by: null };
}

/** The newest discount invite code of the team that no paid sale has come after. */
async function pendingInviteDiscount(db: DbOrTx, orgId: number) {
  const [row] = await rowsOf<{ code: string; percent: number; redeemed_at: Date | string }>(
    db,
    sql`select c.code, c.benefit_value as percent, r.created_at as redeemed_at
          from invite_code_redemptions r join invite_codes c on c.id = r.invite_code_id
         where r.org_id = ${orgId} and c.benefit = 'DISCOUNT_PERCENT'
           and not exists (select 1 from subscriptions s
                            where s.org_id = r.org_id and s.amount > 0 and s.created_at > r.created_at)
         order by r.id desc limit 1`,
  );
  return row ? { ...row, percent: Number(row.percent), redeemed_at: toIso(row.redeemed_at) } : null;
}

/** Inserts a subscription; returns its id. */
export async function insertSubscription(
  tx: Tx,
  values: typeof subscriptions.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  if (!row) throw new Error('subscription insert failed');
  return row.id;
}

/** The columns staff actions change on a subscription. */
export type SubscriptionChanges = Partial<
  Pick<
    typeof subscriptions.$inferInsert,
    'validTill' | 'gstin' | 'status' | 'endedAt' | 'freebies' | 'addons'
  >
>;

export async function updateSubscription(
  tx: Tx,
  id: number,
  changes: SubscriptionChanges,
): Promise<void> {
  await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}

/**
 * A sold plan makes the team a paying one: its trial ends and a suspension is lifted. Returns
 * what changed ({ field: { before, after } }), empty when nothing did.
 */
/**
 * The sold plan's products join the team's (the team header's PRODUCTS): what it had stays.
 * Returns the change, or null when the team had them all.
 */
export async function addPlanProducts(
  tx: Tx,
  orgId: number,
  products: string[],
): Promise<{ before: string[]; after: string[] } | null> {
  const [row] = await rowsOf<{ products: string[] | null }>(
    tx,
    sql`select products from orgs where id = ${orgId}`,
  );
  const before = row?.products ?? [];
  const after = [...before, ...products.filter((p) => !before.includes(p))];
  if (after.length === before.length) return null;
  await tx.update(orgs).set({ products: after, updatedAt: new Date() }).where(eq(orgs.id, orgId));
  return { before, after };
}

export async function convertOrgOnSale(
  tx: Tx,
  org: { id: number; is_trial: boolean; status: string },
): Promise<Record<string, { before: unknown; after: unknown }>> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  if (org.is_trial) changes.is_trial = { before: true, after: false };
  if (org.status === 'SUSPENDED') changes.status = { before: 'SUSPENDED', after: 'ACTIVE' };
  if (Object.keys(changes).length === 0) return changes;
  await tx.execute(
    sql`update orgs set is_trial = false,
          status = case when status = 'SUSPENDED' then 'ACTIVE' else status end,
          updated_at = now()
        where id = ${org.id}`,
  );
  return changes;
}
