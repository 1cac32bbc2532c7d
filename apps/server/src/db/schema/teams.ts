import { sql } from 'drizzle-orm';
import {
  boolean,
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
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('ACTIVE'),
    settings: jsonb('settings').$type<OrgSettings>().notNull().default(defaultOrgSettings),
    assignedStaffId: integer('assigned_staff_id').references(() => users.id),
    ownerId: integer('owner_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
    search: searchText(
      `name || ' ' || coalesce(email, '') || ' ' || coalesce(product_number, '') || ' ' || id::text`,
    ),
  },
  (t) => [
    uniqueIndex('orgs_product_number_key').on(t.productNumber),
    index('orgs_status_id_idx').on(t.status, t.id),
    index('orgs_assigned_id_idx').on(t.assignedStaffId, t.id),
    index('orgs_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
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
