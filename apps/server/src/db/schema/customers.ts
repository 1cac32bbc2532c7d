import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { orgs } from './teams';

/** Business categories: the defaults come with the migrations, the app may add more by name. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** An org's own CRM customer, as the product's app keeps it (upsert by its id), staff may correct. */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    appId: text('app_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryId: integer('category_id').references(() => categories.id),
    source: text('source'),
    lastCallAt: tstz('last_call_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_org_app_id_key').on(t.orgId, t.appId),
    index('customers_org_updated_idx').on(t.orgId, t.updatedAt.desc()),
    index('customers_tags_idx').using('gin', t.tags),
  ],
);
