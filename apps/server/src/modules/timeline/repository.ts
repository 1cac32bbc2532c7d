import { sql, type SQL } from 'drizzle-orm';
import { timelineKinds, type TimelineKind } from '@switchboard/contract/timeline';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** Where a page starts: entries strictly after this one in the timeline's order. */
export type TimelineCursor = { atKey: string; kind: TimelineKind; id: number };

/** What every source answers with, whatever its table. */
export type SourceRow = {
  id: number | string;
  at: Date | string;
  /** The instant to the microsecond, as `2025-06-01T10:00:00.123456Z` (a JS Date keeps only ms). */
  at_key: string;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  text: string | null;
  amount: number | string | null;
  details: Record<string, unknown> | null;
  /** What an audit entry is about ('Payment', 'User'…) and its id: where its link goes. */
  subject_type: string | null;
  subject_id: string | null;
};

/**
 * Audit actions that another kind shows from its own record (a note's text, a sale's plan and
 * amount, a number's move): the audit kind leaves them out so one event is one entry.
 */
const SHOWN_BY_OTHER_KINDS = [
  'note.create',
  'subscription.create',
  'payment.record',
  'payment.refund',
  'number.release',
  'subscription.assign_number',
  'subscription.change_number',
] as const;

/**
 * The rows after the cursor, in a source of `kind`. The timeline's order is instant (newest
 * first), then kind (in timelineKinds' order), then id (highest first); so within the
 * cursor's instant a kind listed after the cursor's still has rows to show, one listed before
 * has none left. `at <= cursor` comes first so each source seeks its (org, created_at) index.
 */
function after(cursor: TimelineCursor | null, kind: TimelineKind, at: SQL, id: SQL): SQL {
  if (!cursor) return sql`true`;
  const cursorAt = sql`${cursor.atKey}::timestamptz`;
  const order = timelineKinds.indexOf(kind) - timelineKinds.indexOf(cursor.kind);
  if (order < 0) return sql`${at} < ${cursorAt}`;
  if (order > 0) return sql`${at} <= ${cursorAt}`;
  return sql`${at} <= ${cursorAt} and (${at} < ${cursorAt} or ${id} < ${cursor.id})`;
}

/**
 * One source's newest `limit` rows after the cursor (`page` selects them, ordered and limited
 * on its own index), then who did each and the instant to the microsecond.
 */
const read = (db: DbOrTx, page: SQL) =>
  rowsOf<SourceRow>(
    db,
    sql`select x.*, to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as actor_name
          from (${page}) x left join users u on u.id = x.actor_id`,
  );

export type SourceQuery = { orgId: number; cursor: TimelineCursor | null; limit: number };

/** The org's audit entries: `kyc.*` ones as the kyc kind, the rest (but SHOWN_BY_OTHER_KINDS) as audit. */
function auditEntries(db: DbOrTx, q: SourceQuery, kind: 'audit' | 'kyc') {
  const which =
    kind === 'kyc'
      ? sql`a.action like 'kyc.%'`
      : sql`a.action not like 'kyc.%' and a.action not in (${sql.join(
          SHOWN_BY_OTHER_KINDS.map((action) => sql`${action}`),
          sql`, `,
        )})`;
  return read(
    db,
    sql`select a.id, a.created_at as at, a.action, a.actor_id, null::text as text, null::bigint as amount,
               a.summary as details, a.subject_type, a.subject_id
          from audit_log a
         where a.org_id = ${q.orgId} and ${which}
           and ${after(q.cursor, kind, sql`a.created_at`, sql`a.id`)}
         order by a.created_at desc, a.id desc limit ${q.limit}`,
  );
}

// Notes, sales, payments, refunds and numbers are tens to hundreds per org: their (org_id, id)
// indexes find an org's rows, and sorting those by time costs less than an index per table.

function notes(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select n.id, n.created_at as at, 'note.create' as action, n.author_id as actor_id, n.note as text,
               null::bigint as amount, '{}'::jsonb as details, null as subject_type, null as subject_id
          from notes n
         where n.org_id = ${q.orgId} and ${after(q.cursor, 'note', sql`n.created_at`, sql`n.id`)}
         order by n.created_at desc, n.id desc limit ${q.limit}`,
  );
}

/** Plans sold (and trials given): the plan and variant, what was charged. */
function sales(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select s.id, s.created_at as at, s.order_type as action, s.created_by_id as actor_id,
               p.name || coalesce(' (' || v.name || ')', '') as text, s.amount,
               jsonb_build_object('status', s.status, 'payment_type', s.payment_type, 'valid_till', s.valid_till) as details,
               'Subscription' as subject_type, s.id::text as subject_id
          from subscriptions s
          join plans p on p.id = s.plan_id
          left join plan_variants v on v.id = s.variant_id
         where s.org_id = ${q.orgId} and ${after(q.cursor, 'sale', sql`s.created_at`, sql`s.id`)}
         order by s.created_at desc, s.id desc limit ${q.limit}`,
  );
}

function payments(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select p.id, p.created_at as at, p.payment_type as action, p.created_by_id as actor_id,
               p.description as text, p.amount,
               jsonb_build_object('payment_ref', p.payment_ref, 'status', p.status,
                 'refunded_amount', p.refunded_amount, 'deleted', p.deleted_at is not null) as details,
               'Payment' as subject_type, p.id::text as subject_id
          from payments p
         where p.org_id = ${q.orgId} and ${after(q.cursor, 'payment', sql`p.created_at`, sql`p.id`)}
         order by p.created_at desc, p.id desc limit ${q.limit}`,
  );
}

/** Refunds hang off the org's payments (payment_refunds has no org of its own). */
function refunds(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select r.id, r.created_at as at, 'refund' as action, r.created_by_id as actor_id, r.reason as text,
               r.amount, jsonb_build_object('payment_id', r.payment_id, 'payment_ref', p.payment_ref) as details,
               'Payment' as subject_type, r.payment_id::text as subject_id
          from payments p
          join payment_refunds r on r.payment_id = p.id
         where p.org_id = ${q.orgId} and ${after(q.cursor, 'refund', sql`r.created_at`, sql`r.id`)}
         order by r.created_at desc, r.id desc limit ${q.limit}`,
  );
}

/** The org's number history: ASSIGNED, CHANGED (details.before is the old number), RELEASED. */
function numbers(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select h.id, h.created_at as at, h.action, h.actor_id, h.number as text, null::bigint as amount,
               h.details, null as subject_type, null as subject_id
          from voip_number_history h
         where h.org_id = ${q.orgId} and ${after(q.cursor, 'number', sql`h.created_at`, sql`h.id`)}
         order by h.created_at desc, h.id desc limit ${q.limit}`,
  );
}

/** Channels that reach people; switch, webhook and gateway requests are machinery, not messages. */
const PEOPLE_CHANNELS = sql`('SMS', 'EMAIL', 'PUSH', 'WHATSAPP')`;

/**
 * Messages sent for the org, headed by an email's subject, a push's title, an SMS's text or a
 * template's name. A push token lets anyone who holds it message the device: it is left out.
 */
function messages(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select m.id, m.created_at as at, m.channel as action, null::int as actor_id,
               coalesce(m.payload->>'subject', m.payload->>'title', m.payload->>'text', m.payload->>'template') as text,
               null::bigint as amount,
               jsonb_build_object('status', m.status,
                 'recipient', case when m.channel = 'PUSH' then null else m.recipient end) as details,
               'Outbox' as subject_type, m.id::text as subject_id
          from outbox m
         where m.org_id = ${q.orgId} and m.channel in ${PEOPLE_CHANNELS}
           and ${after(q.cursor, 'message', sql`m.created_at`, sql`m.id`)}
         order by m.created_at desc, m.id desc limit ${q.limit}`,
  );
}

/**
 * Sign-ins of the org's members to the product's app, as the app reported them
 * (POST /app/sign-ins); the console's own sessions are staff's, not the team's.
 */
function logins(db: DbOrTx, q: SourceQuery) {
  return read(
    db,
    sql`select s.id, s.signed_in_at as at, 'login' as action, s.user_id as actor_id, null::text as text,
               null::bigint as amount,
               jsonb_strip_nulls(jsonb_build_object('platform', s.platform, 'ip', s.ip, 'app_version', s.app_version)) as details,
               'User' as subject_type, s.user_id::text as subject_id
          from org_members m
          join app_sign_ins s on s.user_id = m.user_id
         where m.org_id = ${q.orgId} and ${after(q.cursor, 'login', sql`s.signed_in_at`, sql`s.id`)}
         order by s.signed_in_at desc, s.id desc limit ${q.limit}`,
  );
}

/** Each kind's source: one indexed read of the org's rows, newest first, `limit` of them. */
export const sources: Record<TimelineKind, (db: DbOrTx, q: SourceQuery) => Promise<SourceRow[]>> = {
  audit: (db, q) => auditEntries(db, q, 'audit'),
  note: notes,
  kyc: (db, q) => auditEntries(db, q, 'kyc'),
  sale: sales,
  payment: payments,
  refund: refunds,
  number: numbers,
  message: messages,
  login: logins,
};
