import { z } from 'zod';

/**
 * A request that creates something or moves money may carry this header (subscriptions,
 * top-ups, bank and custom payments, refunds, payment links). A repeat with the same key
 * answers with the first result instead of acting twice; the same key with a different
 * request is refused with 409. The console sends a fresh UUID per confirmed submit.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyHeaders = z
  .object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .trim()
      .regex(/^[\w-]{1,100}$/, 'must be 1 to 100 letters, digits, underscores or dashes')
      .optional(),
  })
  .loose();
