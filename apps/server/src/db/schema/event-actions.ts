import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orgs } from './teams';

/** What to do when an event happens in an org (a missed call -> send an SMS, and so on). */
export const eventActionSettings = pgTable(
  'event_action_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    event: text('event').notNull(),
    action: text('action').notNull(),
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_action_settings_org_event_action_key').on(t.orgId, t.event, t.action),
    index('event_action_settings_org_idx').on(t.orgId, t.id),
  ],
);
