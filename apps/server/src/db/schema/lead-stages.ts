import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orgs } from './teams';

/**
 * A step of an org's lead pipeline. `position` is dense (1..n) and unique per org; moves
 * renumber the org's stages in one transaction while the org row is locked.
 */
export const leadStages = pgTable(
  'lead_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    name: text('name').notNull(),
    /** One of the contract's `leadStageTypes` (OPEN, WON, LOST). */
    type: text('type').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lead_stages_org_position_key').on(t.orgId, t.position)],
);

/** A named bucket an org sorts its leads into (a campaign, a source, a region). */
export const leadGroups = pgTable(
  'lead_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    name: text('name').notNull(),
    /** One of the contract's `leadGroupTypes`. */
    type: text('type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lead_groups_org_idx').on(t.orgId, t.id)],
);
