import { z } from 'zod';
import { bulkBody, bulkCountBody } from './bulk';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant, oneOf } from './answer-formats';

/**
 * Every message the product sends, by channel: SMS, push notifications, webhooks, WhatsApp,
 * email, telephony-switch requests and payment-gateway requests (refunds). A provider port records it, the delivery worker sends it.
 */
export const outboxChannels = [
  'SMS',
  'PUSH',
  'WEBHOOK',
  'WHATSAPP',
  'EMAIL',
  'SWITCH',
  'PAYMENTS',
] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * PENDING: waiting for (another) try; SENT: the provider took it; DELIVERED: it reports the
 * message arrived (a sandbox marks it at once); FAILED: refused for good, or out of retries;
 * CANCELLED: staff stopped it.
 */
export const outboxStatuses = ['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'CANCELLED'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const isoDate = z.iso.date();

/** GET /outbox: newest first, filtered by channel, status, org and the day it was recorded (IST). */
export const outboxQuery = pageQuery.extend({
  channel: z.enum(outboxChannels).optional(),
  status: z.enum(outboxStatuses).optional(),
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;
/** The list's filters without paging: what a bulk select-all picks by. */
export type OutboxFilter = Omit<OutboxQuery, 'page' | 'page_size'>;

/** POST /outbox/bulk: retry (FAILED messages) or cancel (FAILED or waiting), ticked or filtered. */
const outboxFilter = outboxQuery.omit({ page: true, page_size: true });
export const outboxBulkBody = bulkBody(outboxFilter, { action: z.enum(['retry', 'cancel']) });
export const outboxBulkCountBody = bulkCountBody(outboxFilter);
/** GET /outbox/export: the list's filters, every matching message (no paging). */
export const outboxExportQuery = outboxQuery.omit({ page: true, page_size: true });

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  /** A phone, a URL or a number; a push token shows only its last characters. */
  recipient: z.string(),
  /** What was sent; secrets (tokens, keys, OTPs) are masked. */
  payload: z.record(z.string(), z.unknown()),
  status: oneOf(outboxStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  org: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: instant,
  sent_at: instant.nullable(),
  delivered_at: instant.nullable(),
  next_attempt_at: instant,
  /** The adapter that took it (`sandbox` when the channel has no provider configured). */
  provider: z.string().nullable(),
  /** The provider's own id of the message. */
  provider_ref: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPageSchema = pageOf(outboxEntrySchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxAttemptSchema = z.object({
  id: z.number().int(),
  /** SENT, RETRY, RATE_LIMITED, FAILED, REPORT (a delivery report), RETRIED or CANCELLED (staff). */
  outcome: z.string(),
  provider: z.string().nullable(),
  http_status: z.number().int().nullable(),
  answer: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  at: z.string(),
});
export type OutboxAttempt = z.infer<typeof outboxAttemptSchema>;

/** GET /outbox/{id}: one message with every try and report. */
export const outboxDetailSchema = outboxEntrySchema.extend({
  attempts_log: z.array(outboxAttemptSchema),
});
export type OutboxDetail = z.infer<typeof outboxDetailSchema>;

export const outboxIdParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** How each channel delivers: a configured provider, or the sandbox that only records. */
export const channelModeSchema = z.object({
  /** An outbox channel, or KYC (Digio: requests made while staff wait, not through the outbox). */
  channel: z.enum([...outboxChannels, 'KYC']),
  provider: z.string(),
  sandbox: z.boolean(),
});
export type ChannelMode = z.infer<typeof channelModeSchema>;
export const channelModesSchema = z.array(channelModeSchema);
/** GET /outbox/channels: all of them, or the one named. */
export const channelModesQuery = z.object({ channel: channelModeSchema.shape.channel.optional() });

/** POST /outbox/{id}/retry and /cancel: what happened, and the message as it is now. */
export const outboxActionResultSchema = z.object({
  message: z.string(),
  entry: outboxDetailSchema,
});
export type OutboxActionResult = z.infer<typeof outboxActionResultSchema>;

/** POST /providers/switch/reports: the switch's signed report of a command it ran (or not). */
export const switchReportBody = z.object({
  id: z.string().min(1),
  status: z.enum(['DONE', 'FAILED']),
  error: z.string().optional(),
});

/** What a provider's report callback answers: how many reports changed a message. */
export const providerReportResult = z.object({ applied: z.number().int() });
/** POST /providers/sms/reports/{token}: MSG91 signs nothing, so the URL holds a secret. */
export const smsReportParams = z.object({ token: z.string().max(200) });
/** GET /providers/whatsapp/webhook: Meta's subscription check. */
export const whatsappVerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const outboxOperations = {
  'GET /api/outbox': ['listOutbox', 'Outgoing messages and their delivery state'],
  'GET /api/outbox/export': [
    'exportOutbox',
    'The filtered outgoing messages as CSV (streamed, audited)',
  ],
  'GET /api/outbox/channels': [
    'listChannelModes',
    'Which channels deliver through a provider and which run in the sandbox',
  ],
  'GET /api/outbox/:id': ['getOutboxMessage', 'One message with every try and delivery report'],
  'POST /api/outbox/bulk': ['bulkOutbox', 'Retry or cancel many messages, ticked or filtered'],
  'POST /api/outbox/bulk/count': ['countOutboxBulk', 'How many messages a bulk select-all picks'],
  'POST /api/outbox/:id/retry': ['retryOutboxMessage', 'Send a failed message again'],
  'POST /api/outbox/:id/cancel': ['cancelOutboxMessage', 'Cancel a failed or waiting message'],
} as const satisfies AreaOperations;
