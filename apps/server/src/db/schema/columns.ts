import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every table's created_at/updated_at; timestamps are always with time zone. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A stored generated column holding the lower-cased text that list searches match with
 * pg_trgm; its GIN index makes `ILIKE '%x%'` fast on millions of rows.
 */
export const searchText = (expression: string) =>
  customType<{ data: string }>({ dataType: () => 'text' })('search_text').generatedAlwaysAs(
    sql.raw(`lower(${expression})`),
  );
