import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * What the built-in providers would send (SMS, push, webhooks, WhatsApp): staff can read it
 * in the console, and a dispatcher retries webhook deliveries from here.
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
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    // The console's outbox filtered by channel (SMS, PUSH, WEBHOOK...), newest first.
    index('outbox_channel_idx').on(t.channel, t.id.desc().nullsFirst()),
  ],
);
