import { z } from 'zod';
import { spacedNumberPattern } from './rules/phone';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * WhatsApp (menu "Whatsapp", team hub tab): an org's WhatsApp Business account at the BSP
 * (Heltar, speaking the Cloud API), its message templates, the messages sent and received, and
 * the conversations they opened, against what the org's plan includes.
 */

/** The account's connection as the BSP reports it; FLAGGED and RESTRICTED are what staff look for. */
export const whatsappAccountStatuses = [
  'CONNECTED',
  'PENDING',
  'FLAGGED',
  'RESTRICTED',
  'DISCONNECTED',
] as const;
export type WhatsappAccountStatus = (typeof whatsappAccountStatuses)[number];
/** Meta's quality rating of the number. */
export const whatsappQualities = ['GREEN', 'YELLOW', 'RED', 'UNKNOWN'] as const;
/** The review of the display name. */
export const displayNameStatuses = ['APPROVED', 'PENDING', 'REJECTED'] as const;
/** Business-initiated conversations a number may open per 24 hours. */
export const messagingTiers = [
  'TIER_250',
  'TIER_1K',
  'TIER_10K',
  'TIER_100K',
  'TIER_UNLIMITED',
] as const;
export type MessagingTier = (typeof messagingTiers)[number];
/** Conversations per 24 h each tier allows; null: unlimited. */
export const messagingTierLimits: Record<MessagingTier, number | null> = {
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: null,
};
/** The tier the BSP names, when it is one of ours. */
export const isMessagingTier = (value: unknown): value is MessagingTier =>
  (messagingTiers as readonly unknown[]).includes(value);

/** A webhook silent for longer than this on a connected account is shown as unhealthy. */
export const WEBHOOK_QUIET_HOURS = 24;

export const whatsappAccountSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  /** Ten national digits. */
  phone_number: z.string(),
  display_name: z.string(),
  display_name_status: z.enum(displayNameStatuses),
  status: z.enum(whatsappAccountStatuses),
  quality_rating: z.enum(whatsappQualities),
  messaging_tier: z.enum(messagingTiers).nullable(),
  /** Conversations per 24 h the tier allows; null: unlimited or not known. */
  messaging_limit: z.number().int().nullable(),
  waba_id: z.string().nullable(),
  /** The number's id at the BSP: what links the account, and what its webhooks name. */
  phone_number_id: z.string().nullable(),
  webhook_last_at: instant.nullable(),
  synced_at: instant.nullable(),
  /** The org's active plan, when it includes WhatsApp (a WABA plan). */
  plan_name: z.string().nullable(),
  updated_at: instant,
});
export type WhatsappAccount = z.infer<typeof whatsappAccountSchema>;

/** GET /whatsapp/heltar/{id} (the org's id): the org, and its account or null when it has none. */
export const heltarLookupSchema = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  account: whatsappAccountSchema.nullable(),
});
export type HeltarLookup = z.infer<typeof heltarLookupSchema>;

const bspId = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, `${what} is the digits the BSP shows`);

/** POST /admin/whatsapp/accounts: link an org's account by its ids at the BSP (checked there). */
export const linkWhatsappAccountBody = z.object({
  org_id: z.number().int().positive().max(2_147_483_647),
  waba_id: bspId('The WhatsApp Business account id'),
  phone_number_id: bspId('The phone number id'),
});
export type LinkWhatsappAccountBody = z.infer<typeof linkWhatsappAccountBody>;

/** GET /admin/whatsapp/accounts: every org's account, the troubled first when asked. */
export const whatsappAccountListQuery = pageQuery.extend({
  /** The org's name or id, or the number. */
  text: z.string().trim().max(100).optional(),
  status: z.enum(whatsappAccountStatuses).optional(),
  quality: z.enum(whatsappQualities).optional(),
  tier: z.enum(messagingTiers).optional(),
});
export type WhatsappAccountListQuery = z.infer<typeof whatsappAccountListQuery>;
export const whatsappAccountPage = pageOf(whatsappAccountSchema);
export type WhatsappAccountPage = z.infer<typeof whatsappAccountPage>;

export const templateCategories = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export type TemplateCategory = (typeof templateCategories)[number];
export const templateStatuses = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const;

export const whatsappTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.string(),
  category: z.enum(templateCategories),
  status: z.enum(templateStatuses),
  rejected_reason: z.string().nullable(),
  /** The body with `{{1}}`, `{{2}}`… where the variables go. */
  body: z.string(),
  variable_count: z.number().int(),
  synced_at: instant,
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;
export const whatsappTemplateListSchema = z.array(whatsappTemplateSchema);

/** The body with its `{{n}}` filled in; a variable not given stays as it is. */
export function fillTemplate(body: string, variables: string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => variables[Number(n) - 1] || whole);
}

/** How many variables a body declares: its highest `{{n}}`. */
export const variableCountOf = (body: string): number =>
  Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));

export const messageDirections = ['IN', 'OUT'] as const;
/** QUEUED until the BSP took it; RECEIVED for what the customer sent. */
export const whatsappMessageStatuses = [
  'QUEUED',
  'SENT',
  'DELIVERED',
  'READ',
  'FAILED',
  'RECEIVED',
] as const;
export type WhatsappMessageStatus = (typeof whatsappMessageStatuses)[number];
export const messageKinds = ['TEMPLATE', 'TEXT', 'OTHER'] as const;

/** Free-form text may go out only this long after the customer last wrote (WhatsApp's rule). */
export const SERVICE_WINDOW_HOURS = 24;

export const whatsappMessageSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  direction: z.enum(messageDirections),
  /** With country code; masked (`91987•••••10`) for staff who may not see numbers in full. */
  counterpart: z.string(),
  kind: z.enum(messageKinds),
  template_name: z.string().nullable(),
  category: z.string().nullable(),
  body: z.string().nullable(),
  status: z.enum(whatsappMessageStatuses),
  error: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  created_at: instant,
  status_at: instant,
});
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>;

/** GET /admin/whatsapp/messages: by org, number, status and India day, newest first. */
export const whatsappMessageListQuery = pageQuery.extend({
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Digits of the counterpart's number (the end of it is enough). */
  number: z
    .string()
    .trim()
    .regex(/^\+?\d{4,15}$/, 'Search the number by its digits')
    .optional(),
  status: z.enum(whatsappMessageStatuses).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type WhatsappMessageListQuery = z.infer<typeof whatsappMessageListQuery>;
export const whatsappMessagePage = pageOf(whatsappMessageSchema);
export type WhatsappMessagePage = z.infer<typeof whatsappMessagePage>;

/** An Indian mobile (ten digits, 6–9 first), optionally with +91 or 91 in front. */
const customerNumber = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+?91)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number'))
  .meta({
    pattern: spacedNumberPattern({ separators: '\\s-', prefixes: ['+91', '91'], first: '[6-9]' }),
    example: '+91 98765 43210',
  });

/** POST /admin/whatsapp/accounts/{id}/messages: a template message, or text inside the window. */
export const sendWhatsappMessageBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TEMPLATE'),
    to: customerNumber,
    template_id: z.number().int().positive().max(2_147_483_647),
    variables: z.array(z.string().trim().min(1).max(1000)).max(20),
  }),
  z.object({
    kind: z.literal('TEXT'),
    to: customerNumber,
    text: z.string().trim().min(1).max(4096),
  }),
]);
export type SendWhatsappMessageBody = z.infer<typeof sendWhatsappMessageBody>;

/** GET /admin/whatsapp/accounts/{id}/window?to: whether free text may go to this number now. */
export const serviceWindowQuery = z.object({ to: customerNumber });
export const serviceWindowSchema = z.object({
  open: z.boolean(),
  /** When the customer last wrote; the window closes SERVICE_WINDOW_HOURS after it. */
  last_inbound_at: instant.nullable(),
  closes_at: instant.nullable(),
  opted_out: z.boolean(),
});
export type ServiceWindow = z.infer<typeof serviceWindowSchema>;

/** Conversation categories as WhatsApp bills them; SERVICE is opened by the customer. */
export const conversationCategories = [
  'MARKETING',
  'UTILITY',
  'AUTHENTICATION',
  'SERVICE',
] as const;
export type ConversationCategory = (typeof conversationCategories)[number];

/**
 * Business-initiated conversations a month the plan includes (product decision, not spec):
 * WABA Advanced plans 10,000, other WABA plans 1,000, the free tier 250. Service
 * conversations (the customer wrote first) are not counted against it.
 */
export function includedConversations(plan: { name: string; products: string[] }): number {
  if (!plan.products.includes('waba')) return 0;
  if (/WABA Advanced/i.test(plan.name)) return 10_000;
  if (/Free Tier/i.test(plan.name)) return 250;
  return 1_000;
}

export const whatsappUsageQuery = z.object({
  /** The month, `YYYY-MM` (India); default this month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM')
    .optional(),
});
const perCategory = z.object(
  Object.fromEntries(conversationCategories.map((c) => [c, z.number().int()])) as Record<
    ConversationCategory,
    z.ZodNumber
  >,
);
export const whatsappUsageSchema = z.object({
  month: z.string(),
  plan_name: z.string().nullable(),
  /** Business-initiated conversations the plan includes this month; 0 without a WABA plan. */
  included: z.number().int(),
  /** Business-initiated conversations used (MARKETING + UTILITY + AUTHENTICATION). */
  used: z.number().int(),
  totals: perCategory,
  days: z.array(z.object({ day: z.string() }).extend(perCategory.shape)),
});
export type WhatsappUsage = z.infer<typeof whatsappUsageSchema>;

/** What the team hub's WhatsApp tab shows besides the messages. */
export const orgWhatsappSchema = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  account: whatsappAccountSchema.nullable(),
  templates: whatsappTemplateListSchema,
  /** True while the BSP adapter is the sandbox: nothing reaches WhatsApp. */
  sandbox: z.boolean(),
});
export type OrgWhatsapp = z.infer<typeof orgWhatsappSchema>;

/**
 * The BSP's webhook (Cloud API shape), as far as it is read: messages the customer sent,
 * statuses of messages sent, and the number's quality events. Unknown parts are ignored.
 */
const webhookMessage = z.object({
  id: z.string().max(200),
  from: z.string().regex(/^\d{6,15}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(4096) }).optional(),
});
const webhookStatus = z.object({
  id: z.string().max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().regex(/^\d{6,15}$/),
  biz_opaque_callback_data: z.string().max(512).optional(),
  conversation: z
    .object({
      id: z.string().max(200),
      origin: z.object({ type: z.string().max(40) }).optional(),
    })
    .optional(),
  pricing: z.object({ category: z.string().max(40).optional() }).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
      }),
    )
    .optional(),
});
const webhookValue = z.object({
  metadata: z.object({ phone_number_id: z.string().max(40) }).optional(),
  messages: z.array(webhookMessage).max(1000).optional(),
  statuses: z.array(webhookStatus).max(1000).optional(),
  // phone_number_quality_update (and message_template_status_update's event)
  display_phone_number: z.string().max(30).optional(),
  event: z.string().max(40).optional(),
  current_limit: z.string().max(40).optional(),
  // message_template_status_update
  message_template_name: z.string().max(512).optional(),
  message_template_language: z.string().max(20).optional(),
  reason: z.string().max(500).nullish(),
});
export const whatsappWebhookBody = z.object({
  entry: z
    .array(
      z.object({
        /** The WhatsApp Business account the changes are about. */
        id: z.string().max(40).optional(),
        changes: z.array(z.object({ field: z.string().max(60), value: webhookValue })).max(100),
      }),
    )
    .max(100),
});
export type WhatsappWebhookBody = z.infer<typeof whatsappWebhookBody>;

/** A reply that opts the number out of marketing templates, and one that opts it back in. */
export const OPT_OUT_WORDS = ['STOP', 'UNSUBSCRIBE', 'STOP ALL'];
export const OPT_IN_WORDS = ['START', 'UNSTOP'];

/** What link, sync and disconnect answer: the account as it now is, and what happened. */
export const whatsappAccountResult = z.object({
  account: whatsappAccountSchema,
  message: z.string(),
});
export const sentWhatsappMessageResult = z.object({
  sent: whatsappMessageSchema,
  message: z.string(),
});

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const whatsappOperations = {
  'GET /api/whatsapp/heltar/:id': ['getHeltarAccount', "An org's WhatsApp (Heltar) account"],
  'GET /api/admin/whatsapp/accounts': ['listWhatsappAccounts', "Every org's WhatsApp account"],
  'POST /api/admin/whatsapp/accounts': [
    'linkWhatsappAccount',
    "Link an org's WhatsApp number by its BSP ids (checked at the BSP)",
  ],
  'POST /api/admin/whatsapp/accounts/:id/sync': [
    'syncWhatsappAccount',
    "Re-read an account's state and templates from the BSP",
  ],
  'POST /api/admin/whatsapp/accounts/:id/disconnect': [
    'disconnectWhatsappAccount',
    'Disconnect a WhatsApp account',
  ],
  'GET /api/admin/whatsapp/accounts/:id/window': [
    'getWhatsappWindow',
    'Whether free text may go to a number now (24-hour window)',
  ],
  'POST /api/admin/whatsapp/accounts/:id/messages': [
    'sendWhatsappMessage',
    'Send a template (or text inside the window) on the org’s behalf',
  ],
  'GET /api/admin/whatsapp/messages': ['listWhatsappMessages', 'Search WhatsApp messages'],
  'GET /api/admin/whatsapp/orgs/:id': ['getOrgWhatsapp', "An org's WhatsApp account and templates"],
  'GET /api/admin/whatsapp/orgs/:id/usage': [
    'getWhatsappUsage',
    "An org's conversations by day and category against its plan",
  ],
} as const satisfies AreaOperations;
