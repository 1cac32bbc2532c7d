import { z } from 'zod';

/**
 * A request that creates something or moves money may carry this header (subscriptions,
 * top-ups, bank and custom payments, refunds, payment links). A repeat with the same key
 * answers with the first result instead of acting twice; the same key with a different
 * request is refused with 409. The console keeps one key per filled-in form: a retry after a
 * lost response sends the same key again, and a new key comes only when the form's content
 * changes or after a success.
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

/**
 * The key a gateway payment id (Razorpay's `pay_...`) is recorded under, by the gateway webhook
 * and by a manual RAZORPAY sale alike: one gateway payment is one payment and one invoice,
 * whichever side sees it first.
 */
export const gatewayPaymentKey = (gatewayPaymentId: string): string => `gateway:${gatewayPaymentId.trim()}`;
