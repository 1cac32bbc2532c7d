import { z } from 'zod';

/**
 * Bulk actions on a list: staff tick rows (`ids`) or pick every row the list's filters match
 * (`filter`, resolved by the server with the list's own filter, up to BULK_LIMIT rows). Each row
 * goes through the same service as its single-row action, in its own transaction, so one row's
 * failure does not undo the others; the answer says what happened to each.
 */

/** Most rows one select-all may act on; more is refused (400) before anything happens. */
export const BULK_LIMIT = 2_000;
/** Most ticked ids one request carries: the console sends larger selections in chunks. */
export const BULK_CHUNK = 200;

const rowId = z.number().int().positive().max(2_147_483_647);

/**
 * `{ ids }` or `{ filter }`, exactly one, plus the action's own fields. `filter` is the list's
 * query without paging (`{}` means every row of the list).
 */
export const bulkBody = <F extends z.ZodType, A extends z.ZodRawShape>(filter: F, action: A) =>
  z
    .object({
      ids: z.array(rowId).min(1).max(BULK_CHUNK).optional(),
      filter: filter.optional(),
      ...action,
    })
    .refine(
      (b: { ids?: unknown; filter?: unknown }) =>
        (b.ids === undefined) !== (b.filter === undefined),
      { message: 'send either ids or filter', path: ['ids'] },
    );

/** POST …/bulk/count: how many rows the filter picks now, before anything happens. */
export const bulkCountBody = <F extends z.ZodType>(filter: F) => z.object({ filter });

export const bulkCountSchema = z.object({
  /** Rows the filter matches, counted up to BULK_LIMIT + 1. */
  count: z.number().int().nonnegative(),
  /** More than BULK_LIMIT: the select-all would be refused; narrow the filters. */
  over_limit: z.boolean(),
  limit: z.number().int(),
});
export type BulkCount = z.infer<typeof bulkCountSchema>;

export const bulkRowResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** Why the row failed (the single action's own message). */
  message: z.string().optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkResultSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkRowResultSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
