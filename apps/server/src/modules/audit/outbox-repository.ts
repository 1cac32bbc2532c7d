import { sql, type SQL } from 'drizzle-orm';
import type { OutboxEntry, OutboxQuery } from '@switchboard/contract/outbox';
import { cappedCount, offsetOf } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

type Raw = Omit<OutboxEntry, 'id' | 'org' | 'created_at' | 'sent_at' | 'next_attempt_at'> & {
  id: number | string;
  org_id: number | null;
  org_name: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
};

/** A push token lets anyone who holds it message the device: staff see only its end. */
export function visibleRecipient(channel: string, recipient: string): string {
  return channel === 'PUSH' && recipient.length > 6 ? `…${recipient.slice(-6)}` : recipient;
}

const toEntry = (r: Raw): OutboxEntry => ({
  id: Number(r.id),
  channel: r.channel,
  recipient: visibleRecipient(r.channel, r.recipient),
  payload: r.payload,
  status: r.status,
  attempts: r.attempts,
  last_error: r.last_error,
  org: r.org_id !== null ? { id: r.org_id, name: r.org_name ?? `#${r.org_id}` } : null,
  created_at: toIso(r.created_at),
  sent_at: toIso(r.sent_at),
  next_attempt_at: toIso(r.next_attempt_at),
});

/**
 * GET /outbox: newest first. An org's messages come from the (org_id, id desc) index and a
 * status from (status, next_attempt_at); the total is capped like every list (DESIGN.md 7).
 */
export async function searchOutbox(db: DbOrTx, query: OutboxQuery) {
  const filters: SQL[] = [sql`true`];
  if (query.channel) filters.push(sql`m.channel = ${query.channel}`);
  if (query.status) filters.push(sql`m.status = ${query.status}`);
  if (query.org_id) filters.push(sql`m.org_id = ${query.org_id}`);
  const fromWhere = sql`from outbox m where ${sql.join(filters, sql` and `)}`;
  const [rows, count] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`select m.id, m.channel, m.recipient, m.payload, m.status, m.attempts, m.last_error, m.org_id, o.name as org_name,
                 m.created_at, m.sent_at, m.next_attempt_at
            from (select * ${fromWhere} order by m.id desc limit ${query.page_size} offset ${offsetOf(query.page, query.page_size)}) m
            left join orgs o on o.id = m.org_id
           order by m.id desc`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toEntry), ...count, page: query.page, page_size: query.page_size };
}
