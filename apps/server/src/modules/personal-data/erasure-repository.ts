import { sql, type SQL } from 'drizzle-orm';
import type { ErasurePlan } from '@switchboard/contract/personal-data';
import { indiaDateOf, indiaDayStart } from '../../platform/db/india-days';
import { rowsOf, type DbOrTx } from '../../platform/db/client';
import { dataMap, type LegalHold } from './data-map';
import { scopeCondition, type PersonScope } from './export-repository';

/**
 * Tables whose personal data is the staff's who acted (their IP in the audit log and the access
 * records), and the request records themselves: an erasure leaves them as they are.
 */
const untouched = new Set(['audit_log', 'data_access_records', 'erasure_requests']);

type ColumnFacts = {
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  type: string;
  inKey: boolean;
};

/** What the database says of each column: how an erased value can be written into it. */
async function columnFacts(db: DbOrTx): Promise<Map<string, ColumnFacts>> {
  const rows = await rowsOf<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    column_default: string | null;
    is_generated: string;
    data_type: string;
    in_key: boolean;
  }>(
    db,
    sql`select c.table_name, c.column_name, c.is_nullable, c.column_default, c.is_generated,
               c.data_type,
               exists (select 1 from information_schema.table_constraints tc
                         join information_schema.key_column_usage k
                           on k.constraint_name = tc.constraint_name
                          and k.table_schema = tc.table_schema
                        where tc.table_schema = c.table_schema and tc.table_name = c.table_name
                          and tc.constraint_type = 'PRIMARY KEY'
                          and k.column_name = c.column_name) as in_key
          from information_schema.columns c
         where c.table_schema = current_schema()`,
  );
  return new Map(
    rows.map((r) => [
      `${r.table_name}.${r.column_name}`,
      {
        nullable: r.is_nullable === 'YES',
        hasDefault: r.column_default !== null,
        generated: r.is_generated === 'ALWAYS',
        type: r.data_type,
        inKey: r.in_key,
      },
    ]),
  );
}

/** How a table's rows of the person are erased: the columns emptied and how, or the row removed. */
type TableErasure = {
  table: string;
  where: SQL;
  /** A personal column is the row's key (a STOP list's phone): the row goes. */
  deleteRows: boolean;
  sets: { column: string; value: SQL }[];
};

/**
 * Every table the data map says holds personal data and no hold keeps: the person's rows and,
 * for each personal column, the value that erases it. Nullable columns become empty, columns with
 * a default take it, text becomes `erased-<row id>` (unique where it must be), JSON becomes `{}`;
 * a time or a number that cannot be empty stays (it says nothing of whom once the rest is gone);
 * generated search columns follow by themselves. A column the map keeps on erasure (an opt-out's
 * number, a consent's withdrawal) stays, and a row keyed by it is kept.
 */
function erasures(facts: Map<string, ColumnFacts>, scope: PersonScope): TableErasure[] {
  const out: TableErasure[] = [];
  for (const [table, entry] of Object.entries(dataMap)) {
    if (entry.hold || untouched.has(table)) continue;
    const columns = Object.keys(entry.personal);
    if (columns.length === 0) continue;
    const where = scopeCondition(table, scope);
    if (!where) continue;
    const hasId = entry.notPersonal.includes('id');
    const keep = new Set(entry.keptOnErasure?.columns ?? []);
    const sets: TableErasure['sets'] = [];
    let deleteRows = false;
    for (const column of columns) {
      const fact = facts.get(`${table}.${column}`);
      if (!fact || fact.generated || keep.has(column)) continue;
      if (fact.inKey) deleteRows = true;
      else if (fact.nullable) sets.push({ column, value: sql`null` });
      else if (fact.hasDefault) sets.push({ column, value: sql`default` });
      else if (fact.type === 'text')
        sets.push({ column, value: hasId ? sql`'erased-' || id::text` : sql`'erased'` });
      else if (fact.type === 'jsonb') sets.push({ column, value: sql`'{}'::jsonb` });
    }
    if (deleteRows || sets.length > 0) out.push({ table, where, deleteRows, sets });
  }
  return out;
}

/**
 * The end of each row's hold: PMLA keeps KYC records five years after the business
 * relationship ends (the erasure ends it); GST keeps accounts 72 months from the due date of
 * the annual return of the row's financial year (31 December after it ends), so through
 * 31 December six years after the financial year's last year.
 */
function holdEnd(hold: LegalHold): SQL {
  if (hold === 'PMLA') return sql`now() + interval '5 years'`;
  const created = indiaDateOf(sql`created_at`);
  const fyEndYear = sql`(extract(year from ${created})::int
    + case when extract(month from ${created}) >= 4 then 1 else 0 end)`;
  // Held through that India day: the value is the day's start, shown as the day itself.
  return indiaDayStart(sql`make_date(${fyEndYear} + 6, 12, 31)`);
}

/**
 * The person's rows whose objection the erasure keeps (the map's `keptOnErasure`): a STOP
 * list's number, a consent's withdrawal. Rows whose kept columns are all empty are not counted.
 */
async function keptRows(db: DbOrTx, scope: PersonScope): Promise<NonNullable<ErasurePlan['kept']>> {
  const out: NonNullable<ErasurePlan['kept']> = [];
  for (const [table, entry] of Object.entries(dataMap)) {
    const columns = entry.keptOnErasure?.columns ?? [];
    const where = columns.length > 0 ? scopeCondition(table, scope) : null;
    if (!where) continue;
    const anyKept = sql.join(
      columns.map((c) => sql`${sql.identifier(c)} is not null`),
      sql` or `,
    );
    const rows = await count(db, table, sql`(${where}) and (${anyKept})`);
    if (rows > 0) out.push({ table, rows, columns: [...columns] });
  }
  return out;
}

/** The held tables the person has rows in, with the condition that picks them. */
function holds(scope: PersonScope): { table: string; hold: LegalHold; where: SQL }[] {
  return Object.entries(dataMap).flatMap(([table, entry]) => {
    if (!entry.hold) return [];
    const where = scopeCondition(table, scope);
    return where ? [{ table, hold: entry.hold, where }] : [];
  });
}

const count = async (db: DbOrTx, table: string, where: SQL) => {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(row?.n ?? 0);
};

/** What an erasure of this person would do, without doing it: the confirmation's lists. */
export async function planErasure(db: DbOrTx, scope: PersonScope): Promise<ErasurePlan> {
  const facts = await columnFacts(db);
  const anonymised: ErasurePlan['anonymised'] = [];
  for (const e of erasures(facts, scope)) {
    const rows = await count(db, e.table, e.where);
    if (rows > 0)
      anonymised.push({
        table: e.table,
        rows,
        columns: e.sets.map((s) => s.column),
        deleted: e.deleteRows,
      });
  }
  const held: ErasurePlan['held'] = [];
  for (const h of holds(scope)) {
    const [row] = await rowsOf<{ n: number | string; until: string | Date | null }>(
      db,
      sql`select count(*) as n, max(${holdEnd(h.hold)}) as until
            from ${sql.identifier(h.table)} where ${h.where}`,
    );
    const rows = Number(row?.n ?? 0);
    if (rows > 0) held.push({ table: h.table, hold: h.hold, rows, held_until: isoOf(row?.until) });
  }
  return {
    anonymised,
    held,
    kept: await keptRows(db, scope),
    recordings: await recordingCount(db, scope),
  };
}

/**
 * Erases the person in the open transaction: every table of `erasures` is emptied (or its rows
 * removed), every held row is marked held to its hold's end. Returns what it did and the
 * recordings' keys, whose files the caller removes once the transaction has committed.
 */
export async function applyErasure(
  tx: DbOrTx,
  scope: PersonScope,
): Promise<{
  plan: ErasurePlan;
  recordingKeys: string[];
  cancelled: { messages: number; campaignRecipients: number };
}> {
  const recordings = await rowsOf<{ key: string }>(
    tx,
    sql`select recording_id as key from call_history
         where recording_id is not null and (${scopeCondition('call_history', scope) ?? sql`false`})`,
  );
  const cancelled = await cancelQueued(tx, scope);
  const kept = await keptRows(tx, scope);
  const facts = await columnFacts(tx);
  const anonymised: ErasurePlan['anonymised'] = [];
  for (const e of erasures(facts, scope)) {
    const target = sql.identifier(e.table);
    const done = e.deleteRows
      ? await rowsOf<{ one: number }>(
          tx,
          sql`delete from ${target} where ${e.where} returning 1 as one`,
        )
      : await rowsOf<{ one: number }>(
          tx,
          sql`update ${target} set ${sql.join(
            e.sets.map((s) => sql`${sql.identifier(s.column)} = ${s.value}`),
            sql`, `,
          )} where ${e.where} returning 1 as one`,
        );
    if (done.length > 0)
      anonymised.push({
        table: e.table,
        rows: done.length,
        columns: e.sets.map((s) => s.column),
        deleted: e.deleteRows,
      });
  }
  const held: ErasurePlan['held'] = [];
  for (const h of holds(scope)) {
    const end = holdEnd(h.hold);
    const marked = await rowsOf<{ until: string | Date }>(
      tx,
      sql`update ${sql.identifier(h.table)}
             set held_until = greatest(coalesce(held_until, ${end}), ${end})
           where ${h.where} returning held_until as until`,
    );
    if (marked.length > 0) {
      const latest = marked
        .map((m) => new Date(m.until).getTime())
        .reduce((a, b) => Math.max(a, b));
      held.push({
        table: h.table,
        hold: h.hold,
        rows: marked.length,
        held_until: new Date(latest).toISOString(),
      });
    }
  }
  // The person can no longer sign in: their account is closed with their data.
  await rowsOf(
    tx,
    sql`update users set status = 'INACTIVE' where id = ${scope.userId} returning id`,
  );
  return {
    plan: { anonymised, held, kept, recordings: recordings.length },
    recordingKeys: await unplayed(
      tx,
      recordings.map((r) => r.key),
    ),
    cancelled,
  };
}

/** Why a message or a campaign recipient was not sent: the person was erased first. */
export const ERASED_REASON = "Not sent: the recipient's personal data was erased";

/**
 * Nothing queued for the person goes out after the erasure: their outbox messages still waiting
 * (those to their addresses, and their teams' messages, whose recipients the erasure empties)
 * are cancelled, and their campaign recipients not yet sent are marked failed, in the erasure's
 * transaction. A message a delivery worker took before this commits may still reach the
 * provider; nothing is left waiting for a later try. Runs before the addresses are emptied.
 */
async function cancelQueued(
  tx: DbOrTx,
  scope: PersonScope,
): Promise<{ messages: number; campaignRecipients: number }> {
  const outbox = scopeCondition('outbox', scope);
  const messages = outbox
    ? await rowsOf(
        tx,
        sql`update outbox set status = 'CANCELLED', last_error = ${ERASED_REASON}
           where status = 'PENDING' and (${outbox}) returning id`,
      )
    : [];
  const recipients = scopeCondition('campaign_recipients', scope);
  const queued = recipients
    ? await rowsOf(
        tx,
        sql`update campaign_recipients set status = 'FAILED', reason = ${ERASED_REASON}
           where status = 'QUEUED' and (${recipients}) returning id`,
      )
    : [];
  return { messages: messages.length, campaignRecipients: queued.length };
}

/** The keys no call refers to any more: a file another call still plays is not removed. */
async function unplayed(tx: DbOrTx, keys: string[]): Promise<string[]> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return [];
  const rows = await rowsOf<{ key: string }>(
    tx,
    sql`select v.key from (values ${sql.join(
      distinct.map((k) => sql`(${k})`),
      sql`, `,
    )}) as v(key)
         where not exists (select 1 from call_history h where h.recording_id = v.key)`,
  );
  return rows.map((r) => r.key);
}

async function recordingCount(db: DbOrTx, scope: PersonScope): Promise<number> {
  const where = scopeCondition('call_history', scope);
  if (!where) return 0;
  return count(db, 'call_history', sql`recording_id is not null and (${where})`);
}

const isoOf = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();
