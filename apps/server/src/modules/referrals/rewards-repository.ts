import { sql, type SQL } from 'drizzle-orm';
import { indiaStartOf } from '../../platform/db/india-days';
import type {
  Reward,
  RewardKind,
  RewardRule,
  RewardRuleBody,
  RewardStatus,
  RewardTrigger,
} from '@switchboard/contract/referrals';
import { rewardRules, rewards } from '../../db/schema/referrals';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, idIn, offsetOf } from '../../platform/db/paging';

type Stamp = Date | string;
type RuleRow = Omit<RewardRule, 'created_at' | 'min_amount'> & {
  created_at: Stamp;
  min_amount: number | string;
};
const ruleColumns = sql`id, name, trigger, min_amount, kind, referrer_value, referred_value, monthly_cap, active, created_at`;
const toRule = (r: RuleRow): RewardRule => ({
  ...r,
  min_amount: Number(r.min_amount),
  created_at: toIso(r.created_at),
});

export async function ruleList(db: DbOrTx, active?: 'true' | 'false'): Promise<RewardRule[]> {
  const where = active ? sql`where active = ${active === 'true'}` : sql``;
  const rows = await rowsOf<RuleRow>(
    db,
    sql`select ${ruleColumns} from reward_rules ${where} order by active desc, id`,
  );
  return rows.map(toRule);
}

export async function ruleById(db: DbOrTx, id: number, lock = false): Promise<RewardRule | null> {
  const [row] = await rowsOf<RuleRow>(
    db,
    sql`select ${ruleColumns} from reward_rules where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ? toRule(row) : null;
}

type RuleFields = {
  [K in keyof RewardRuleBody]-?: Exclude<RewardRuleBody[K], undefined>;
};
const ruleValues = (body: Partial<RuleFields>) => ({
  name: body.name,
  trigger: body.trigger,
  minAmount: body.min_amount,
  kind: body.kind,
  referrerValue: body.referrer_value,
  referredValue: body.referred_value,
  monthlyCap: body.monthly_cap,
  active: body.active,
});

export async function insertRule(db: DbOrTx, body: RuleFields): Promise<number> {
  const [row] = await db
    .insert(rewardRules)
    .values({
      ...ruleValues(body),
      name: body.name,
      trigger: body.trigger,
      referrerValue: body.referrer_value,
    })
    .returning({ id: rewardRules.id });
  return row!.id;
}

export async function updateRule(db: DbOrTx, id: number, body: Partial<RuleFields>) {
  await db
    .update(rewardRules)
    .set(ruleValues(body))
    .where(sql`${rewardRules.id} = ${id}`);
}

/** The active rules a referral reaching `trigger` (with a first payment of `amount`) earns. */
export async function rulesFor(db: DbOrTx, trigger: RewardTrigger, amount: number) {
  const rows = await rowsOf<RuleRow>(
    db,
    sql`select ${ruleColumns} from reward_rules
         where active and trigger = ${trigger} and min_amount <= ${amount} order by id`,
  );
  return rows.map(toRule);
}

/** Rewards one referrer has earned from a rule this calendar month (IST), not ruled out. */
export async function monthlyCount(db: DbOrTx, ruleId: number, referrerId: number) {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from rewards
         where rule_id = ${ruleId} and referrer_user_id = ${referrerId} and beneficiary = 'REFERRER'
           and status not in ('REJECTED', 'REVOKED')
           and created_at >= ${indiaStartOf('month', sql`now()`)}`,
  );
  return Number(row?.n ?? 0);
}

/** A PENDING reward, unless this rule already rewarded this referral's beneficiary. */
export async function insertReward(
  db: DbOrTx,
  input: {
    referralId: number;
    ruleId: number;
    beneficiary: 'REFERRER' | 'REFERRED';
    orgId: number;
    referrerUserId: number;
    kind: RewardKind;
    value: number;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(rewards)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: rewards.id });
  return row?.id ?? null;
}

type RewardRow = Omit<Reward, 'created_at' | 'issued_at'> & {
  created_at: Stamp;
  issued_at: Stamp | null;
};
const rewardColumns = sql`w.id, w.referral_id, w.rule_id, rr.name as rule_name, w.beneficiary, w.org_id,
  o.name as org_name, w.kind, w.value, w.status, w.reason, w.created_at, w.issued_at`;
const rewardJoins = sql`from rewards w join reward_rules rr on rr.id = w.rule_id join orgs o on o.id = w.org_id`;
const toReward = (r: RewardRow): Reward => ({
  ...r,
  created_at: toIso(r.created_at),
  issued_at: toIso(r.issued_at),
});

export type RewardFilters = {
  page: number;
  page_size: number;
  status?: RewardStatus | undefined;
  kind?: RewardKind | undefined;
  beneficiary?: 'REFERRER' | 'REFERRED' | undefined;
  referral_id?: number | undefined;
  org_id?: number | undefined;
};

function rewardWhere(q: Omit<RewardFilters, 'page' | 'page_size'>, withStatus = true): SQL {
  const where: SQL[] = [];
  if (withStatus && q.status) where.push(sql`w.status = ${q.status}`);
  if (q.kind) where.push(sql`w.kind = ${q.kind}`);
  if (q.beneficiary) where.push(sql`w.beneficiary = ${q.beneficiary}`);
  if (q.referral_id) where.push(sql`w.referral_id = ${q.referral_id}`);
  if (q.org_id) where.push(sql`w.org_id = ${q.org_id}`);
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

export async function rewardPage(db: DbOrTx, q: RewardFilters) {
  const fromWhere = sql`${rewardJoins} where ${rewardWhere(q)}`;
  const [rows, count, totals] = await Promise.all([
    rowsOf<RewardRow>(
      db,
      sql`select ${rewardColumns} ${fromWhere} order by w.id desc limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
    ),
    cappedCount(db, fromWhere),
    // The totals by state are of the other filters, so the tabs read as "of these, so many".
    rowsOf<{
      status: RewardStatus;
      kind: RewardKind;
      count: number | string;
      value: number | string;
    }>(
      db,
      sql`select w.status, w.kind, count(*) as count, coalesce(sum(w.value), 0) as value
            from rewards w where ${rewardWhere(q, false)}
           group by w.status, w.kind order by w.status, w.kind`,
    ),
  ]);
  return {
    rows: rows.map(toReward),
    ...count,
    page: q.page,
    page_size: q.page_size,
    totals: totals.map((t) => ({
      status: t.status,
      kind: t.kind,
      count: Number(t.count),
      value: Number(t.value),
    })),
  };
}

/** Every reward the filters pick, newest first, a page of 500 at a time (by id, for exports). */
export async function* walkRewards(db: DbOrTx, q: Omit<RewardFilters, 'page' | 'page_size'>) {
  let before = 2_147_483_647;
  for (;;) {
    const rows = await rowsOf<RewardRow>(
      db,
      sql`select ${rewardColumns} ${rewardJoins}
           where ${rewardWhere(q)} and w.id < ${before} order by w.id desc limit 500`,
    );
    if (rows.length === 0) return;
    yield rows.map(toReward);
    before = rows.at(-1)!.id;
  }
}

export async function rewardsOfReferral(db: DbOrTx, referralId: number): Promise<Reward[]> {
  const rows = await rowsOf<RewardRow>(
    db,
    sql`select ${rewardColumns} ${rewardJoins} where w.referral_id = ${referralId} order by w.id`,
  );
  return rows.map(toReward);
}

/**
 * Locks the still-PENDING ones of these rewards (or of those the filters pick, at most
 * `limit`), in id order, so two approvals never deadlock.
 */
export async function lockPending(
  db: DbOrTx,
  which: number[] | Omit<RewardFilters, 'page' | 'page_size' | 'status'>,
  limit = 500,
) {
  const picked = Array.isArray(which) ? idIn(sql`w.id`, which) : rewardWhere(which);
  return rowsOf<{
    id: number;
    referral_id: number;
    org_id: number;
    org_name: string;
    kind: RewardKind;
    value: number;
    rule_name: string;
  }>(
    db,
    sql`select w.id, w.referral_id, w.org_id, o.name as org_name, w.kind, w.value, rr.name as rule_name
          from rewards w join reward_rules rr on rr.id = w.rule_id join orgs o on o.id = w.org_id
         where ${picked} and w.status = 'PENDING'
         order by w.id limit ${limit} for update of w`,
  );
}

export async function lockReward(db: DbOrTx, id: number) {
  const [row] = await rowsOf<{
    id: number;
    org_id: number;
    kind: RewardKind;
    value: number;
    status: RewardStatus;
  }>(db, sql`select id, org_id, kind, value, status from rewards where id = ${id} for update`);
  return row ?? null;
}

export async function setRewardStatus(
  db: DbOrTx,
  ids: number[],
  changes: { status: RewardStatus; reason?: string; decidedById: number | null; issuedAt?: Date },
): Promise<void> {
  await db
    .update(rewards)
    .set(changes)
    .where(idIn(sql`${rewards.id}`, ids));
}
