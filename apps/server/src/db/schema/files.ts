import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** What the file service holds: the bytes live in the storage backend, the facts here. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    kind: text('kind').notNull(),
    originalName: text('original_name'),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_kind_idx').on(t.kind, t.createdAt)],
);
