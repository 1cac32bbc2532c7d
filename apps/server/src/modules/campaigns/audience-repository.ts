import { sql, type SQL } from 'drizzle-orm';
import type { Audience, CampaignChannel } from '@switchboard/contract/campaigns';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { onIndiaDays } from '../../platform/db/india-days';

// Who a campaign reaches: its audience as SQL, its preview and count, its recipients.

const yes = (v: 'true' | 'false') => v === 'true';
const subscriptionNow = {
  ACTIVE: sql`exists (select 1 from subscriptions s where s.org_id = o.id and s.status = 'active'
                        and s.order_type <> 'TRIAL' and s.valid_till > now())`,
  TRIAL: sql`exists (select 1 from subscriptions s where s.org_id = o.id and s.status = 'active'
                       and s.order_type = 'TRIAL' and s.valid_till > now())`,
  EXPIRED: sql`exists (select 1 from subscriptions s where s.org_id = o.id)
                 and not exists (select 1 from subscriptions s where s.org_id = o.id
                                   and s.status = 'active' and s.valid_till > now())`,
  NONE: sql`not exists (select 1 from subscriptions s where s.org_id = o.id)`,
};

/** A running plan (active, not past its end) of the team whose products say `family`. */
const lite = sql`exists (select 1 from unnest(p.products) x where x like '%\_X')`;
const planFamily = {
  LITE: lite,
  PHONE: sql`exists (select 1 from unnest(p.products) x
                      where x not in ('crm', 'waba') and x not like '%\_X') and not ${lite}`,
  CRM_ONLY: sql`p.products = array['crm']::text[]`,
  WABA: sql`'waba' = any(p.products)`,
};
const runningPlanOf = (family: keyof typeof planFamily) =>
  sql`exists (select 1 from subscriptions s join plans p on p.id = s.plan_id
               where s.org_id = o.id and s.status = 'active' and s.valid_till > now()
                 and ${planFamily[family]})`;

/**
 * Where a channel's message goes: the owner's phone, email, or app (the push token of their
 * newest device that has one, as every push of the product).
 */
const addressOf: Record<CampaignChannel, SQL> = {
  SMS: sql`u.phone`,
  WHATSAPP: sql`u.phone`,
  EMAIL: sql`u.email`,
  PUSH: sql`(select d.push_token from user_devices d
              where d.user_id = u.id and d.push_token is not null
              order by d.last_seen_at desc limit 1)`,
};

/** The person gave marketing consent on the channel and has not withdrawn it (DPDP Act s.6). */
const consented = (channel: CampaignChannel) =>
  sql`exists (select 1 from marketing_consents c
               where c.user_id = u.id and c.channel = ${channel}
                 and c.given_at is not null and c.withdrawn_at is null)`;

/**
 * `from ... where ...` of an audience: the owners of live teams reachable on the channel who
 * consented to marketing on it, narrowed by the filter. Dates are India days. `anyConsent`
 * leaves the consent out, to count those it keeps away.
 */
export function audienceFrom(
  a: Audience,
  channel: CampaignChannel,
  { anyConsent = false }: { anyConsent?: boolean } = {},
): SQL {
  const where: SQL[] = [
    sql`o.deleted_at is null`,
    sql`u.deleted_at is null`,
    sql`${addressOf[channel]} is not null`,
  ];
  if (!anyConsent) where.push(consented(channel));
  if (a.subscription) where.push(subscriptionNow[a.subscription]);
  if (a.plan_family) where.push(runningPlanOf(a.plan_family));
  if (a.kyc_status)
    where.push(
      sql`coalesce((select k.status from kyc k where k.org_id = o.id), 'NOT_SUBMITTED') = ${a.kyc_status}`,
    );
  if (a.is_lite) where.push(sql`o.is_lite = ${yes(a.is_lite)}`);
  if (a.has_number) where.push(sql`(o.product_number is not null) = ${yes(a.has_number)}`);
  if (a.referred)
    where.push(
      sql`exists (select 1 from referrals r where r.referred_org_id = o.id) = ${yes(a.referred)}`,
    );
  where.push(...onIndiaDays(sql`o.created_at`, a.created_from, a.created_to));
  return sql`from orgs o join users u on u.id = o.owner_id where ${sql.join(where, sql` and `)}`;
}

/** An address as staff see it in lists: enough to tell people apart, not to write to them. */
export const masked = (address: string, channel: CampaignChannel) =>
  channel === 'EMAIL'
    ? `${address.slice(0, 1)}•••@${address.split('@')[1] ?? ''}`
    : channel === 'PUSH'
      ? `device ••••${address.slice(-4)}`
      : `••••••${address.slice(-4)}`;

export async function audiencePreview(db: DbOrTx, a: Audience, channel: CampaignChannel) {
  const fromWhere = audienceFrom(a, channel);
  const [count, all, sample] = await Promise.all([
    rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${fromWhere}`),
    rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n ${audienceFrom(a, channel, { anyConsent: true })}`,
    ),
    rowsOf<{ org_id: number; org_name: string; name: string; address: string }>(
      db,
      sql`select o.id as org_id, o.name as org_name, trim(u.first_name || ' ' || u.last_name) as name,
                 ${addressOf[channel]} as address ${fromWhere} order by o.id desc limit 20`,
    ),
  ]);
  const reached = Number(count[0]?.n ?? 0);
  return {
    count: reached,
    without_consent: Math.max(0, Number(all[0]?.n ?? 0) - reached),
    sample: sample.map((s) => ({ ...s, address: masked(s.address, channel) })),
  };
}
/** How many the audience reaches now on the channel. */
export async function audienceCount(
  db: DbOrTx,
  audience: Audience,
  channel: CampaignChannel,
): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n ${audienceFrom(audience, channel)}`,
  );
  return Number(row?.n ?? 0);
}

/** The audience, as of now, becomes the campaign's recipients (once: unique per user). */
export async function materialise(
  db: DbOrTx,
  campaignId: number,
  audience: Audience,
  channel: CampaignChannel,
) {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`with added as (
          insert into campaign_recipients (campaign_id, org_id, user_id, address)
          select ${campaignId}, o.id, u.id, ${addressOf[channel]} ${audienceFrom(audience, channel)}
          on conflict do nothing returning 1)
        select count(*) as n from added`,
  );
  return Number(row?.n ?? 0);
}
