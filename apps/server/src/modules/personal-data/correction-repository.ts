import { sql, type SQL } from 'drizzle-orm';
import type {
  Correction,
  CorrectionChange,
  CorrectionField,
  ErasureAsker,
} from '@switchboard/contract/personal-data';
import { dataCorrections } from '../../db/schema/personal-data';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

/** The person's correctable fields as recorded, locked until the correction commits. */
export type CorrectablePerson = {
  id: number;
  role: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
};

export async function lockCorrectablePerson(
  tx: DbOrTx,
  id: number,
): Promise<CorrectablePerson | null> {
  const [row] = await rowsOf<CorrectablePerson>(
    tx,
    sql`select id, role, first_name, last_name, email, phone from users
         where id = ${id} and deleted_at is null for update`,
  );
  return row ?? null;
}

/** Whether an erasure of the person was carried out. */
export async function wasErased(db: DbOrTx, personId: number): Promise<boolean> {
  const [row] = await rowsOf<{ erased: boolean }>(
    db,
    sql`select exists (select 1 from erasure_requests
                        where person_user_id = ${personId} and status = 'DONE') as erased`,
  );
  return row?.erased === true;
}

/** Whether another user has the email (emails are unique without regard to case). */
export async function emailTaken(db: DbOrTx, email: string, personId: number): Promise<boolean> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from users
                        where lower(email) = lower(${email}) and id <> ${personId}) as taken`,
  );
  return row?.taken === true;
}

const columnOf: Record<CorrectionField, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
};

/** Writes the corrected values into the person's user row. */
export async function applyCorrection(
  tx: DbOrTx,
  personId: number,
  changes: CorrectionChange[],
): Promise<void> {
  const sets: SQL[] = changes.map((c) => sql`${sql.identifier(columnOf[c.field])} = ${c.after}`);
  await rowsOf(
    tx,
    sql`update users set ${sql.join(sets, sql`, `)}, updated_at = now()
         where id = ${personId} returning id`,
  );
}

export async function insertCorrection(
  tx: DbOrTx,
  input: {
    personUserId: number;
    askedBy: ErasureAsker;
    changes: CorrectionChange[];
    correctedById: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(dataCorrections)
    .values(input)
    .returning({ id: dataCorrections.id });
  return row!.id;
}

type Row = {
  id: number | string;
  person_user_id: number;
  asked_by: ErasureAsker;
  changes: unknown;
  corrected_by: string | null;
  created_at: Date | string;
};

const selectCorrections = (where: SQL, tail: SQL = sql``) => sql`
  select c.id, c.person_user_id, c.asked_by, c.changes,
         nullif(trim(s.first_name || ' ' || s.last_name), '') as corrected_by, c.created_at
    from data_corrections c
    left join users s on s.id = c.corrected_by_id
   where ${where}
   order by c.id desc ${tail}`;

const toCorrection = (r: Row): Correction => ({
  id: Number(r.id),
  person_user_id: r.person_user_id,
  asked_by: r.asked_by,
  // An erasure empties the values (`{}`): the record that a correction was made stays.
  changes: Array.isArray(r.changes) ? (r.changes as CorrectionChange[]) : [],
  corrected_by: r.corrected_by,
  created_at: toIso(r.created_at),
});

export async function findCorrection(db: DbOrTx, id: number): Promise<Correction | null> {
  const [row] = await rowsOf<Row>(db, selectCorrections(sql`c.id = ${id}`));
  return row ? toCorrection(row) : null;
}

/** A person's corrections, newest first (a person has a handful at most). */
export async function listCorrections(db: DbOrTx, personId: number): Promise<Correction[]> {
  const rows = await rowsOf<Row>(
    db,
    selectCorrections(sql`c.person_user_id = ${personId}`, sql`limit 100`),
  );
  return rows.map(toCorrection);
}
