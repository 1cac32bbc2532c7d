import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * The setup steps a person ticks (the catalogue reviewed as it comes): once for the company,
 * with who ticked it. The other steps tick from the data they are about.
 */
export const setupMarks = pgTable('setup_marks', {
  step: text('step').primaryKey(),
  markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The staff members who hid the setup checklist from their dashboard. */
export const setupDismissals = pgTable('setup_dismissals', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
