import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * A staff member's named view of one list: the list's URL search (filters and hidden columns,
 * without the page), reopened from the list's "Views" menu. A view is its owner's alone; a
 * colleague gets the same list by its link. One name per list per owner, whatever its case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list's key (contract savedViewLists): 'teams', 'kyc', … */
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  // Also the index the menu reads: one owner's views of one list, by name.
  (t) => [
    uniqueIndex('saved_views_staff_list_name_key').on(t.staffId, t.list, sql`lower(${t.name})`),
  ],
);
