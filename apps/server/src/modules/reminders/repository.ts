import type { Reminder, ReminderListQuery } from '@switchboard/contract/reminders';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { reminders } from '../../db/schema/reminders';
import { orgs } from '../../db/schema/teams';
import { rowsOf, toIso, type DbOrTx, type Tx } from '../../platform/db/client';

export type NewReminder = typeof reminders.$inferInsert;
export type ReminderRow = typeof reminders.$inferSelect;

export async function insertReminder(tx: Tx, values: NewReminder): Promise<number> {
  const [row] = await tx.insert(reminders).values(values).returning({ id: reminders.id });
  if (!row) throw new Error('reminder not saved');
  return row.id;
}

export async function lockReminder(tx: Tx, id: number): Promise<ReminderRow | null> {
  const [row] = await tx.select().from(reminders).where(eq(reminders.id, id)).for('update');
  return row ?? null;
}

export async function updateReminder(tx: Tx, id: number, values: Partial<NewReminder>) {
  await tx
    .update(reminders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reminders.id, id));
}

/** A live staff member's email (null when the user is not live staff). */
export async function staffEmail(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`${users.role} in ('SU', 'ADMIN')`,
        sql`${users.deletedAt} is null`,
      ),
    );
  return row ? (row.email ?? '') : null;
}

export async function orgIsLive(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.id, id), sql`${orgs.deletedAt} is null`));
  return Boolean(row);
}

export async function userIsLive(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.deletedAt} is null`));
  return Boolean(row);
}

type RawReminder = Omit<Reminder, 'due_at' | 'notified_at' | 'done_at' | 'created_at'> &
  Record<'due_at' | 'created_at', Date | string> &
  Record<'notified_at' | 'done_at', Date | string | null>;

const SELECT = sql`select r.id::int as id, r.org_id, o.name as org_name, r.user_id,
         nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), '') as user_name,
         r.text, r.due_at, r.status = 'OPEN' and r.due_at <= now() as overdue, r.status,
         r.assignee_id, trim(a.first_name || ' ' || a.last_name) as assignee_name,
         nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as created_by_name,
         r.notified_at, r.done_at, r.created_at
    from reminders r
    join users a on a.id = r.assignee_id
    left join users c on c.id = r.created_by_id
    left join orgs o on o.id = r.org_id
    left join users cu on cu.id = r.user_id`;

const toReminder = (r: RawReminder): Reminder => ({
  ...r,
  due_at: toIso(r.due_at),
  created_at: toIso(r.created_at),
  notified_at: toIso(r.notified_at),
  done_at: toIso(r.done_at),
});

export async function findReminder(db: DbOrTx, id: number): Promise<Reminder | null> {
  const [row] = await rowsOf<RawReminder>(db, sql`${SELECT} where r.id = ${id}`);
  return row ? toReminder(row) : null;
}

/** Open ones by due time (overdue come first, as they are the earliest); done ones newest first. */
export async function listReminders(
  db: DbOrTx,
  query: ReminderListQuery & { assigneeId?: number | undefined },
): Promise<Reminder[]> {
  const where = [sql`r.status = ${query.status}`];
  if (query.assigneeId !== undefined) where.push(sql`r.assignee_id = ${query.assigneeId}`);
  if (query.org_id !== undefined) where.push(sql`r.org_id = ${query.org_id}`);
  if (query.user_id !== undefined) where.push(sql`r.user_id = ${query.user_id}`);
  const order = query.status === 'OPEN' ? sql`r.due_at asc, r.id` : sql`r.done_at desc, r.id desc`;
  const rows = await rowsOf<RawReminder>(
    db,
    sql`${SELECT} where ${sql.join(where, sql` and `)} order by ${order} limit ${query.limit}`,
  );
  return rows.map(toReminder);
}

/**
 * Claims the reminders that fell due and were not yet notified: one statement marks them, so
 * two instances (or a retry) never notify the same reminder twice.
 */
export async function claimDueReminders(tx: Tx, now: Date, limit: number) {
  return rowsOf<{
    id: number;
    text: string;
    due_at: Date | string;
    email: string | null;
    org_id: number | null;
  }>(
    tx,
    sql`update reminders r set notified_at = ${now}
          from users a
         where a.id = r.assignee_id
           and r.id in (select id from reminders
                         where status = 'OPEN' and notified_at is null and due_at <= ${now}
                         order by due_at limit ${limit} for update skip locked)
        returning r.id::int as id, r.text, r.due_at, a.email, r.org_id`,
  );
}
