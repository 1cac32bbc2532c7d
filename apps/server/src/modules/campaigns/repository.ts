import { sql, type SQL } from 'drizzle-orm';
import type {
  Audience,
  Campaign,
  CampaignChannel,
  CampaignStatus,
  RecipientStatus,
} from '@switchboard/contract/campaigns';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { indiaStartOf } from '../../platform/db/india-days';
import { masked } from './audience-repository';
import { cappedCount, offsetOf, walkById } from '../../platform/db/paging';

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
        select ${indiaStartOf('hour', sql`t`)} as at,
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
