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
import { createdAt, tstz, updatedAt } from './columns';
import { orgs } from './teams';

/** The plan catalogue of spec section 3: ids are the spec's. */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  products: text('products')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  addonIds: integer('addon_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  active: boolean('active').notNull().default(true),
  /** Current plans are offered first, legacy ones after (reference data marks the spec's). */
  isCurrent: boolean('is_current').notNull().default(false),
});

export const planVariants = pgTable(
  'plan_variants',
  {
    id: integer('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    name: text('name').notNull(),
    /** Paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    revenueDuration: integer('revenue_duration').notNull(),
  },
  (t) => [index('plan_variants_plan_idx').on(t.planId)],
);

export const addons = pgTable('addons', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  /** Paise per 30 days. */
  grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
});

/**
 * A price a variant or an add-on had from `valid_from` (null: the catalogue's first price).
 * Written when staff change a price; the newest row is the price in force, which
 * plan_variants.amount and addons.gross_amount also hold, so a sale reads one row.
 */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** VARIANT or ADDON. */
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    revenueDuration: integer('revenue_duration'),
    validFrom: tstz('valid_from'),
    changedById: integer('changed_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('catalogue_prices_item_idx').on(t.itemKind, t.itemId, t.id)],
);

export type SubscriptionAddon = { addon_id: number; slug: string; count: number; amount: number };

export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    variantId: integer('variant_id').references(() => planVariants.id),
    status: text('status').notNull().default('active'),
    orderType: text('order_type').notNull(),
    startDate: tstz('start_date').notNull(),
    validTill: tstz('valid_till').notNull(),
    /** Paise charged. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    paymentType: text('payment_type'),
    paymentId: text('payment_id'),
    gstin: text('gstin'),
    description: text('description'),
    addons: jsonb('addons').$type<SubscriptionAddon[]>().notNull().default([]),
    freebies: jsonb('freebies').$type<Record<string, unknown>>().notNull().default({}),
    /** The catalogue's price of what was sold (variant, add-ons, GST), paise. */
    catalogueAmount: bigint('catalogue_amount', { mode: 'number' }),
    /** Why the amount differs from catalogue_amount, when it does (a seller's override). */
    priceOverrideReason: text('price_override_reason'),
    idempotencyKey: text('idempotency_key'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    index('subscriptions_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('subscriptions_status_valid_idx').on(t.status, t.validTill),
    // The Subscriptions page lists newest first within a status.
    index('subscriptions_status_id_idx').on(t.status, t.id.desc().nullsFirst()),
    index('subscriptions_plan_idx').on(t.planId, t.id.desc().nullsFirst()),
    // Trials started per India day (the dashboard); few rows among the sales.
    index('subscriptions_trial_created_idx')
      .on(t.createdAt)
      .where(sql`${t.orderType} = 'TRIAL'`),
    uniqueIndex('subscriptions_idempotency_key').on(t.idempotencyKey),
    // The "price overrides" filter: few rows, newest first.
    index('subscriptions_price_override_idx')
      .on(t.id.desc())
      .where(sql`${t.priceOverrideReason} is not null`),
    // A payment reference (bank UTR, gateway payment id) pays for one sale of an org.
    uniqueIndex('subscriptions_payment_reference_key')
      .on(t.orgId, t.paymentType, t.paymentId)
      .where(sql`payment_id is not null`),
  ],
);

/** Append-only: every talk-time change is an entry; an org's balance is the sum. */
export const talkTimeLedger = pgTable(
  'talk_time_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    deltaMinutes: integer('delta_minutes').notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('talk_time_ledger_org_idx').on(t.orgId, t.id.desc().nullsFirst())],
);

/**
 * Append-only, in paise: credits a team was given (a referral reward) and what its paid sales
 * deducted of them; the team's credit is the sum, never below zero.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    deltaPaise: bigint('delta_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_org_idx').on(t.orgId, t.id)],
);

/**
 * Talk-time bought outside a plan: pulse top-ups (PULSE) and daily talk-time top-ups (CHOTA,
 * for today only, and RECURRING, for a date range). The idempotency key makes a repeated
 * submit return the first top-up.
 */
export const topUps = pgTable(
  'top_ups',
  {
    /** Kept past the person's erasure by a legal hold (PMLA or GST) until then. */
    heldUntil: tstz('held_until'),
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    type: text('type').notNull(),
    name: text('name'),
    minutes: integer('minutes').notNull(),
    startDate: text('start_date'),
    endDate: text('end_date'),
    expiresAt: tstz('expires_at'),
    /** Paise charged. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    paymentType: text('payment_type'),
    paymentId: text('payment_id'),
    gstin: text('gstin'),
    description: text('description'),
    idempotencyKey: text('idempotency_key'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('top_ups_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    uniqueIndex('top_ups_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('top_ups_payment_reference_key')
      .on(t.orgId, t.paymentType, t.paymentId)
      .where(sql`payment_id is not null`),
  ],
);
