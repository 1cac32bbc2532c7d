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
import { shortUrls } from './short-urls';
import { orgs } from './teams';
import { heltarAccounts } from './whatsapp';

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
    /** SMS: the DLT template and sender (India's TRAI rules). */
    dltTemplateId: text('dlt_template_id'),
    senderId: text('sender_id'),
    /** Email: the subject; push: the notification's title. */
    subject: text('subject'),
    text: text('text').notNull(),
    /** WhatsApp: the sending account, its approved template, and the template's values. */
    whatsappAccountId: integer('whatsapp_account_id').references(() => heltarAccounts.id),
    whatsappTemplateId: integer('whatsapp_template_id'),
    whatsappVariables: text('whatsapp_variables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where `{short_url}` leads; each recipient gets a short URL of their own to it. */
    linkUrl: text('link_url'),
    /** Where the recipients' short URLs live, fixed when the campaign is scheduled. */
    shortLinkBase: text('short_link_base'),
    promotional: boolean('promotional').notNull().default(true),
    sendRatePerMinute: integer('send_rate_per_minute').notNull().default(60),
    /** Scheduled by an ADMIN to more than ADMIN_CAMPAIGN_LIMIT: the sender waits for an SU. */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    approvedById: integer('approved_by_id').references(() => users.id),
    approvedAt: tstz('approved_at'),
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
    /** Where the message goes, by the campaign's channel: a phone, an email or a device token. */
    address: text('address').notNull(),
    /** QUEUED, SENT or FAILED here; DELIVERED and a later FAILED come from the outbox row. */
    status: text('status').notNull().default('QUEUED'),
    reason: text('reason'),
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id),
    /** The recipient's own short URL of the campaign's link: its human visits are clicks. */
    shortUrlId: integer('short_url_id').references(() => shortUrls.id),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_user_key').on(t.campaignId, t.userId),
    index('campaign_recipients_queued_idx')
      .on(t.campaignId, t.id)
      .where(sql`${t.status} = 'QUEUED'`),
    index('campaign_recipients_sent_at_idx').on(t.campaignId, t.sentAt),
    index('campaign_recipients_short_url_idx')
      .on(t.shortUrlId)
      .where(sql`${t.shortUrlId} is not null`),
  ],
);

/** Numbers that said STOP to campaign SMS, or that staff added: never messaged by a campaign. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull().default('STOP'),
  createdAt: createdAt(),
});
