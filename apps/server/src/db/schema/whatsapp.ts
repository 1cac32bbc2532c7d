import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, tstz, updatedAt } from './columns';
import { outbox } from './outbox';
import { orgs } from './teams';

/**
 * An org's WhatsApp Business number at the BSP (Heltar, over the Cloud API). One per org: a
 * disconnected account keeps its row (its messages point at it) and is linked again in place.
 */
export const heltarAccounts = pgTable(
  'heltar_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    /** Ten national digits. */
    phoneNumber: text('phone_number').notNull(),
    displayName: text('display_name').notNull(),
    /** APPROVED, PENDING or REJECTED: the review of the display name. */
    displayNameStatus: text('display_name_status').notNull().default('APPROVED'),
    /** CONNECTED, PENDING, FLAGGED, RESTRICTED or DISCONNECTED. */
    status: text('status').notNull(),
    /** Meta's quality rating: GREEN, YELLOW, RED or UNKNOWN. */
    qualityRating: text('quality_rating').notNull().default('UNKNOWN'),
    /** TIER_250 … TIER_UNLIMITED, as the BSP reports it. */
    messagingTier: text('messaging_tier'),
    /** Business-initiated conversations allowed per 24 h. */
    messagingLimit: integer('messaging_limit'),
    wabaId: text('waba_id'),
    /** The number's id at the BSP; webhooks name it. */
    phoneNumberId: text('phone_number_id'),
    webhookLastAt: tstz('webhook_last_at'),
    syncedAt: tstz('synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('heltar_accounts_org_key').on(t.orgId),
    uniqueIndex('heltar_accounts_phone_number_id_key').on(t.phoneNumberId),
    index('heltar_accounts_status_idx').on(t.status, t.id.desc().nullsFirst()),
    // The Whatsapp page's order: flagged and restricted numbers first, then the newest.
    index('heltar_accounts_trouble_idx').on(sql`(${t.status} in ('FLAGGED', 'RESTRICTED'))`, t.id),
  ],
);

/** The account's message templates, as last synced from the BSP. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => heltarAccounts.id),
    name: text('name').notNull(),
    language: text('language').notNull(),
    /** MARKETING, UTILITY or AUTHENTICATION. */
    category: text('category').notNull(),
    /** APPROVED, PENDING, REJECTED, PAUSED or DISABLED. */
    status: text('status').notNull(),
    rejectedReason: text('rejected_reason'),
    body: text('body').notNull(),
    variableCount: integer('variable_count').notNull().default(0),
    syncedAt: tstz('synced_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_templates_account_name_key').on(t.accountId, t.name, t.language)],
);

/** A message sent or received on an org's account. */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => heltarAccounts.id),
    /** IN (the customer wrote) or OUT. */
    direction: text('direction').notNull(),
    /** The customer's number with country code, digits only. */
    counterpart: text('counterpart').notNull(),
    /** TEMPLATE, TEXT or OTHER (media, or a message the org's own app sent). */
    kind: text('kind').notNull(),
    templateName: text('template_name'),
    language: text('language'),
    category: text('category'),
    body: text('body'),
    /** QUEUED, SENT, DELIVERED, READ, FAILED or RECEIVED. */
    status: text('status').notNull(),
    error: text('error'),
    /** WhatsApp's message id: a webhook replayed names it again. */
    wamid: text('wamid'),
    outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: createdAt(),
    statusAt: tstz('status_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wamid_key').on(t.wamid),
    index('whatsapp_messages_org_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('whatsapp_messages_status_idx').on(t.status, t.id.desc().nullsFirst()),
    // The number's messages, and the 24-hour window (its last inbound message on the account).
    index('whatsapp_messages_counterpart_idx').on(t.counterpart, t.id.desc().nullsFirst()),
    // A number searched by its last digits: a prefix of the reversed number.
    index('whatsapp_messages_counterpart_rev_idx').using(
      'btree',
      sql`reverse(${t.counterpart}) text_pattern_ops`,
    ),
    // A day's messages.
    index('whatsapp_messages_created_idx').on(t.createdAt),
    index('whatsapp_messages_outbox_idx')
      .on(t.outboxId)
      .where(sql`outbox_id is not null`),
  ],
);

/** A conversation WhatsApp opened (and bills), from the status webhooks: usage counts these. */
export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    /** WhatsApp's conversation id. */
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => heltarAccounts.id),
    /** MARKETING, UTILITY, AUTHENTICATION or SERVICE. */
    category: text('category').notNull(),
    startedAt: tstz('started_at').notNull(),
  },
  (t) => [index('whatsapp_conversations_org_idx').on(t.orgId, t.startedAt)],
);

/** Numbers that replied STOP: no marketing template goes to them (campaigns read this too). */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  /** With country code, digits only. */
  phone: text('phone').primaryKey(),
  /** 'STOP reply' or the staff member's note. */
  source: text('source').notNull(),
  createdAt: createdAt(),
});
