import { sql, type SQL } from 'drizzle-orm';
import {
  messagingTierLimits,
  type WhatsappAccount,
  type WhatsappAccountListQuery,
  type WhatsappMessageListQuery,
  type WhatsappTemplate,
} from '@switchboard/contract/whatsapp';
import { cappedCount, containsText, EXACT_COUNT_CAP, offsetOf } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import type { BspAccount, BspTemplate } from '../../platform/providers/whatsapp';
import { onIndiaDays } from '../../platform/db/india-days';

type RawAccount = {
  id: number;
  org_id: number;
  org_name: string;
  phone_number: string;
  display_name: string;
  display_name_status: string;
  status: string;
  quality_rating: string;
  messaging_tier: string | null;
  messaging_limit: number | null;
  waba_id: string | null;
  phone_number_id: string | null;
  webhook_last_at: Date | string | null;
  synced_at: Date | string | null;
  plan_name: string | null;
  updated_at: Date | string;
};

const toAccount = (r: RawAccount): WhatsappAccount => ({
  ...(r as Omit<RawAccount, 'webhook_last_at' | 'synced_at' | 'updated_at'>),
  display_name_status: r.display_name_status as WhatsappAccount['display_name_status'],
  status: r.status as WhatsappAccount['status'],
  quality_rating: r.quality_rating as WhatsappAccount['quality_rating'],
  messaging_tier: r.messaging_tier as WhatsappAccount['messaging_tier'],
  webhook_last_at: toIso(r.webhook_last_at),
  synced_at: toIso(r.synced_at),
  updated_at: toIso(r.updated_at),
});

/** The org's current plan when it includes WhatsApp (what entitles its account), as a row. */
export const wabaPlanOf = (orgId: SQL) =>
  sql`select p.name, p.products from subscriptions s join plans p on p.id = s.plan_id
       where s.org_id = ${orgId} and s.status = 'active' and s.valid_till >= now()
         and 'waba' = any(p.products)
       order by s.id desc limit 1`;
const wabaPlan = sql`(select w.name from (${wabaPlanOf(sql`a.org_id`)}) w)`;

const accountColumns = sql`a.id, a.org_id, o.name as org_name, a.phone_number, a.display_name,
  a.display_name_status, a.status, a.quality_rating, a.messaging_tier, a.messaging_limit, a.waba_id,
  a.phone_number_id, a.webhook_last_at, a.synced_at, ${wabaPlan} as plan_name, a.updated_at`;

export async function accountWhere(
  db: DbOrTx,
  where: SQL,
  lock = false,
): Promise<WhatsappAccount | null> {
  const [row] = await rowsOf<RawAccount>(
    db,
    sql`select ${accountColumns} from heltar_accounts a join orgs o on o.id = a.org_id
         where ${where} ${lock ? sql`for update of a` : sql``}`,
  );
  return row ? toAccount(row) : null;
}

export const accountOfOrg = (db: DbOrTx, orgId: number, lock = false) =>
  accountWhere(db, sql`a.org_id = ${orgId}`, lock);
export const accountById = (db: DbOrTx, id: number, lock = false) =>
  accountWhere(db, sql`a.id = ${id}`, lock);

/** Every org's account: the troubled (FLAGGED, RESTRICTED) first, then the newest. */
export async function accountsPage(db: DbOrTx, query: WhatsappAccountListQuery) {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`a.status = ${query.status}`);
  if (query.quality) filters.push(sql`a.quality_rating = ${query.quality}`);
  if (query.tier) filters.push(sql`a.messaging_tier = ${query.tier}`);
  const text = query.text?.trim();
  if (text) {
    const digits = text.replace(/\D/g, '');
    // The org's trigram-indexed search text (its name, email, number and id).
    const matches = [containsText(sql`o.search_text`, text.toLowerCase())];
    if (digits.length >= 4) matches.push(sql`a.phone_number like ${`%${digits.slice(-10)}%`}`);
    filters.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  // The org is joined for the page's rows only, unless the text searches its name.
  const from = text
    ? sql`from heltar_accounts a join orgs o on o.id = a.org_id`
    : sql`from heltar_accounts a`;
  const fromWhere = sql`${from} where ${sql.join(filters, sql` and `)}`;
  const order = sql`(a.status in ('FLAGGED', 'RESTRICTED')) desc, a.id desc`;
  const [rows, count] = await Promise.all([
    rowsOf<RawAccount>(
      db,
      sql`select ${accountColumns}
            from (select a.* ${fromWhere} order by ${order}
                   limit ${query.page_size} offset ${offsetOf(query.page, query.page_size)}) a
            join orgs o on o.id = a.org_id
           order by ${order}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toAccount), ...count, page: query.page, page_size: query.page_size };
}

/** What the BSP says of the account, written over what was there. */
const bspColumns = (b: BspAccount) => ({
  phone_number: b.phoneNumber,
  display_name: b.displayName,
  display_name_status: b.displayNameStatus,
  status: b.status,
  quality_rating: b.qualityRating,
  messaging_tier: b.messagingTier,
  messaging_limit: b.messagingTier ? messagingTierLimits[b.messagingTier] : null,
  waba_id: b.wabaId,
  phone_number_id: b.phoneNumberId,
});

/** Links (or links again, in place of a disconnected one) the org's account; its id. */
export async function upsertAccount(tx: DbOrTx, orgId: number, b: BspAccount): Promise<number> {
  const c = bspColumns(b);
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into heltar_accounts (org_id, phone_number, display_name, display_name_status, status,
          quality_rating, messaging_tier, messaging_limit, waba_id, phone_number_id, synced_at)
        values (${orgId}, ${c.phone_number}, ${c.display_name}, ${c.display_name_status}, ${c.status},
          ${c.quality_rating}, ${c.messaging_tier}, ${c.messaging_limit}, ${c.waba_id},
          ${c.phone_number_id}, now())
        on conflict (org_id) do update set
          phone_number = excluded.phone_number, display_name = excluded.display_name,
          display_name_status = excluded.display_name_status, status = excluded.status,
          quality_rating = excluded.quality_rating, messaging_tier = excluded.messaging_tier,
          messaging_limit = excluded.messaging_limit, waba_id = excluded.waba_id,
          phone_number_id = excluded.phone_number_id, synced_at = now(), updated_at = now()
        returning id`,
  );
  return row!.id;
}

export async function setAccountStatus(tx: DbOrTx, id: number, status: string): Promise<void> {
  await tx.execute(
    sql`update heltar_accounts set status = ${status}, updated_at = now() where id = ${id}`,
  );
}

/** The account another org holds with this BSP number, if any. */
export async function orgHoldingNumber(
  db: DbOrTx,
  phoneNumberId: string,
): Promise<{ org_id: number; org_name: string } | null> {
  const [row] = await rowsOf<{ org_id: number; org_name: string }>(
    db,
    sql`select a.org_id, o.name as org_name from heltar_accounts a join orgs o on o.id = a.org_id
         where a.phone_number_id = ${phoneNumberId}`,
  );
  return row ?? null;
}

type RawTemplate = Omit<WhatsappTemplate, 'synced_at' | 'category' | 'status'> & {
  category: string;
  status: string;
  synced_at: Date | string;
};

const templateColumns = sql`id, name, language, category, status, rejected_reason, body, variable_count, synced_at`;
const toTemplate = (r: RawTemplate): WhatsappTemplate => ({
  ...r,
  category: r.category as WhatsappTemplate['category'],
  status: r.status as WhatsappTemplate['status'],
  synced_at: toIso(r.synced_at),
});

export async function templatesOf(db: DbOrTx, accountId: number): Promise<WhatsappTemplate[]> {
  const rows = await rowsOf<RawTemplate>(
    db,
    sql`select ${templateColumns} from whatsapp_templates where account_id = ${accountId}
         order by (status = 'APPROVED') desc, name, language`,
  );
  return rows.map(toTemplate);
}

export async function templateById(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<WhatsappTemplate | null> {
  const [row] = await rowsOf<RawTemplate>(
    db,
    sql`select ${templateColumns} from whatsapp_templates where account_id = ${accountId} and id = ${id}`,
  );
  return row ? toTemplate(row) : null;
}

/**
 * The BSP's templates replace the account's: new ones are added, known ones updated, and one
 * the BSP no longer has is removed. One statement each, in the caller's transaction.
 */
export async function replaceTemplates(
  tx: DbOrTx,
  accountId: number,
  templates: (BspTemplate & { variableCount: number })[],
): Promise<void> {
  const json = JSON.stringify(
    templates.map((t) => ({
      name: t.name,
      language: t.language,
      category: t.category,
      status: t.status,
      rejected_reason: t.rejectedReason,
      body: t.body,
      variable_count: t.variableCount,
    })),
  );
  await tx.execute(
    sql`delete from whatsapp_templates w where w.account_id = ${accountId}
         and not exists (select 1 from jsonb_to_recordset(${json}::jsonb) as t(name text, language text)
                          where t.name = w.name and t.language = w.language)`,
  );
  await tx.execute(
    sql`insert into whatsapp_templates (account_id, name, language, category, status, rejected_reason, body, variable_count, synced_at)
        select ${accountId}, t.name, t.language, t.category, t.status, t.rejected_reason, t.body, t.variable_count, now()
          from jsonb_to_recordset(${json}::jsonb)
            as t(name text, language text, category text, status text, rejected_reason text, body text, variable_count int)
        on conflict (account_id, name, language) do update set
          category = excluded.category, status = excluded.status,
          rejected_reason = excluded.rejected_reason, body = excluded.body,
          variable_count = excluded.variable_count, synced_at = now()`,
  );
  await tx.execute(
    sql`update heltar_accounts set synced_at = now(), updated_at = now() where id = ${accountId}`,
  );
}

type RawMessage = {
  id: number | string;
  org_id: number;
  org_name: string;
  direction: 'IN' | 'OUT';
  counterpart: string;
  kind: 'TEMPLATE' | 'TEXT' | 'OTHER';
  template_name: string | null;
  category: string | null;
  body: string | null;
  status: string;
  error: string | null;
  sent_by_name: string | null;
  created_at: Date | string;
  status_at: Date | string;
};

/**
 * A message's status: its own, moved by the BSP's webhooks; while it waits for the first of
 * them, what the delivery worker did (taken, refused, cancelled, or the sandbox's delivery).
 */
const shownStatus = sql`case when m.status = 'QUEUED' then
    case ob.status when 'SENT' then 'SENT' when 'DELIVERED' then 'DELIVERED'
      when 'FAILED' then 'FAILED' when 'CANCELLED' then 'FAILED' else 'QUEUED' end
  else m.status end`;
const shownError = sql`coalesce(m.error, case when m.status = 'QUEUED' and ob.status in ('FAILED', 'CANCELLED')
  then coalesce(ob.last_error, 'Not sent') end)`;

const messageColumns = sql`m.id, m.org_id, o.name as org_name, m.direction, m.counterpart, m.kind,
  m.template_name, m.category, m.body, ${shownStatus} as status, ${shownError} as error,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as sent_by_name,
  m.created_at, greatest(m.status_at, ob.sent_at, ob.delivered_at) as status_at`;

const messageJoins = sql`join orgs o on o.id = m.org_id
  left join outbox ob on ob.id = m.outbox_id
  left join users u on u.id = m.sent_by`;

const toMessage = (r: RawMessage) => ({
  ...r,
  id: Number(r.id),
  status: r.status as 'QUEUED',
  created_at: toIso(r.created_at),
  status_at: toIso(r.status_at),
});

/**
 * GET /admin/whatsapp/messages, newest first: a page of ids from the narrowest index (the org,
 * the number, or the status), then their columns. Status is the stored one here; a QUEUED
 * row the worker already moved shows its worker state in the answer.
 */
export async function messagesPage(db: DbOrTx, query: WhatsappMessageListQuery) {
  const filters: SQL[] = [sql`true`];
  if (query.org_id) filters.push(sql`m.org_id = ${query.org_id}`);
  if (query.number) {
    const digits = query.number.replace(/\D/g, '');
    filters.push(
      digits.length >= 12 || (digits.length === 10 && /^[6-9]/.test(digits))
        ? sql`m.counterpart = ${digits.length === 10 ? `91${digits}` : digits}`
        : // The last digits: a prefix of the reversed number (its own index).
          sql`reverse(m.counterpart) like ${`${[...digits].reverse().join('')}%`}`,
    );
  }
  if (query.status) filters.push(sql`m.status = ${query.status}`);
  filters.push(...onIndiaDays(sql`m.created_at`, query.from, query.to));
  const fromWhere = sql`from whatsapp_messages m where ${sql.join(filters, sql` and `)}`;
  // A day's messages come from the created_at index in its own order (ids follow it closely);
  // the rest walk the id order of the narrowest index.
  const order = query.from || query.to ? sql`m.created_at desc, m.id desc` : sql`m.id desc`;
  const [rows, count] = await Promise.all([
    rowsOf<RawMessage>(
      db,
      sql`select ${messageColumns}
            from (select * ${fromWhere} order by ${order} limit ${query.page_size}
                   offset ${offsetOf(query.page, query.page_size)}) m
            ${messageJoins}
           order by ${order}`,
    ),
    filters.length === 1 ? wholeTableCount(db) : cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toMessage), ...count, page: query.page, page_size: query.page_size };
}

/**
 * Every message, unfiltered: on a large table the statistics' row count (kept by autovacuum),
 * flagged as an estimate, instead of counting a thousand rows and asking the planner.
 */
async function wholeTableCount(db: DbOrTx) {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select reltuples::bigint as n from pg_class where oid = 'whatsapp_messages'::regclass`,
  );
  const estimate = Number(row?.n ?? -1);
  if (estimate > 10 * EXACT_COUNT_CAP) return { total_items: estimate, total_is_estimate: true };
  return cappedCount(db, sql`from whatsapp_messages m where true`);
}

export async function messageById(db: DbOrTx, id: number) {
  const [row] = await rowsOf<RawMessage>(
    db,
    sql`select ${messageColumns} from whatsapp_messages m ${messageJoins} where m.id = ${id}`,
  );
  return row ? toMessage(row) : null;
}

export async function insertOutbound(
  tx: DbOrTx,
  m: {
    orgId: number;
    accountId: number;
    counterpart: string;
    kind: 'TEMPLATE' | 'TEXT';
    templateName: string | null;
    language: string | null;
    category: string | null;
    body: string;
    outboxId: number;
    sentBy: number | null;
  },
): Promise<number> {
  const [row] = await rowsOf<{ id: number | string }>(
    tx,
    sql`insert into whatsapp_messages (org_id, account_id, direction, counterpart, kind, template_name,
          language, category, body, status, outbox_id, sent_by)
        values (${m.orgId}, ${m.accountId}, 'OUT', ${m.counterpart}, ${m.kind}, ${m.templateName},
          ${m.language}, ${m.category}, ${m.body}, 'QUEUED', ${m.outboxId}, ${m.sentBy})
        returning id`,
  );
  return Number(row!.id);
}

/** When the customer last wrote to the account, and whether they opted out of marketing. */
export async function windowOf(db: DbOrTx, accountId: number, counterpart: string) {
  const [row] = await rowsOf<{ last_inbound_at: Date | string | null; opted_out: boolean }>(
    db,
    sql`select (select m.created_at from whatsapp_messages m
                 where m.counterpart = ${counterpart} and m.account_id = ${accountId} and m.direction = 'IN'
                 order by m.id desc limit 1) as last_inbound_at,
               exists (select 1 from whatsapp_opt_outs where phone = ${counterpart}) as opted_out`,
  );
  return { lastInboundAt: toIso(row?.last_inbound_at ?? null), optedOut: row?.opted_out ?? false };
}

/** A team that is not deleted. */
export async function liveOrg(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from orgs where id = ${id} and deleted_at is null`,
  );
  return row ?? null;
}
