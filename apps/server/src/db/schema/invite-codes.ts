import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, searchText, tstz, updatedAt } from './columns';
import { orgs } from './teams';

/**
 * An invite code: a benefit, a limit of uses, a validity. `redemptions` counts uses and only
 * ever moves by a conditional update that keeps it at most `max_redemptions`, so a code is
 * never used past its limit however many redeem it at once.
 */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Upper case, from an alphabet without look-alikes; unique. */
    code: text('code').notNull(),
    benefit: text('benefit').notNull(),
    /** Days, minutes or percent; null for a PLAN benefit, which names plan and variant. */
    benefitValue: integer('benefit_value'),
    planId: integer('plan_id'),
    variantId: integer('variant_id'),
    maxRedemptions: integer('max_redemptions').notNull().default(1),
    redemptions: integer('redemptions').notNull().default(0),
    validFrom: tstz('valid_from'),
    validTill: tstz('valid_till'),
    pausedAt: tstz('paused_at'),
    ownerKind: text('owner_kind'),
    ownerStaffId: integer('owner_staff_id').references(() => users.id),
    ownerOrgId: integer('owner_org_id').references(() => orgs.id),
    ownerCampaign: text('owner_campaign'),
    note: text('note'),
    /** The codes made by one request share it, so a batch can be listed and exported. */
    batchId: text('batch_id'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchText(`code || ' ' || coalesce(note, '') || ' ' || coalesce(owner_campaign, '')`),
  },
  (t) => [
    uniqueIndex('invite_codes_code_key').on(t.code),
    index('invite_codes_batch_idx').on(t.batchId, t.id),
    index('invite_codes_owner_idx').on(t.ownerKind, t.id),
    index('invite_codes_owner_staff_idx').on(t.ownerStaffId),
    index('invite_codes_owner_org_idx').on(t.ownerOrgId),
    index('invite_codes_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** One team's use of a code: once per team, with the benefit as it was applied. */
export const inviteCodeRedemptions = pgTable(
  'invite_code_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    inviteCodeId: integer('invite_code_id')
      .notNull()
      .references(() => inviteCodes.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: integer('user_id'),
    /** What was applied, for people: "30 trial days", "500 minutes", "10% off the next sale". */
    benefit: text('benefit').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_code_redemptions_once_key').on(t.inviteCodeId, t.orgId),
    index('invite_code_redemptions_org_idx').on(t.orgId, t.id),
  ],
);
