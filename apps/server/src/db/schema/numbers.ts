import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { users } from './auth';
import { orgs } from './teams';

/** A VoIP (DID) number of the inventory (the contract's voipNumberStatuses). */
export const voipNumbers = pgTable(
  'voip_numbers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id').references(() => orgs.id),
    /** Ten national digits. */
    number: text('number').notNull(),
    provider: text('provider').notNull(),
    /** AVAILABLE, RESERVED, ASSIGNED or QUARANTINED. */
    status: text('status').notNull().default('ASSIGNED'),
    assignedAt: tstz('assigned_at').notNull().defaultNow(),
    releasedAt: tstz('released_at'),
    /** A RESERVED number is held for org_id until then. */
    reservedUntil: tstz('reserved_until'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voip_numbers_number_key').on(t.number),
    index('voip_numbers_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    // NULLS FIRST, as a plain `order by ... desc` sorts, so the list reads these in order.
    // The Voip Numbers page: newest assignment first, alone or by status; part of a number by trigram.
    index('voip_numbers_assigned_idx').on(
      t.assignedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('voip_numbers_status_assigned_idx').on(
      t.status,
      t.assignedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('voip_numbers_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

/** What happened to an org's numbers over time: assigned, released, changed. */
export const voipNumberHistory = pgTable(
  'voip_number_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    number: text('number').notNull(),
    /** ASSIGNED, RELEASED or CHANGED. */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('voip_number_history_org_idx').on(t.orgId, t.id.desc().nullsFirst())],
);

/** A message the org's callers hear: text read out (TTS) or a custom uploaded recording. */
export const voiceMessages = pgTable(
  'voice_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    name: text('name').notNull(),
    /** TTS or CUSTOM. */
    kind: text('kind').notNull(),
    text: text('text'),
    /** The uploaded audio's stored file name (CUSTOM only). */
    fileName: text('file_name'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('voice_messages_org_idx').on(t.orgId, t.id.desc().nullsFirst())],
);
