import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@switchboard/contract/search';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { onReplica } from '../../platform/db/read-handle';
import { containsText, idIn, textSearchPage } from '../../platform/db/paging';

/** One hit as the database answers it; the service spells out where it opens. */
export type Hit = {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  org_id: number | null;
};

const PER_KIND = 5;
const hits = (db: DbOrTx, query: SQL) => rowsOf<Hit>(db, query);

/** Teams whose {product} number this is, or whose name, email or id holds the text. */
export function orgsByNumber(db: DbOrTx, number: string) {
  return hits(
    db,
    sql`select 'ORG' as kind, id::text as id, name as title, product_number as subtitle, id as org_id
          from orgs where product_number = ${number} and deleted_at is null`,
  );
}

/** Teams with this email, in any case (its own index). */
export function orgsByEmail(db: DbOrTx, email: string) {
  return hits(
    db,
    sql`select 'ORG' as kind, id::text as id, name as title, email as subtitle, id as org_id
          from orgs where lower(email) = ${email.toLowerCase()} and deleted_at is null
         order by id desc limit ${PER_KIND}`,
  );
}

export function orgsById(db: DbOrTx, id: number) {
  return hits(
    db,
    sql`select 'ORG' as kind, id::text as id, name as title, product_number as subtitle, id as org_id
          from orgs where id = ${id} and deleted_at is null`,
  );
}

/**
 * The newest few of a text's matches, found as the lists find them (a common word along the
 * newest rows, a rare one through the trigram index), then read by id.
 */
async function newestMatching(
  db: DbOrTx,
  table: 'orgs' | 'users',
  filter: SQL,
  text: string,
): Promise<number[]> {
  const alias = table === 'orgs' ? 'o' : 'u';
  const { ids } = await textSearchPage(db, {
    table,
    alias,
    filters: [filter],
    text: containsText(sql.raw(`${alias}.search_text`), text),
    page: 1,
    pageSize: PER_KIND,
  });
  return ids;
}

export function orgsByText(handle: DbOrTx, text: string) {
  return onReplica(handle, (db) => orgsByTextOn(db, text));
}

async function orgsByTextOn(db: DbOrTx, text: string) {
  const ids = await newestMatching(db, 'orgs', sql`o.deleted_at is null`, text);
  if (ids.length === 0) return [];
  return hits(
    db,
    sql`select 'ORG' as kind, id::text as id, name as title,
               coalesce(product_number, email) as subtitle, id as org_id
          from orgs where ${idIn(sql`id`, ids)} order by id desc`,
  );
}

/** Customers (not staff) by phone, email, id or name. */
const customer = sql`role in ('ORG_ADMIN', 'ORG_USER') and deleted_at is null`;
const userColumns = sql`'USER' as kind, id::text as id,
  trim(first_name || ' ' || last_name) as title, coalesce(phone, email) as subtitle, null::int as org_id`;

export function usersByPhone(db: DbOrTx, phone: string) {
  return hits(
    db,
    sql`select ${userColumns} from users where phone = ${phone} and ${customer} limit ${PER_KIND}`,
  );
}

export function usersByEmail(db: DbOrTx, email: string) {
  return hits(
    db,
    sql`select ${userColumns} from users where lower(email) = ${email.toLowerCase()} and ${customer}`,
  );
}

export function usersById(db: DbOrTx, id: number) {
  return hits(db, sql`select ${userColumns} from users where id = ${id} and ${customer}`);
}

export function usersByText(handle: DbOrTx, text: string) {
  return onReplica(handle, (db) => usersByTextOn(db, text));
}

async function usersByTextOn(db: DbOrTx, text: string) {
  const ids = await newestMatching(
    db,
    'users',
    sql`u.role in ('ORG_ADMIN', 'ORG_USER') and u.deleted_at is null`,
    text,
  );
  if (ids.length === 0) return [];
  return hits(
    db,
    sql`select ${userColumns} from users where ${idIn(sql`id`, ids)} order by id desc`,
  );
}

export function callById(db: DbOrTx, id: number) {
  return hits(
    db,
    sql`select 'CALL' as kind, c.id::text as id, c.from_number || ' → ' || c.to_number as title,
               o.name as subtitle, c.org_id
          from call_history c join orgs o on o.id = c.org_id where c.id = ${id}`,
  );
}

/**
 * Trial calls from or to this national number (10 digits), newest first: support starts from
 * the caller. Equality on the national number reads the trial list's two number indexes
 * (`call_history_trial_{from,to}_national_idx`; the expression must stay identical).
 */
export function callsByNumber(db: DbOrTx, national: string) {
  return hits(
    db,
    sql`select 'CALL' as kind, c.id::text as id, c.from_number || ' → ' || c.to_number as title,
               o.name as subtitle, c.org_id
          from call_history c join orgs o on o.id = c.org_id
         where c.is_trial = 1 and c.deleted_at is null
           and (right(c.from_number, 10) = ${national} or right(c.to_number, 10) = ${national})
         order by c.id desc limit ${PER_KIND}`,
  );
}

/** A team's KYC: its record is the team's (keyed by the org's id). */
export function kycById(db: DbOrTx, id: number) {
  return hits(
    db,
    sql`select 'KYC' as kind, k.org_id::text as id, o.name as title, k.status as subtitle, k.org_id
          from kyc k join orgs o on o.id = k.org_id where k.org_id = ${id}`,
  );
}

/** A KYC by its Digio request's reference (KID…, DID…). */
export function kycByReference(db: DbOrTx, reference: string) {
  return hits(
    db,
    sql`select 'KYC' as kind, d.org_id::text as id, o.name as title,
               d.kind || ' ' || d.status as subtitle, d.org_id
          from digio_requests d join orgs o on o.id = d.org_id where d.reference_id = ${reference}`,
  );
}

export function paymentById(db: DbOrTx, id: number) {
  return hits(
    db,
    sql`select 'PAYMENT' as kind, p.id::text as id, o.name as title,
               coalesce(p.payment_ref, p.payment_type) as subtitle, p.org_id
          from payments p join orgs o on o.id = p.org_id where p.id = ${id}`,
  );
}

/** Payments by their gateway or bank reference (pay_…, a UTR). */
export function paymentsByRef(db: DbOrTx, ref: string) {
  return hits(
    db,
    sql`select 'PAYMENT' as kind, p.id::text as id, o.name as title, p.payment_ref as subtitle,
               p.org_id
          from payments p join orgs o on o.id = p.org_id
         where ${containsText(sql`p.search_text`, ref)}
         order by p.id desc limit ${PER_KIND}`,
  );
}

/** A mandate by its id, or its gateway token. */
export function mandatesByRef(db: DbOrTx, ref: string) {
  return hits(
    db,
    sql`select 'MANDATE' as kind, m.mandate_id as id, o.name as title, m.status as subtitle, m.org_id
          from mandates m join orgs o on o.id = m.org_id
         where m.mandate_id = ${ref} or m.gateway_token_id = ${ref}`,
  );
}
