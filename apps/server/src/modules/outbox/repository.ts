import { sql, type SQL } from 'drizzle-orm';
import type {
  OutboxAttempt,
  OutboxEntry,
  OutboxFilter,
  OutboxQuery,
} from '@switchboard/contract/outbox';
import { cappedCount, offsetOf, walkById } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';
import { onIndiaDays } from '../../platform/db/india-days';

type Raw = Pick<OutboxEntry, 'channel' | 'recipient' | 'payload' | 'status' | 'attempts'> & {
  id: number | string;
  last_error: string | null;
  org_id: number | null;
  org_name: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  delivered_at: Date | string | null;
  next_attempt_at: Date | string;
  provider: string | null;
  provider_ref: string | null;
};

/** A push token lets anyone who holds it message the device: staff see only its end. */
export function visibleRecipient(channel: string, recipient: string): string {
  return channel === 'PUSH' && recipient.length > 6 ? `…${recipient.slice(-6)}` : recipient;
}

const SECRET_KEY = /token|secret|password|otp|api_?key|authorization/i;

/** A one-time link's token in a message's text (a staff invitation, a password reset). */
const LINK_TOKEN = /([#?&]token=)[\w-]+/g;

/**
 * Payload values under secret-sounding keys are masked, at any depth, and so are the tokens of
 * one-time links in text: staff reading the Outbox never hold a colleague's invitation.
 */
export function maskSecrets(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LINK_TOKEN, '$1••••••');
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '••••••' : maskSecrets(v)]),
    );
  return value;
}

const toEntry = (r: Raw): OutboxEntry => ({
  id: Number(r.id),
  channel: r.channel,
  recipient: visibleRecipient(r.channel, r.recipient),
  payload: maskSecrets(r.payload) as Record<string, unknown>,
  status: r.status,
  attempts: r.attempts,
  last_error: r.last_error,
  org: r.org_id !== null ? { id: r.org_id, name: r.org_name ?? `#${r.org_id}` } : null,
  created_at: toIso(r.created_at),
  sent_at: toIso(r.sent_at),
  delivered_at: toIso(r.delivered_at),
  next_attempt_at: toIso(r.next_attempt_at),
  provider: r.provider,
  provider_ref: r.provider_ref,
});

const columns = sql`m.id, m.channel, m.recipient, m.payload, m.status, m.attempts, m.last_error, m.org_id,
  o.name as org_name, m.created_at, m.sent_at, m.delivered_at, m.next_attempt_at, m.provider, m.provider_ref`;

type OutboxFilters = Omit<OutboxQuery, 'page' | 'page_size'>;

/** The list's filters as conditions on `m`; days are India's. */
function outboxFilters(query: OutboxFilters): SQL[] {
  const filters: SQL[] = [sql`true`];
  if (query.channel) filters.push(sql`m.channel = ${query.channel}`);
  if (query.status) filters.push(sql`m.status = ${query.status}`);
  if (query.org_id) filters.push(sql`m.org_id = ${query.org_id}`);
  filters.push(...onIndiaDays(sql`m.created_at`, query.from, query.to));
  return filters;
}

/**
 * GET /outbox: newest first. An org's messages come from the (org_id, id desc) index and a
 * channel's from (channel, id desc); days are India's; the total is capped like every list.
 */
export async function searchOutbox(db: DbOrTx, query: OutboxQuery) {
  const fromWhere = sql`from outbox m where ${sql.join(outboxFilters(query), sql` and `)}`;
  const [rows, count] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`select ${columns}
            from (select * ${fromWhere} order by m.id desc limit ${query.page_size} offset ${offsetOf(query.page, query.page_size)}) m
            left join orgs o on o.id = m.org_id
           order by m.id desc`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toEntry), ...count, page: query.page, page_size: query.page_size };
}

/** Up to `limit` ids the list's filters pick, newest first (a bulk select-all). */
export async function outboxIdsMatching(db: DbOrTx, filter: OutboxFilter, limit: number) {
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`select m.id from outbox m where ${sql.join(outboxFilters(filter), sql` and `)}
         order by m.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Every message the list's filters pick, newest first, a page at a time (for the CSV export). */
export async function* walkOutbox(db: DbOrTx, query: OutboxFilters) {
  for await (const page of walkById<Raw>(db, {
    select: sql`select ${columns} from outbox m left join orgs o on o.id = m.org_id`,
    id: sql`m.id`,
    filters: outboxFilters(query),
  }))
    yield page.map(toEntry);
}

export async function findMessage(db: DbOrTx, id: number, lock = false) {
  const [row] = await rowsOf<Raw>(
    db,
    sql`select ${columns} from outbox m left join orgs o on o.id = m.org_id where m.id = ${id}
        ${lock ? sql`for update of m` : sql``}`,
  );
  return row ? toEntry(row) : null;
}

type RawAttempt = Omit<OutboxAttempt, 'id' | 'at'> & {
  id: number | string;
  created_at: Date | string;
};

export async function attemptsOf(db: DbOrTx, id: number): Promise<OutboxAttempt[]> {
  const rows = await rowsOf<RawAttempt>(
    db,
    sql`select id, outcome, provider, http_status, answer, duration_ms, created_at
          from outbox_attempts where outbox_id = ${id} order by id`,
  );
  return rows.map(({ created_at, ...a }) => ({ ...a, id: Number(a.id), at: toIso(created_at) }));
}

export async function noteAttempt(
  db: DbOrTx,
  id: number,
  entry: { outcome: string; provider?: string | null; answer: string },
): Promise<void> {
  await db.execute(
    sql`insert into outbox_attempts (outbox_id, outcome, provider, answer)
        values (${id}, ${entry.outcome}, ${entry.provider ?? null}, ${entry.answer})`,
  );
}

/** Back to the queue now, with its tries counted afresh. */
export const requeue = (db: DbOrTx, id: number) =>
  db.execute(
    sql`update outbox set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = null
         where id = ${id}`,
  );

export const cancel = (db: DbOrTx, id: number) =>
  db.execute(sql`update outbox set status = 'CANCELLED' where id = ${id}`);

/**
 * A delivery report moves a sent message on: SENT -> DELIVERED or FAILED; a late "delivered"
 * never undoes a failure, and a repeat changes nothing. Returns the message's id, if any moved.
 */
export async function applyReport(
  db: DbOrTx,
  report: { provider: string; ref: string; outcome: 'DELIVERED' | 'FAILED'; answer: string },
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number | string }>(
    db,
    report.outcome === 'DELIVERED'
      ? sql`update outbox set status = 'DELIVERED', delivered_at = now()
             where provider = ${report.provider} and provider_ref = ${report.ref} and status = 'SENT'
         returning id`
      : sql`update outbox set status = 'FAILED', last_error = ${report.answer}
             where provider = ${report.provider} and provider_ref = ${report.ref} and status = 'SENT'
         returning id`,
  );
  if (!row) return null;
  const id = Number(row.id);
  await noteAttempt(db, id, {
    outcome: 'REPORT',
    provider: report.provider,
    answer: report.answer,
  });
  return id;
}
