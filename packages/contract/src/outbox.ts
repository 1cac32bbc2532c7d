import { z } from 'zod';
import { pageOf, pageQuery } from './paging';

/**
 * What the built-in providers record instead of sending (DESIGN.md): SMS, push notifications,
 * webhooks, WhatsApp, email and telephony-switch requests.
 */
export const outboxChannels = ['SMS', 'PUSH', 'WEBHOOK', 'WHATSAPP', 'EMAIL', 'SWITCH'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** PENDING: recorded, not (yet) delivered; webhooks move on to SENT or, after the last retry, FAILED. */
export const outboxStatuses = ['PENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** GET /outbox: newest first, filtered by channel, status and org. */
export const outboxQuery = pageQuery.extend({
  channel: z.enum(outboxChannels).optional(),
  status: z.enum(outboxStatuses).optional(),
  org_id: z.coerce.number().int().positive().optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  /** A phone, a URL or a number; a push token shows only its last characters. */
  recipient: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  org: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPageSchema = pageOf(outboxEntrySchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
