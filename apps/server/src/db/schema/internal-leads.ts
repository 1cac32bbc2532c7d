import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchText, tstz, updatedAt } from './columns';
import { users } from './auth';
import { orgs } from './teams';

/** A sales lead the provider's own team works, optionally tied to a customer org. */
export const internalLeads = pgTable(
  'internal_leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id').references(() => orgs.id),
    name: text('name').notNull(),
    /** Ten national digits. */
    phone: text('phone').notNull(),
    email: text('email'),
    source: text('source').notNull(),
    stage: text('stage').notNull().default('NEW'),
    assignedStaffId: integer('assigned_staff_id').references(() => users.id),
    /** Set once, when staff convert the lead into an onboarding (stage WON, org_id the new team). */
    convertedAt: tstz('converted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchText(`name || ' ' || phone || ' ' || coalesce(email, '')`),
  },
  (t) => [
    // The phone is a lead's identity: a second lead for it (a double submit, an import that
    // repeats the file) is refused, never made.
    uniqueIndex('internal_leads_phone_key').on(t.phone),
    // Owner filter of the Internal leads page, newest first.
    index('internal_leads_owner_idx').on(t.assignedStaffId, t.id.desc().nullsFirst()),
    index('internal_leads_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    // The Internal leads page filters by stage or source, newest first.
    index('internal_leads_stage_idx').on(t.stage, t.id.desc().nullsFirst()),
    index('internal_leads_source_idx').on(t.source, t.id.desc().nullsFirst()),
    index('internal_leads_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
