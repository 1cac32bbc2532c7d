import { integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';
import { orgs } from './teams';

/**
 * An org's onboarding: at most one per org and one per user, so onboarding the same user
 * again answers with the first result instead of making a second org.
 */
export const orgOnboardings = pgTable(
  'org_onboardings',
  {
    orgId: integer('org_id')
      .primaryKey()
      .references(() => orgs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    onboardedById: integer('onboarded_by_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('org_onboardings_user_key').on(t.userId)],
);
