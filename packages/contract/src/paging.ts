import { z } from 'zod';

/** Query parameters shared by the one-based paged lists of the spec. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(10),
});

/**
 * A page of rows. `total_is_estimate` is true when the total passed the exact-count cap and
 * is an estimate (DESIGN.md convention 7): counting never dominates a request.
 */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total_items: z.number().int().nonnegative(),
    total_is_estimate: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
export type Page<T> = {
  rows: T[];
  total_items: number;
  total_is_estimate: boolean;
  page: number;
  page_size: number;
};
