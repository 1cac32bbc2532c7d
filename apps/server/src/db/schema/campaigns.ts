import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Audience } from '@switchboard/contract/campaigns';
import { users } from './auth';
import { createdAt, tstz, updatedAt } from './columns';
import { outbox } from './outbox';
import { orgs } from './teams';

/** A campaign: its audience filter, message and send rate; `status` is its lifecycle. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    channel: text('channel').notNull().default('SMS'),
    /** DRAFT, SCHEDULED, SENDING, PAUSED, COMPLETED or CANCELLED. */
    status: text('status').notNull().default('DRAFT'),
    audience: jsonb('audience').$type<Audience>().notNull().default({}),
    dltTemplateId: text('dlt_template_id').notNull(),
    senderId: text('sender_id').notNull(),
    text: text('text').notNull(),
    promotional: boolean('promotional').notNull().default(true),
    sendRatePerMinute: integer('send_rate_per_minute').notNull().default(60),
    scheduledAt: tstz('scheduled_at'),
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_status_id_idx').on(t.status, t.id)],
);

/**
 * One row per person a campaign reaches, made when sending starts. A row is claimed
 * (`FOR UPDATE SKIP LOCKED`) and moves QUEUED → SENT with its outbox message in one
 * transaction, so each gets one message whatever the number of instances or restarts; the
 * unique (campaign, user) keeps a second materialisation from adding anyone twice.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    /** QUEUED, SENT or FAILED here; DELIVERED and a later FAILED come from the outbox row. */
    status: text('status').notNull().default('QUEUED'),
    reason: text('reason'),
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_user_key').on(t.campaignId, t.userId),
    index('campaign_recipients_queued_idx')
      .on(t.campaignId, t.id)
      .where(sql`${t.status} = 'QUEUED'`),
    index('campaign_recipients_sent_at_idx').on(t.campaignId, t.sentAt),
  ],
);

/** Numbers that said STOP to campaign SMS, or that staff added: never messaged by a campaign. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull().default('STOP'),
  createdAt: createdAt(),
});
