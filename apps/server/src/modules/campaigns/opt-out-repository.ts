import { sql } from 'drizzle-orm';
import { smsOptOuts } from '../../db/schema/campaigns';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, offsetOf } from '../../platform/db/paging';

type Stamp = Date | string;

/** Numbers that asked not to be messaged: the list, and adding or removing one. */
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

/**
 * A STOP reply or staff's opt-out withdraws the SMS marketing consent of every person with the
 * number (a row is kept even where none was given: the person said no).
 */
export async function withdrawSmsConsent(db: DbOrTx, phone: string, how: 'STOP_REPLY' | 'STAFF') {
  await db.execute(
    sql`insert into marketing_consents (user_id, channel, withdrawn_at, withdrawn_how)
        select u.id, 'SMS', now(), ${how} from users u
         where u.phone in (${phone}, ${`91${phone}`}, ${`+91${phone}`})
        on conflict (user_id, channel) do update
           set withdrawn_at = now(), withdrawn_how = excluded.withdrawn_how, updated_at = now()
         where marketing_consents.withdrawn_at is null`,
  );
}
