import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, tstz, updatedAt } from './columns';
import { orgs } from './teams';

/** A third-party integration an org has connected (CRM, lead sources, sheets). No secrets here. */
export const integrationSettings = pgTable(
  'integration_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    /** One of the contract's `integrationProviders`. */
    provider: text('provider').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Non-secret settings shown to staff (account name, sheet, pipeline...). */
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    lastSyncedAt: tstz('last_synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('integration_settings_org_idx').on(t.orgId, t.id.desc().nullsFirst())],
);

/** A Google Business Profile location linked by an org (optionally by one of its users). */
export const gmbLocations = pgTable(
  'gmb_locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: integer('user_id').references(() => users.id),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    placeId: text('place_id').notNull(),
    /** VERIFIED, PENDING or SUSPENDED. */
    status: text('status').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gmb_locations_org_user_idx').on(t.orgId, t.userId, t.id),
    // A place is linked to an org once: a double submit cannot link it twice.
    uniqueIndex('gmb_locations_org_place_key').on(t.orgId, t.placeId),
  ],
);
