import { sql, type SQL } from 'drizzle-orm';
import type {
  Audience,
  Campaign,
  CampaignChannel,
  CampaignStatus,
  RecipientStatus,
} from '@switchboard/contract/campaigns';
import { campaignRecipients, campaigns, smsOptOuts } from '../../db/schema/campaigns';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, offsetOf, walkById } from '../../platform/db/paging';

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

/**
 * `from ... where ...` of an audience: the owners of live teams reachable on the channel,
 * narrowed by the filter. Dates are India days.
 */
export function audienceFrom(a: Audience, channel: CampaignChannel): SQL {
  const where: SQL[] = [
    sql`o.deleted_at is null`,
    sql`u.deleted_at is null`,
    sql`${addressOf[channel]} is not null`,
  ];
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
  if (a.created_from)
    where.push(
      sql`o.created_at >= (${a.created_from}::date)::timestamp at time zone 'Asia/Kolkata'`,
    );
  if (a.created_to)
    where.push(
      sql`o.created_at < (${a.created_to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
    );
  return sql`from orgs o join users u on u.id = o.owner_id where ${sql.join(where, sql` and `)}`;
}

/** An address as staff see it in lists: enough to tell people apart, not to write to them. */
const masked = (address: string, channel: CampaignChannel) =>
  channel === 'EMAIL'
    ? `${address.slice(0, 1)}•••@${address.split('@')[1] ?? ''}`
    : channel === 'PUSH'
      ? `device ••••${address.slice(-4)}`
      : `••••••${address.slice(-4)}`;

export async function audiencePreview(db: DbOrTx, a: Audience, channel: CampaignChannel) {
  const fromWhere = audienceFrom(a, channel);
  const [count, sample] = await Promise.all([
    rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${fromWhere}`),
    rowsOf<{ org_id: number; org_name: string; name: string; address: string }>(
      db,
      sql`select o.id as org_id, o.name as org_name, trim(u.first_name || ' ' || u.last_name) as name,
                 ${addressOf[channel]} as address ${fromWhere} order by o.id desc limit 20`,
    ),
  ]);
  return {
    count: Number(count[0]?.n ?? 0),
    sample: sample.map((s) => ({ ...s, address: masked(s.address, channel) })),
  };
}

type Stamp = Date | string;
type Row = Omit<
  Campaign,
  'scheduled_at' | 'started_at' | 'completed_at' | 'created_at' | 'counts' | 'approved_at'
> & {
  approved_at: Stamp | null;
  scheduled_at: Stamp | null;
  started_at: Stamp | null;
  completed_at: Stamp | null;
  created_at: Stamp;
  counts: Campaign['counts'] | null;
};

/** A human visit of the recipient's own short URL: a click of the campaign's link. */
const clicked = sql`(r.short_url_id is not null and exists (select 1 from short_url_visits v
  where v.short_url_id = r.short_url_id and not v.is_bot))`;
/**
 * A recipient's status: its own until sent, then CLICKED once they followed their link, else
 * their message's (delivered, or failed).
 */
const recipientStatus = sql`case when r.status <> 'SENT' then r.status
  when ${clicked} then 'CLICKED'
  when ob.status = 'DELIVERED' then 'DELIVERED'
  when ob.status in ('FAILED', 'CANCELLED') then 'FAILED' else 'SENT' end`;
/** Why a recipient failed: opted out (its own), or what the provider answered. */
const recipientReason = sql`coalesce(r.reason,
  case when ob.status in ('FAILED', 'CANCELLED') then ob.last_error end)`;

const columns = sql`c.id, c.name, c.channel, c.status, c.audience, c.dlt_template_id, c.sender_id,
  c.subject, c.text, c.whatsapp_account_id, c.whatsapp_template_id, c.whatsapp_variables, c.link_url, c.promotional, c.send_rate_per_minute, c.awaiting_approval, c.approved_at,
  c.scheduled_at, c.started_at, c.completed_at, c.created_at,
  (select json_build_object(
      'total', count(*),
      'QUEUED', count(*) filter (where s = 'QUEUED'),
      'SENT', count(*) filter (where s = 'SENT'),
      'DELIVERED', count(*) filter (where s = 'DELIVERED'),
      'CLICKED', count(*) filter (where s = 'CLICKED'),
      'FAILED', count(*) filter (where s = 'FAILED'))
     from (select ${recipientStatus} as s from campaign_recipients r
             left join outbox ob on ob.id = r.outbox_id where r.campaign_id = c.id) x) as counts`;

const toCampaign = (r: Row): Campaign => ({
  ...r,
  approved_at: toIso(r.approved_at),
  scheduled_at: toIso(r.scheduled_at),
  started_at: toIso(r.started_at),
  completed_at: toIso(r.completed_at),
  created_at: toIso(r.created_at),
  counts: r.counts ?? { total: 0, QUEUED: 0, SENT: 0, DELIVERED: 0, CLICKED: 0, FAILED: 0 },
});

/** A campaign's channel alone (null when there is no such campaign): no counts computed. */
export async function campaignChannel(db: DbOrTx, id: number): Promise<CampaignChannel | null> {
  const [row] = await rowsOf<{ channel: CampaignChannel }>(
    db,
    sql`select channel from campaigns where id = ${id}`,
  );
  return row?.channel ?? null;
}

export async function campaignById(db: DbOrTx, id: number, lock = false) {
  const [row] = await rowsOf<Row>(
    db,
    lock
      ? sql`select ${columns} from campaigns c where c.id = ${id} for update of c`
      : sql`select ${columns} from campaigns c where c.id = ${id}`,
  );
  return row ? toCampaign(row) : null;
}

type CampaignFilters = { status?: CampaignStatus | undefined; text?: string | undefined };

/** The list's filters as conditions on `c`: its status, and a name containing the text. */
function campaignFilters(q: CampaignFilters): SQL[] {
  const where: SQL[] = [];
  if (q.status) where.push(sql`c.status = ${q.status}`);
  if (q.text) where.push(sql`c.name ilike ${`%${q.text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  return where;
}

export async function campaignPage(
  db: DbOrTx,
  q: CampaignFilters & { page: number; page_size: number },
) {
  const where = campaignFilters(q);
  const fromWhere = sql`from campaigns c where ${where.length ? sql.join(where, sql` and `) : sql`true`}`;
  const [rows, count] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select ${columns} ${fromWhere} order by c.id desc limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toCampaign), ...count, page: q.page, page_size: q.page_size };
}

/** Every campaign the list's filters pick, newest first, with its counts, a page at a time. */
export async function* walkCampaigns(db: DbOrTx, q: CampaignFilters) {
  for await (const page of walkById<Row>(db, {
    select: sql`select ${columns} from campaigns c`,
    id: sql`c.id`,
    filters: campaignFilters(q),
  }))
    yield page.map(toCampaign);
}

export async function insertCampaign(db: DbOrTx, values: typeof campaigns.$inferInsert) {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return row!.id;
}

export async function updateCampaign(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof campaigns.$inferInsert>,
) {
  await db
    .update(campaigns)
    .set(changes)
    .where(sql`${campaigns.id} = ${id}`);
}

/** SCHEDULED campaigns due now (and approved when they need it), each taken by one instance. */
export async function lockDueCampaigns(db: DbOrTx) {
  return rowsOf<{ id: number; audience: Audience; channel: CampaignChannel }>(
    db,
    sql`select id, audience, channel from campaigns
         where status = 'SCHEDULED' and scheduled_at <= now() and not awaiting_approval
         order by id for update skip locked`,
  );
}

/** The audience, as of now, becomes the campaign's recipients (once: unique per user). */
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

export async function sendingCampaigns(db: DbOrTx) {
  return rowsOf<{
    id: number;
    name: string;
    channel: CampaignChannel;
    subject: string | null;
    text: string;
    whatsapp_account_id: number | null;
    whatsapp_template_id: number | null;
    whatsapp_variables: string[];
    dlt_template_id: string | null;
    sender_id: string | null;
    promotional: boolean;
    send_rate_per_minute: number;
    link_url: string | null;
    short_link_base: string | null;
  }>(
    db,
    sql`select id, name, channel, subject, text, whatsapp_account_id, whatsapp_template_id,
               whatsapp_variables, dlt_template_id, sender_id, promotional,
               send_rate_per_minute,
               link_url, short_link_base
          from campaigns where status = 'SENDING' order by id`,
  );
}

/**
 * Locks the campaign's row for this transaction, if it is still SENDING: the instances take
 * turns on one campaign, so the rate they share is counted before anyone sends.
 */
export async function lockSending(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select id from campaigns where id = ${id} and status = 'SENDING' for update skip locked`,
  );
  return rows.length === 1;
}

export async function sentLastMinute(db: DbOrTx, campaignId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from campaign_recipients
         where campaign_id = ${campaignId} and sent_at > now() - interval '1 minute'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The next queued recipients, with the names their message is filled with; an SMS recipient
 * whose number opted out is marked so.
 */
export async function claimQueued(
  db: DbOrTx,
  campaignId: number,
  channel: CampaignChannel,
  limit: number,
) {
  const optedOut =
    channel === 'SMS'
      ? sql`exists (select 1 from sms_opt_outs x where x.phone = r.address)`
      : sql`false`;
  return rowsOf<{
    id: number;
    org_id: number;
    address: string;
    first_name: string;
    org_name: string;
    opted_out: boolean;
  }>(
    db,
    sql`select r.id, r.org_id, r.address, u.first_name, o.name as org_name,
               ${optedOut} as opted_out
          from campaign_recipients r
          join users u on u.id = r.user_id
          join orgs o on o.id = r.org_id
         where r.campaign_id = ${campaignId} and r.status = 'QUEUED'
         order by r.id limit ${limit} for update of r skip locked`,
  );
}

export async function markRecipient(
  db: DbOrTx,
  id: number,
  changes: { status: 'SENT' | 'FAILED'; outboxId?: number; shortUrlId?: number; reason?: string },
) {
  await db
    .update(campaignRecipients)
    .set({ ...changes, sentAt: new Date() })
    .where(sql`${campaignRecipients.id} = ${id}`);
}

export async function queuedLeft(db: DbOrTx, campaignId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from campaign_recipients where campaign_id = ${campaignId} and status = 'QUEUED' limit 1`,
  );
  return rows.length > 0;
}

export async function recipientPage(
  db: DbOrTx,
  campaignId: number,
  q: { page: number; page_size: number; status?: RecipientStatus | undefined },
  channel: CampaignChannel,
) {
  const where = q.status ? sql` and (${recipientStatus}) = ${q.status}` : sql``;
  const fromWhere = sql`from campaign_recipients r
      join users u on u.id = r.user_id join orgs o on o.id = r.org_id
      left join outbox ob on ob.id = r.outbox_id
     where r.campaign_id = ${campaignId}${where}`;
  const [rows, count] = await Promise.all([
    rowsOf<{
      id: number | string;
      user_id: number;
      org_id: number;
      org_name: string;
      name: string;
      address: string;
      status: RecipientStatus;
      reason: string | null;
      sent_at: Stamp | null;
    }>(
      db,
      sql`select r.id, r.user_id, r.org_id, o.name as org_name, trim(u.first_name || ' ' || u.last_name) as name,
                 r.address, ${recipientStatus} as status,
                 ${recipientReason} as reason,
                 r.sent_at
           ${fromWhere} order by r.id limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      address: masked(r.address, channel),
      sent_at: toIso(r.sent_at),
    })),
    ...count,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function optOutPage(
  db: DbOrTx,
  q: { page: number; page_size: number; text?: string | undefined },
) {
  const fromWhere = q.text
    ? sql`from sms_opt_outs x where x.phone like ${`%${q.text.replace(/\D/g, '')}%`}`
    : sql`from sms_opt_outs x`;
  const [rows, count] = await Promise.all([
    rowsOf<{ phone: string; reason: string; created_at: Stamp }>(
      db,
      sql`select x.phone, x.reason, x.created_at ${fromWhere} order by x.created_at desc
           limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, created_at: toIso(r.created_at) })),
    ...count,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Adds a number (true), or finds it already there (false). */
export async function insertOptOut(db: DbOrTx, phone: string, reason: string) {
  const rows = await db
    .insert(smsOptOuts)
    .values({ phone, reason })
    .onConflictDoNothing()
    .returning({ phone: smsOptOuts.phone });
  return rows.length === 1;
}

export async function deleteOptOut(db: DbOrTx, phone: string) {
  const rows = await db
    .delete(smsOptOuts)
    .where(sql`${smsOptOuts.phone} = ${phone}`)
    .returning({ phone: smsOptOuts.phone });
  return rows.length === 1;
}

/** Removes a number's opt-out only when a STOP reply put it there. */
export async function deleteStopReply(db: DbOrTx, phone: string, reason: string) {
  const rows = await db
    .delete(smsOptOuts)
    .where(sql`${smsOptOuts.phone} = ${phone} and ${smsOptOuts.reason} = ${reason}`)
    .returning({ phone: smsOptOuts.phone });
  return rows.length === 1;
}

/** The campaigns that reached one person, newest first (the last 50). */
export async function campaignsOfUser(db: DbOrTx, userId: number) {
  const rows = await rowsOf<{
    campaign_id: number;
    name: string;
    status: RecipientStatus;
    reason: string | null;
    sent_at: Stamp | null;
  }>(
    db,
    sql`select c.id as campaign_id, c.name, ${recipientStatus} as status,
               ${recipientReason} as reason,
               r.sent_at
          from campaign_recipients r
          join campaigns c on c.id = r.campaign_id
          left join outbox ob on ob.id = r.outbox_id
         where r.user_id = ${userId}
         order by r.id desc limit 50`,
  );
  return rows.map((r) => ({ ...r, sent_at: toIso(r.sent_at) }));
}

/**
 * A campaign's sent messages, deliveries and first clicks per India hour (the hour's start),
 * from its recipients: one row per hour that had any.
 */
export async function activityByHour(db: DbOrTx, campaignId: number) {
  const rows = await rowsOf<{
    at: Stamp;
    sent: number | string;
    delivered: number | string;
    clicked: number | string;
  }>(
    db,
    sql`with r as (
          select r.sent_at, ob.delivered_at,
                 (select min(v.visited_at) from short_url_visits v
                   where v.short_url_id = r.short_url_id and not v.is_bot) as clicked_at
            from campaign_recipients r left join outbox ob on ob.id = r.outbox_id
           where r.campaign_id = ${campaignId} and r.status = 'SENT'),
        events as (
          select sent_at as t, 1 as s, 0 as d, 0 as c from r
          union all select delivered_at, 0, 1, 0 from r where delivered_at is not null
          union all select clicked_at, 0, 0, 1 from r where clicked_at is not null)
        select date_trunc('hour', t at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata' as at,
               sum(s) as sent, sum(d) as delivered, sum(c) as clicked
          from events group by 1 order by 1`,
  );
  return rows.map((r) => ({
    at: toIso(r.at),
    sent: Number(r.sent),
    delivered: Number(r.delivered),
    clicked: Number(r.clicked),
  }));
}
