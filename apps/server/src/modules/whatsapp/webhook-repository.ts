import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** How far a message has got: a status only ever moves forward, and FAILED is final. */
const rank = (column: string) =>
  sql.raw(
    `(case ${column} when 'QUEUED' then 0 when 'SENT' then 1 when 'DELIVERED' then 2 when 'READ' then 3 when 'FAILED' then 4 else 0 end)`,
  );

export type AccountRef = { id: number; org_id: number };

/** The account a webhook names by its BSP number id; its webhook is marked as heard. */
export async function heardFrom(tx: DbOrTx, phoneNumberId: string): Promise<AccountRef | null> {
  const [row] = await rowsOf<AccountRef>(
    tx,
    sql`update heltar_accounts set webhook_last_at = now() where phone_number_id = ${phoneNumberId}
        returning id, org_id`,
  );
  return row ?? null;
}

/** A message the customer sent; false when this wamid was stored before (a replay). */
export async function insertInbound(
  tx: DbOrTx,
  account: AccountRef,
  m: { wamid: string; from: string; kind: 'TEXT' | 'OTHER'; body: string; at: Date },
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`insert into whatsapp_messages (org_id, account_id, direction, counterpart, kind, body, status,
          wamid, created_at, status_at)
        values (${account.org_id}, ${account.id}, 'IN', ${m.from}, ${m.kind}, ${m.body}, 'RECEIVED',
          ${m.wamid}, ${m.at.toISOString()}, ${m.at.toISOString()})
        on conflict (wamid) do nothing returning id`,
  );
  return rows.length > 0;
}

/**
 * Moves one of our messages (found by its wamid, or by the outbox row whose id the BSP echoed)
 * forward; a status it has passed changes nothing. Answers whether a row was moved, and
 * whether the message is known at all.
 */
export async function moveStatus(
  tx: DbOrTx,
  s: { wamid: string; outboxId: number | null; status: string; error: string | null; at: Date },
): Promise<{ known: boolean; moved: boolean }> {
  const [row] = await rowsOf<{ id: number; moved: boolean }>(
    tx,
    sql`with target as (
          select id from whatsapp_messages
           where wamid = ${s.wamid} ${s.outboxId ? sql`or outbox_id = ${s.outboxId}` : sql``}
           limit 1 for update),
        moved as (
          update whatsapp_messages m set status = ${s.status}, wamid = coalesce(m.wamid, ${s.wamid}),
                 error = coalesce(${s.error}, m.error), status_at = ${s.at.toISOString()}
            from target where m.id = target.id
             and ${rank('m.status')} < ${rank(`'${s.status}'`)} and m.status <> 'FAILED'
          returning m.id)
        select target.id, exists (select 1 from moved) as moved from target`,
  );
  return { known: Boolean(row), moved: Boolean(row?.moved) };
}

/**
 * The worker got the message's wamid from the BSP: it is kept on the message, so a status that
 * names the message only by its wamid (a BSP that does not echo our callback data) finds it.
 * A status that came before this write found no message and made a row of its own for the
 * wamid: that row is folded into ours (its status kept when further along), so none remains.
 */
export async function noteSentWamid(tx: DbOrTx, outboxId: number, wamid: string): Promise<void> {
  const [early] = await rowsOf<{ status: string; error: string | null; status_at: Date | string }>(
    tx,
    sql`delete from whatsapp_messages
         where wamid = ${wamid} and outbox_id is null and direction = 'OUT'
         returning status, error, status_at`,
  );
  await tx.execute(
    sql`update whatsapp_messages set wamid = ${wamid} where outbox_id = ${outboxId} and wamid is null`,
  );
  if (early)
    await moveStatus(tx, {
      wamid,
      outboxId: null,
      status: early.status,
      error: early.error,
      at: new Date(early.status_at),
    });
}

/** A message the org's own app sent through the BSP: known here only by its statuses. */
export async function insertForeignOutbound(
  tx: DbOrTx,
  account: AccountRef,
  s: { wamid: string; to: string; status: string; error: string | null; at: Date },
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`insert into whatsapp_messages (org_id, account_id, direction, counterpart, kind, status, error,
          wamid, created_at, status_at)
        values (${account.org_id}, ${account.id}, 'OUT', ${s.to}, 'OTHER', ${s.status}, ${s.error},
          ${s.wamid}, ${s.at.toISOString()}, ${s.at.toISOString()})
        on conflict (wamid) do nothing returning id`,
  );
  return rows.length > 0;
}

/** A conversation WhatsApp opened; once per conversation id however often it is reported. */
export async function recordConversation(
  tx: DbOrTx,
  account: AccountRef,
  c: { id: string; category: string; at: Date },
): Promise<void> {
  await tx.execute(
    sql`insert into whatsapp_conversations (id, org_id, account_id, category, started_at)
        values (${c.id}, ${account.org_id}, ${account.id}, ${c.category}, ${c.at.toISOString()})
        on conflict (id) do nothing`,
  );
}

export async function optOut(tx: DbOrTx, phone: string, source: string): Promise<void> {
  await tx.execute(
    sql`insert into whatsapp_opt_outs (phone, source) values (${phone}, ${source}) on conflict do nothing`,
  );
}

export async function optIn(tx: DbOrTx, phone: string): Promise<void> {
  await tx.execute(sql`delete from whatsapp_opt_outs where phone = ${phone}`);
}

/** Meta's quality event: FLAGGED / UNFLAGGED, and the tier it now has. */
export async function applyQualityEvent(
  tx: DbOrTx,
  e: { phoneNumber: string; flagged: boolean | null; tier: string | null; limit: number | null },
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update heltar_accounts set
          status = case when ${e.flagged}::boolean is null or status in ('DISCONNECTED', 'RESTRICTED') then status
                        when ${e.flagged}::boolean then 'FLAGGED' else 'CONNECTED' end,
          messaging_tier = coalesce(${e.tier}, messaging_tier),
          messaging_limit = case when ${e.tier}::text is null then messaging_limit else ${e.limit}::int end,
          updated_at = now(), webhook_last_at = now()
        where phone_number = ${e.phoneNumber} and status <> 'DISCONNECTED'
        returning id`,
  );
  return rows.length > 0;
}

/**
 * Meta's message_template_status_update: the account's template (by its business account,
 * name and language) takes the status Meta gave it, and its reason when rejected.
 */
export async function applyTemplateStatus(
  tx: DbOrTx,
  t: { wabaId: string; name: string; language: string; status: string; reason: string | null },
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update whatsapp_templates t set status = ${t.status}, rejected_reason = ${t.reason},
           synced_at = now()
          from heltar_accounts a
         where a.id = t.account_id and a.waba_id = ${t.wabaId}
           and t.name = ${t.name} and t.language = ${t.language} and t.status <> ${t.status}
        returning t.id`,
  );
  return rows.length > 0;
}
