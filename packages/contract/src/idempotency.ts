import { z } from 'zod';

/**
 * Money happens once (DESIGN.md convention 12). Every request that moves money or creates
 * something to pay with (subscriptions, top-ups, bank and custom payments, refunds, payment
 * links, mandates) may carry this header:
 * - A repeat with the same key answers with the first result instead of acting twice. The key
 *   binds to the whole request (method, route, path parameters and body, normalised); the same
 *   key with any other request is refused with 409 (`idempotencyKeyReused`), writing nothing.
 * - Without a key, a request identical to one answered in the last REPEAT_WINDOW_MINUTES is
 *   that request again: it answers with the first result. Twenty identical submits sent at
 *   once make one record.
 * - A payment reference (a bank UTR, a gateway payment id) is one payment and pays for one
 *   sale of an org, per payment type, whatever the key: a different request naming a reference
 *   already recorded is refused with 409 (`paymentReferenceUsed`). The database holds these
 *   as unique indexes.
 * The console keeps one key per filled-in form: a retry after a lost response sends the same
 * key again, and a new key comes only when the form's content changes or after a success.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a request without an Idempotency-Key counts as a repeat of an identical one. */
export const REPEAT_WINDOW_MINUTES = 10;

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
export const gatewayPaymentKey = (gatewayPaymentId: string): string =>
  `gateway:${gatewayPaymentId.trim()}`;
