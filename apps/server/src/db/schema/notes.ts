import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A note on an org or a user, stored as 'Action: {action}, comment: {comment}'. */
export const notes = pgTable(
  'notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id'),
    userId: integer('user_id'),
    note: text('note').notNull(),
    authorId: integer('author_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notes_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('notes_user_idx').on(t.userId, t.id.desc().nullsFirst()),
  ],
);
