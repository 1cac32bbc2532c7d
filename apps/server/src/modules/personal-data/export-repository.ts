import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { dataMap, type PersonalCategory } from './data-map';

/** Whose rows an export (or an erasure) reaches: the person, the teams they own, their addresses. */
export type PersonScope = {
  userId: number;
  orgIds: number[];
  phones: string[];
  emails: string[];
};

/** Link columns that name the person themselves, and those that name a team. */
const personLinks = ['user_id', 'person_user_id', 'referred_user_id', 'referrer_user_id'];
const teamLinks = ['org_id', 'referrer_org_id', 'referred_org_id'];
/** Tables that name no person but hold their phone or email (a STOP reply, a message sent). */
const contactColumns: Record<string, string[]> = {
  sms_opt_outs: ['phone'],
  whatsapp_opt_outs: ['phone'],
  login_failures: ['account'],
  outbox: ['recipient'],
  customers: ['phone', 'email'],
  internal_leads: ['phone', 'email'],
};
/** Tables reached through their parent row: a call's details, a payment's refunds. */
const parents: Record<string, { column: string; table: string }> = {
  call_details: { column: 'call_id', table: 'call_history' },
  payment_refunds: { column: 'payment_id', table: 'payments' },
};
/**
 * A table with a person link is the person's by that link alone (other members' calls are not
 * the owner's); these name a person or a team, either being the subject.
 */
const teamOrPerson = new Set(['notes', 'reminders']);
/** A team's own customers are other people: reached by the person's phone or email only. */
const neverByTeam = new Set(['customers']);
/** Whose personal data is the staff's who acted (their IP), not the person's. */
const staffRecords = new Set(['audit_log', 'data_access_records']);
/** Derived copies (search columns) are not exported: they repeat what the row already says. */
const derived = new Set(['search_text']);

export type PersonPerson = {
  id: number;
  role: string;
  phone: string | null;
  email: string | null;
};

export async function findPerson(db: DbOrTx, id: number): Promise<PersonPerson | null> {
  const [row] = await rowsOf<PersonPerson>(
    db,
    sql`select id, role, phone, email from users where id = ${id} and deleted_at is null`,
  );
  return row ?? null;
}

export async function ownedOrgIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from orgs where owner_id = ${userId} order by id`,
  );
  return rows.map((r) => r.id);
}

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The condition that picks a table's rows of this person, or null when none can be theirs. */
export function scopeCondition(table: string, scope: PersonScope): SQL | null {
  const entry = dataMap[table];
  if (!entry) return null;
  const parts: SQL[] = [];
  const isPerson = (link: string) =>
    personLinks.includes(link) || (table === 'users' && link === 'id');
  const byTeam =
    scope.orgIds.length > 0 &&
    !neverByTeam.has(table) &&
    (teamOrPerson.has(table) || !entry.links.some(isPerson));
  for (const link of entry.links) {
    if (isPerson(link)) parts.push(sql`${sql.identifier(link)} = ${scope.userId}`);
    if (byTeam && (teamLinks.includes(link) || (table === 'orgs' && link === 'id')))
      parts.push(sql`${sql.identifier(link)} in (${list(scope.orgIds)})`);
  }
  const addresses = [...scope.phones, ...scope.emails.map((e) => e.toLowerCase())];
  for (const column of contactColumns[table] ?? [])
    if (addresses.length > 0)
      parts.push(sql`lower(${sql.identifier(column)}) in (${list(addresses)})`);
  const parent = parents[table];
  if (parent) {
    const inner = scopeCondition(parent.table, scope);
    if (inner)
      parts.push(
        sql`${sql.identifier(parent.column)} in (select id from ${sql.identifier(parent.table)} where ${inner})`,
      );
  }
  return parts.length > 0 ? sql.join(parts, sql` or `) : null;
}

/** The forms a phone is stored in: ten digits, with 91 or +91 before them. */
export function phoneForms(phone: string | null): string[] {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  return national.length === 10 ? [national, `91${national}`, `+91${national}`] : [];
}

export type CategoryRows = Partial<Record<PersonalCategory, Record<string, unknown[]>>>;

/**
 * Every personal column of every table the person has rows in, by category: each row carries
 * its keys (id, links, created_at) and the columns of that category.
 */
export async function personalRows(db: DbOrTx, scope: PersonScope): Promise<CategoryRows> {
  const out: CategoryRows = {};
  for (const [table, entry] of Object.entries(dataMap)) {
    const personal = Object.entries(entry.personal).filter(([c]) => !derived.has(c));
    if (personal.length === 0 || staffRecords.has(table)) continue;
    const where = scopeCondition(table, scope);
    if (!where) continue;
    const keys = [
      ...(entry.notPersonal.includes('id') ? ['id'] : []),
      ...entry.links,
      ...(entry.notPersonal.includes('created_at') ? ['created_at'] : []),
    ];
    const columns = [...new Set([...keys, ...personal.map(([c]) => c)])];
    // As JSON from the database: numbers, times and arrays read the same on either driver.
    const found = await rowsOf<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(x) as row from (select ${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )} from ${sql.identifier(table)} where ${where}) x`,
    );
    const rows = found.map((f) => f.row);
    if (rows.length === 0) continue;
    for (const category of new Set(personal.map(([, c]) => c))) {
      const own = personal.filter(([, c]) => c === category).map(([c]) => c);
      const picked = rows.map((r) =>
        Object.fromEntries([...keys, ...own].map((c) => [c, r[c] ?? null])),
      );
      (out[category] ??= {})[table] = picked;
    }
  }
  return out;
}

/** The KYC document and signed-agreement files of the person's teams, by team and field. */
export async function documentKeys(
  db: DbOrTx,
  orgIds: number[],
): Promise<{ org_id: number; field: string; key: string }[]> {
  if (orgIds.length === 0) return [];
  return rowsOf(
    db,
    sql`select org_id, field, key from (
          select k.org_id, f.field, f.key
            from kyc k
            cross join lateral (values ('poa_front', k.poa_front), ('poa_back', k.poa_back),
              ('poi_front', k.poi_front), ('poi_back', k.poi_back), ('photo', k.photo),
              ('pob_front', k.pob_front), ('pob_back', k.pob_back)) as f(field, key)
           where k.org_id in (${list(orgIds)})
          union all
          select k.org_id, 'extra_' || (e ->> 'proof_id') || '_' || s.side, s.key
            from kyc k
            cross join lateral jsonb_array_elements(k.extra_documents) e
            cross join lateral (values ('front', e ->> 'proof_front'), ('back', e ->> 'proof_back')) as s(side, key)
           where k.org_id in (${list(orgIds)})
          union all
          select org_id, 'digio_' || kind || '_' || id, file_key
            from digio_requests where org_id in (${list(orgIds)})
        ) d where key is not null order by org_id, field`,
  );
}

/** The recordings of the person's calls (and of their teams' calls). */
export async function recordingKeys(
  db: DbOrTx,
  scope: PersonScope,
): Promise<{ id: number; key: string }[]> {
  const where = scopeCondition('call_history', scope);
  if (!where) return [];
  const rows = await rowsOf<{ id: number | string; key: string }>(
    db,
    sql`select id, recording_id as key from call_history
         where recording_id is not null and (${where}) order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), key: r.key }));
}
