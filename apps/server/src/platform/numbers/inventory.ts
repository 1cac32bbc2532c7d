import { sql } from 'drizzle-orm';
import { voipNumberHistory } from '../../db/schema/numbers';
import { rowsOf, toIso, type DbOrTx } from '../db/client';

/**
 * The VoIP number inventory, shared by every area that gives a number out or takes it back
 * (assign and change a product number, release one, the Voip Numbers page). A number is
 * AVAILABLE, RESERVED (held for one org until reserved_until), ASSIGNED (an org's) or
 * QUARANTINED (resting before reuse). A reservation past its date and a rest that is over
 * count as AVAILABLE.
 */

export type TakeRefusal = {
  status: string;
  orgId: number | null;
  releasedAt: string | null;
  reservedUntil: string | null;
};

/** The number is free to give to `orgId` (the row's alias is the table's name). */
const freeFor = (orgId: number | null, quarantineDays: number) => sql`(status = 'AVAILABLE'
  or (status = 'QUARANTINED' and released_at <= now() - make_interval(days => ${quarantineDays}))
  or (status = 'RESERVED' and (reserved_until < now() ${orgId === null ? sql`` : sql`or org_id = ${orgId}`})))`;

/**
 * Gives the number to the org: an AVAILABLE one, a RELEASED one whose quarantine is over, or
 * one the inventory does not know yet (added as the org's). The update locks the row and the
 * insert meets the unique number, so of two orgs taking one number at once exactly one gets
 * it, on any number of instances. Null when taken; else why it could not be.
 */
export async function takeNumber(
  tx: DbOrTx,
  number: string,
  orgId: number,
  quarantineDays: number,
): Promise<TakeRefusal | null> {
  const updated = await rowsOf<{ id: number }>(
    tx,
    sql`update voip_numbers set org_id = ${orgId}, status = 'ASSIGNED', assigned_at = now(),
               released_at = null, reserved_until = null
         where number = ${number}
           and (${freeFor(orgId, quarantineDays)} or (status = 'ASSIGNED' and org_id = ${orgId}))
         returning id`,
  );
  if (updated.length > 0) return null;
  const inserted = await rowsOf<{ id: number }>(
    tx,
    sql`insert into voip_numbers (org_id, number, provider, status)
        values (${orgId}, ${number}, 'Unrecorded', 'ASSIGNED')
        on conflict (number) do nothing returning id`,
  );
  if (inserted.length > 0) return null;
  return refusalOf(tx, number);
}

/** Why a number could not be taken or reserved: who holds it, and since or until when. */
async function refusalOf(tx: DbOrTx, number: string): Promise<TakeRefusal> {
  const [held] = await rowsOf<{
    status: string;
    org_id: number | null;
    released_at: Date | string | null;
    reserved_until: Date | string | null;
  }>(
    tx,
    sql`select status, org_id, released_at, reserved_until from voip_numbers where number = ${number}`,
  );
  return {
    status: held?.status ?? 'UNKNOWN',
    orgId: held?.org_id ?? null,
    releasedAt: toIso(held?.released_at ?? null),
    reservedUntil: toIso(held?.reserved_until ?? null),
  };
}

/**
 * Holds a free number for the org until `until`; null when done, else why not (the row is
 * updated only while free, so of two reservations at once exactly one holds it).
 */
export async function reserveNumber(
  tx: DbOrTx,
  number: string,
  orgId: number,
  until: Date,
  quarantineDays: number,
): Promise<TakeRefusal | null> {
  const updated = await rowsOf<{ id: number }>(
    tx,
    sql`update voip_numbers set status = 'RESERVED', org_id = ${orgId}, reserved_until = ${until},
               released_at = null
         where number = ${number} and ${freeFor(null, quarantineDays)}
         returning id`,
  );
  if (updated.length > 0) return null;
  return refusalOf(tx, number);
}

/** A reservation given up: the number is AVAILABLE again. Answers the org it was held for. */
export async function cancelReservation(tx: DbOrTx, number: string): Promise<number | null> {
  const [row] = await rowsOf<{ org_id: number | null }>(
    tx,
    sql`update voip_numbers v set status = 'AVAILABLE', org_id = null, reserved_until = null
          from (select id, org_id from voip_numbers where number = ${number} and status = 'RESERVED' for update) old
         where v.id = old.id
         returning old.org_id`,
  );
  return row === undefined ? null : (row.org_id ?? 0);
}

/** The org gives the number up: it rests (QUARANTINED) before it can be given again. */
export async function releaseNumber(tx: DbOrTx, number: string, orgId: number): Promise<void> {
  await tx.execute(
    sql`update voip_numbers set status = 'QUARANTINED', released_at = now()
         where number = ${number} and org_id = ${orgId} and status = 'ASSIGNED'`,
  );
}

/** A number bought from a carrier enters the inventory; false when it is there already. */
export async function addNumber(
  tx: DbOrTx,
  number: string,
  provider: string,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into voip_numbers (org_id, number, provider, status, assigned_at)
        values (null, ${number}, ${provider}, 'AVAILABLE', now())
        on conflict (number) do nothing returning id`,
  );
  return row ? Number(row.id) : null;
}

/** One line of an org's number history: ASSIGNED, RELEASED or CHANGED. */
export async function recordNumberHistory(
  tx: DbOrTx,
  values: typeof voipNumberHistory.$inferInsert,
): Promise<void> {
  await tx.insert(voipNumberHistory).values(values);
}

/** Which of these numbers the inventory holds already. */
export async function knownNumbers(tx: DbOrTx, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await rowsOf<{ number: string }>(
    tx,
    sql`select number from voip_numbers
         where number in (select value from json_array_elements_text(${JSON.stringify(numbers)}::json))`,
  );
  return new Set(rows.map((r) => r.number));
}

/** Adds numbers as AVAILABLE in one statement; answers how many went in (a known one does not). */
export async function addNumbers(
  tx: DbOrTx,
  rows: { number: string; provider: string }[],
): Promise<number> {
  const added = await rowsOf<{ id: number }>(
    tx,
    sql`insert into voip_numbers (org_id, number, provider, status, assigned_at)
        select null, r.number, r.provider, 'AVAILABLE', now()
          from json_to_recordset(${JSON.stringify(rows)}::json) as r(number text, provider text)
        on conflict (number) do nothing returning id`,
  );
  return added.length;
}
