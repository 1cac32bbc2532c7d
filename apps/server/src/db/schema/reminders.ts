import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, tstz, updatedAt } from './columns';

/** A staff reminder on an org or a user; the assignee is emailed once when it falls due. */
export const reminders = pgTable(
  'reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id'),
    userId: integer('user_id'),
    text: text('text').notNull(),
    dueAt: tstz('due_at').notNull(),
    /** OPEN or DONE. */
    status: text('status').notNull().default('OPEN'),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    /** Set by the one claim that emails the assignee; a snooze clears it for the new time. */
    notifiedAt: tstz('notified_at'),
    doneAt: tstz('done_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminders_assignee_due_idx').on(t.assigneeId, t.status, t.dueAt),
    index('reminders_org_idx').on(t.orgId, t.status, t.dueAt),
    index('reminders_user_idx').on(t.userId, t.status, t.dueAt),
    // The alarm's scan: open reminders not yet notified, by due time.
    index('reminders_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'OPEN' and notified_at is null`),
  ],
);
