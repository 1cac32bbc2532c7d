import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, searchText, tstz, updatedAt } from './columns';
import { users } from './auth';

export type OrgSettings = {
  call_recording: boolean;
  caller_tune: { type: 'default' } | { type: 'custom'; file_name: string };
  trial_announcement_toggle: 0 | 1;
  [key: string]: unknown;
};

export const defaultOrgSettings: OrgSettings = {
  call_recording: true,
  caller_tune: { type: 'default' },
  trial_announcement_toggle: 1,
};

/** A customer organisation ("team"). The product number is `{product}_number` on the wire. */
export const orgs = pgTable(
  'orgs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email'),
    productNumber: text('product_number'),
    isLite: boolean('is_lite').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(true),
    gstin: text('gstin'),
    /** Two-digit GST state code: decides CGST+SGST against IGST on invoices. */
    stateCode: text('state_code'),
    workingTime: jsonb('working_time').$type<Record<string, unknown>>(),
    products: text('products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('ACTIVE'),
    settings: jsonb('settings').$type<OrgSettings>().notNull().default(defaultOrgSettings),
    assignedStaffId: integer('assigned_staff_id').references(() => users.id),
    ownerId: integer('owner_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
    /** When staff marked the org as a qualified lead. */
    qualifiedAt: tstz('qualified_at'),
    search: searchText(
      `name || ' ' || coalesce(email, '') || ' ' || coalesce(product_number, '') || ' ' || id::text`,
    ),
  },
  (t) => [
    uniqueIndex('orgs_product_number_key').on(t.productNumber),
    index('orgs_status_id_idx').on(t.status, t.id),
    index('orgs_assigned_id_idx').on(t.assignedStaffId, t.id),
    index('orgs_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
    // The list hides deleted orgs; the DELETED filter pages through these few.
    index('orgs_deleted_id_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
    // Live orgs only: the list's pages (deep offsets too) and counts read these index-only.
    // Ascending on purpose: read backwards they give `order by id desc` (nulls first) exactly.
    index('orgs_live_ids_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is null`),
    index('orgs_live_status_ids_idx')
      .on(t.status, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The Teams list's "created" range (a dashboard figure's link).
    index('orgs_live_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    // The command palette finds a team by its exact email (any case) in one read.
    index('orgs_live_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Live (not deleted) teams by the India day they were created and whether they are on trial
 * now, kept exact by statement-level triggers on orgs (migration 0054): the dashboard's new
 * teams and those paying, a few rows a day instead of a count over every team.
 */
export const orgDayCounts = pgTable(
  'org_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    isTrial: boolean('is_trial').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.isTrial] })],
);

/** Which users belong to which org, and as what. */
export const orgMembers = pgTable(
  'org_members',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('MEMBER'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

/**
 * A temporary OTP staff hand to an org (POST /auth/temp-otp/org/{id}): shown once, stored as
 * a SHA-256 hash, valid for minutes. A new one replaces the old by expiring it.
 */
export const orgTempOtps = pgTable(
  'org_temp_otps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    otpHash: text('otp_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('org_temp_otps_org_idx').on(t.orgId, t.id.desc().nullsFirst())],
);
