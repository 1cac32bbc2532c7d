import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchText, tstz, updatedAt } from './columns';
import { subscriptions } from './subscriptions';
import { orgs } from './teams';

/** Money received from an org. Amounts are paise; refunds never exceed what was paid. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    paymentType: text('payment_type').notNull(),
    status: text('status').notNull().default('CAPTURED'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    paymentRef: text('payment_ref'),
    description: text('description'),
    idempotencyKey: text('idempotency_key'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
    search: searchText(`coalesce(payment_ref, '') || ' ' || coalesce(description, '') || ' ' || id::text`),
  },
  (t) => [
    index('payments_org_idx').on(t.orgId, t.id.desc()),
    index('payments_created_idx').on(t.id.desc()),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    index('payments_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
