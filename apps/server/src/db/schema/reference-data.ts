import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * The versions of reference data (platform/db/reference-data.ts) this database has received:
 * one row per version, written in the transaction that applied it, so each runs once.
 */
export const referenceDataVersions = pgTable('reference_data_versions', {
  version: integer('version').primaryKey(),
  name: text('name').notNull(),
  /** PRODUCT_KEY at the time: the plans' `{key}` and `{key}_X` products were written with it. */
  productKey: text('product_key').notNull(),
  appliedAt: tstz('applied_at').notNull().defaultNow(),
});
