import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * Every message the product sends (SMS, email, push, WhatsApp, switch requests, webhooks):
 * written by a provider port in the transaction of the change that caused it, then delivered
 * by the delivery worker through the channel's adapter (or its sandbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    orgId: integer('org_id'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** The adapter that took it (`sandbox`, `msg91`, `smtp`...), and the provider's own id for it. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    deliveredAt: tstz('delivered_at'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    // The org timeline's messages, in (created_at, id) order like its other kinds.
    index('outbox_org_created_idx').on(
      t.orgId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The console's outbox filtered by channel (SMS, PUSH, WEBHOOK...), newest first.
    index('outbox_channel_idx').on(t.channel, t.id.desc().nullsFirst()),
    // A delivery report names the provider's id.
    index('outbox_provider_ref_idx').on(t.provider, t.providerRef),
    // Delivery health of the messages recorded in a range of India days (the dashboard, the
    // list's date filter).
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Each try at delivering a message and what the provider answered, for staff to read. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    /** SENT, RETRY, RATE_LIMITED, FAILED, REPORT (a delivery report), RETRIED / CANCELLED (staff). */
    outcome: text('outcome').notNull(),
    provider: text('provider'),
    httpStatus: integer('http_status'),
    /** The provider's answer or the error, cut short; never a secret. */
    answer: text('answer'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_attempts_outbox_idx').on(t.outboxId, t.id)],
);
