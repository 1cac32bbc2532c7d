import { eq, sql } from 'drizzle-orm';
import type { Note, NoteList } from '@switchboard/contract/notes';
import { users } from '../../db/schema/auth';
import { notes } from '../../db/schema/notes';
import { orgs } from '../../db/schema/teams';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

type Row = {
  id: number | string;
  note: string;
  org_id: number | null;
  user_id: number | null;
  author_id: number | null;
  author_name: string | null;
  created_at: Date | string;
};

const toNote = (r: Row): Note => ({
  id: Number(r.id),
  note: r.note,
  org_id: r.org_id,
  user_id: r.user_id,
  author: r.author_id !== null ? { id: r.author_id, name: r.author_name ?? '' } : null,
  created_at: toIso(r.created_at),
});

/** Notes of one org or one user, newest first, keyset paged on the (owner, id desc) index. */
export async function listNotes(
  db: DbOrTx,
  owner: { column: 'org_id' | 'user_id'; id: number },
  query: { before?: number | undefined; limit: number },
): Promise<NoteList> {
  const rows = await rowsOf<Row>(
    db,
    sql`select n.id, n.note, n.org_id, n.user_id, n.author_id, n.created_at,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as author_name
          from notes n left join users u on u.id = n.author_id
         where n.${sql.raw(owner.column)} = ${owner.id}
           ${query.before ? sql`and n.id < ${query.before}` : sql``}
         order by n.id desc
         limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit).map(toNote);
  const last = page.at(-1);
  return { rows: page, next_before: rows.length > query.limit && last ? last.id : null };
}

export async function findNote(db: DbOrTx, id: number): Promise<Note | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select n.id, n.note, n.org_id, n.user_id, n.author_id, n.created_at,
               nullif(trim(u.first_name || ' ' || u.last_name), '') as author_name
          from notes n left join users u on u.id = n.author_id where n.id = ${id}`,
  );
  return row ? toNote(row) : null;
}

/** Whether the org exists and when it was deleted (null while live); null when missing. */
export async function findOrgState(db: DbOrTx, id: number) {
  const [org] = await db.select({ deletedAt: orgs.deletedAt }).from(orgs).where(eq(orgs.id, id));
  return org ?? null;
}

/** Whether the user exists and when they were deleted (null while live); null when missing. */
export async function findUserState(db: DbOrTx, id: number) {
  const [user] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}

/** Saves a note; answers its id. */
export async function insertNote(
  tx: DbOrTx,
  values: Pick<typeof notes.$inferInsert, 'orgId' | 'userId' | 'note' | 'authorId'>,
): Promise<number | null> {
  const [row] = await tx.insert(notes).values(values).returning({ id: notes.id });
  return row?.id ?? null;
}
