import { z } from 'zod';

/**
 * What the payment gateway (Razorpay-style) posts to its webhook, `POST
 * /api/payments/webhook/razorpay`: only the parts of an event this console acts on; everything
 * else is ignored. The body is parsed only after its signature checks out.
 */
const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });
const gatewayPayment = entity({
  id: z.string().min(1).max(100),
  // A mandate's authorisation payment is free (amount 0) and names its registration link
  // (invoice) and the token it created.
  amount: z.number().int().nonnegative(),
  invoice_id: z.string().max(100).nullish(),
  token_id: z.string().max(100).nullish(),
});
/**
 * An entity's `notes`: the keys we set as an object, or `[]` when the order or payment has no
 * notes (Razorpay's own sample events carry `"notes": []`), or null. Read as an object either way.
 */
const gatewayNotes = z
  .union([
    z.object({ org_id: z.coerce.number().int().positive().optional() }),
    z.array(z.unknown()),
    z.null(),
  ])
  .transform((notes) => (notes && !Array.isArray(notes) ? notes : {}));
export const gatewayEventSchema = z.object({
  event: z.string().max(100),
  /**
   * When the gateway created the event (unix seconds). It is inside the signed body, so it
   * orders events: one older than the last applied to a mandate changes nothing.
   */
  created_at: z.number().int().positive().optional(),
  payload: z
    .object({
      payment: gatewayPayment.optional(),
      payment_link: entity({ id: z.string() }).optional(),
      order: entity({
        id: z.string(),
        notes: gatewayNotes.optional(),
      }).optional(),
      token: entity({ id: z.string(), error_description: z.string().nullish() }).optional(),
    })
    .default({}),
});
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

/** The webhook answers with what the event came to ('payment recorded', 'duplicate event', ...). */
export const gatewayWebhookResultSchema = z.object({ status: z.string() });
