import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, tstz, updatedAt } from './columns';
import { orgs } from './teams';

/**
 * A team brought by a customer user's referral code. One per referred team (the unique index
 * makes a repeat from the sign-up app find the first). `status` only moves forward, driven by
 * the team's KYC approval and first paid sale; `flags` are the fraud checks that matched.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id),
    /** The referrer's team when the referral was made (a user's first team). */
    referrerOrgId: integer('referrer_org_id').references(() => orgs.id),
    referredOrgId: integer('referred_org_id')
      .notNull()
      .references(() => orgs.id),
    referredUserId: integer('referred_user_id').references(() => users.id),
    /** SIGNED_UP, KYC_APPROVED, PAID, REWARDED or INVALID. */
    status: text('status').notNull().default('SIGNED_UP'),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invalidReason: text('invalid_reason'),
    kycApprovedAt: tstz('kyc_approved_at'),
    paidAt: tstz('paid_at'),
    rewardedAt: tstz('rewarded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('referrals_referred_org_key').on(t.referredOrgId),
    index('referrals_referrer_created_idx').on(t.referrerUserId, t.createdAt),
    index('referrals_status_id_idx').on(t.status, t.id),
    index('referrals_code_idx').on(t.code),
  ],
);

/** A referral's timeline: what happened to it and when. */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('referral_events_referral_idx').on(t.referralId, t.id)],
);

/** What a referral reaching a stage earns (SU's): minutes, days or paise, by `kind`. */
export const rewardRules = pgTable('reward_rules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** KYC_APPROVED or PAID. */
  trigger: text('trigger').notNull(),
  /** For PAID: the least first payment, in paise. */
  minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
  /** TALK_TIME_MINUTES, VALIDITY_DAYS or CREDIT_PAISE. */
  kind: text('kind').notNull().default('TALK_TIME_MINUTES'),
  referrerValue: integer('referrer_value').notNull(),
  referredValue: integer('referred_value'),
  monthlyCap: integer('monthly_cap').notNull().default(20),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The rewards ledger. One reward per rule, referral and beneficiary (unique), so a replayed
 * event never earns twice; `status` moves PENDING → ISSUED (approval issues in the same
 * transaction) or REJECTED, ISSUED → REVOKED, each by a conditional update.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rewardRules.id),
    /** REFERRER or REFERRED. */
    beneficiary: text('beneficiary').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    /** The referrer user a REFERRER reward counts against (monthly cap). */
    referrerUserId: integer('referrer_user_id').references(() => users.id),
    kind: text('kind').notNull().default('TALK_TIME_MINUTES'),
    value: integer('value').notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    decidedById: integer('decided_by_id').references(() => users.id),
    issuedAt: tstz('issued_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rewards_rule_referral_beneficiary_key').on(t.ruleId, t.referralId, t.beneficiary),
    index('rewards_status_id_idx').on(t.status, t.id),
    index('rewards_referral_idx').on(t.referralId),
  ],
);
