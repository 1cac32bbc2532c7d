import { z } from 'zod';
import { spacedNumberPattern } from './rules/phone';
import { indiaHour } from './india-time';
import { pageOf, pageQuery } from './paging';
import { kycStatuses } from './rules/kyc';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * Campaigns (menu "Campaigns"): a message to an audience of teams' owners, sent at a rate,
 * each recipient exactly once. Modelled on listmonk and Amazon Pinpoint: a saved audience
 * filter previewed on the server, scheduling, throttled sending, per-recipient status,
 * pause and resume. SMS goes out on a DLT template (India's TRAI rules); email to the owner's
 * address with a subject; push to the owner's app (their device's FCM token) with a title;
 * WhatsApp as an approved template of a connected account (the company's), its {{n}} values
 * filled per recipient.
 */

export const campaignChannels = ['SMS', 'WHATSAPP', 'EMAIL', 'PUSH'] as const;
export type CampaignChannel = (typeof campaignChannels)[number];
export const campaignStatuses = [
  'DRAFT',
  'SCHEDULED',
  'SENDING',
  'PAUSED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const recipientStatuses = ['QUEUED', 'SENT', 'DELIVERED', 'CLICKED', 'FAILED'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/**
 * The variables a campaign message may use, filled per recipient. `{short_url}` is the
 * campaign's link as a short URL of the recipient's own, so each click is counted.
 */
export const campaignVariables = ['first_name', 'org_name', 'short_url'] as const;
/**
 * An ADMIN's campaign to more recipients than this waits for a Super User's approval before it
 * sends (an SU's own campaigns do not).
 */
export const ADMIN_CAMPAIGN_LIMIT = 1_000;
/** Promotional SMS only go out between these India hours (TRAI). */
export const PROMOTIONAL_HOURS = { from: 9, to: 21 } as const;
/** Whether a promotional SMS may go out at an instant: 09:00 to 21:00 India time (TRAI). */
export const inPromotionalHours = (at: Date): boolean => {
  const hour = indiaHour(at);
  return hour >= PROMOTIONAL_HOURS.from && hour < PROMOTIONAL_HOURS.to;
};
export const MAX_SEND_RATE = 6_000;

/**
 * What the team's running plan includes, by its plan's products: the phone product (not lite),
 * the lite one, the CRM alone, or WhatsApp (WABA). Plans an SU adds fall in by their products.
 */
export const planFamilies = ['PHONE', 'LITE', 'CRM_ONLY', 'WABA'] as const;

const bool = z.enum(['true', 'false']);
/** Who a campaign reaches: teams' owners reachable on its channel, narrowed by these (all optional). */
export const audienceSchema = z.object({
  plan_family: z.enum(planFamilies).optional(),
  subscription: z.enum(['ACTIVE', 'TRIAL', 'EXPIRED', 'NONE']).optional(),
  kyc_status: z.enum(kycStatuses).optional(),
  is_lite: bool.optional(),
  has_number: bool.optional(),
  referred: bool.optional(),
  created_from: z.iso.date().optional(),
  created_to: z.iso.date().optional(),
});
export type Audience = z.infer<typeof audienceSchema>;

/** GET /admin/campaigns/audience-preview: the audience, reachable on the channel. */
export const audiencePreviewQuery = audienceSchema.extend({
  channel: z.enum(campaignChannels).default('SMS'),
});

export const audiencePreviewSchema = z.object({
  count: z.number().int(),
  /** Matched the filter but left out: no marketing consent on the channel (or withdrawn). */
  without_consent: z.number().int(),
  sample: z.array(
    z.object({
      org_id: z.number().int(),
      org_name: z.string(),
      name: z.string(),
      /** Masked: a phone's last four digits, an email's domain; a device token's last four. */
      address: z.string(),
    }),
  ),
});

const text = z.string().trim().max(1000);
/** DLT template ids are 19 digits; the sender (header) six letters. */
const dltTemplateId = z.string().regex(/^\d{19}$/, 'must be the 19-digit DLT template id');
const senderId = z.string().regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT sender id');

export const campaignBody = z
  .object({
    name: z.string().trim().min(3).max(120),
    channel: z.enum(campaignChannels).default('SMS'),
    audience: audienceSchema.default({}),
    /** SMS only, and required there. */
    dlt_template_id: dltTemplateId.nullable().default(null),
    sender_id: senderId.nullable().default(null),
    /** Email's subject, push's title: required for them. */
    subject: z.string().trim().min(1).max(150).nullable().default(null),
    /** The message; `{first_name}` and `{org_name}` are filled per recipient. WhatsApp: none. */
    text: text.default(''),
    /** WhatsApp only: the sending account, its approved template, and the template's values. */
    whatsapp_account_id: z.number().int().positive().nullable().default(null),
    whatsapp_template_id: z.number().int().positive().nullable().default(null),
    /** `{{1}}`, `{{2}}`… in order; each may use the campaign's variables. */
    whatsapp_variables: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    /** Where `{short_url}` leads: each recipient gets a short URL of their own to it. */
    link_url: z
      .url({ protocol: /^https?$/, error: 'must be an http or https address' })
      .max(2000)
      .nullable()
      .default(null),
    promotional: z.boolean().default(true),
    send_rate_per_minute: z.number().int().min(1).max(MAX_SEND_RATE).default(60),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'dlt_template_id' | 'sender_id' | 'subject', message: string) => {
      if (!b[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (b.channel === 'SMS') {
      need('dlt_template_id', 'an SMS needs its DLT template id');
      need('sender_id', 'an SMS needs its DLT sender id');
    } else if (b.channel !== 'WHATSAPP')
      need('subject', b.channel === 'EMAIL' ? 'an email needs a subject' : 'a push needs a title');
    if (b.channel === 'WHATSAPP') {
      if (!b.whatsapp_account_id)
        ctx.addIssue({
          code: 'custom',
          path: ['whatsapp_account_id'],
          message: 'choose the account',
        });
      if (!b.whatsapp_template_id)
        ctx.addIssue({
          code: 'custom',
          path: ['whatsapp_template_id'],
          message: 'choose a template',
        });
    } else if (!b.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'write the message' });
    // What is filled per recipient: the text, or the template's values.
    const filled = b.channel === 'WHATSAPP' ? b.whatsapp_variables.join(' ') : b.text;
    const field = b.channel === 'WHATSAPP' ? 'whatsapp_variables' : 'text';
    const linked = filled.includes('{short_url}');
    if (linked && !b.link_url)
      ctx.addIssue({
        code: 'custom',
        path: ['link_url'],
        message: 'give the address {short_url} leads to',
      });
    if (b.link_url && !linked)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'put {short_url} where the link goes',
      });
    for (const [, name] of filled.matchAll(/\{(\w+)\}/g))
      if (!(campaignVariables as readonly string[]).includes(name!))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `{${name}} is not a variable: use ${campaignVariables.map((v) => `{${v}}`).join(', ')}`,
        });
  });
export type CampaignBody = z.input<typeof campaignBody>;

/** POST /admin/campaigns/{id}/schedule: send at `at`, or now. */
export const scheduleBody = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export const campaignActions = ['pause', 'resume', 'cancel', 'unschedule'] as const;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.enum(campaignChannels),
  status: z.enum(campaignStatuses),
  audience: audienceSchema,
  dlt_template_id: z.string().nullable(),
  sender_id: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string(),
  whatsapp_account_id: z.number().int().nullable(),
  whatsapp_template_id: z.number().int().nullable(),
  whatsapp_variables: z.array(z.string()),
  link_url: z.string().nullable(),
  promotional: z.boolean(),
  send_rate_per_minute: z.number().int(),
  /** Scheduled by an ADMIN to more than ADMIN_CAMPAIGN_LIMIT: waits for an SU's approval. */
  awaiting_approval: z.boolean(),
  approved_at: instant.nullable(),
  scheduled_at: instant.nullable(),
  started_at: instant.nullable(),
  completed_at: instant.nullable(),
  created_at: instant,
  /** Recipients by status, once materialised. */
  counts: z.object({
    total: z.number().int(),
    QUEUED: z.number().int(),
    SENT: z.number().int(),
    DELIVERED: z.number().int(),
    CLICKED: z.number().int(),
    FAILED: z.number().int(),
  }),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignPageSchema = pageOf(campaignSchema);
export const campaignListQuery = pageQuery.extend({
  status: z.enum(campaignStatuses).optional(),
  text: z.string().trim().min(1).max(100).optional(),
});
export type CampaignListQuery = z.input<typeof campaignListQuery>;
/** GET /admin/campaigns/export: the list's filters, every matching campaign (no paging). */
export const campaignExportQuery = campaignListQuery.omit({ page: true, page_size: true });
export const campaignResult = z.object({ message: z.string(), campaign: campaignSchema });

export const recipientSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  name: z.string(),
  /** Masked, as in the preview. */
  address: z.string(),
  status: z.enum(recipientStatuses),
  reason: z.string().nullable(),
  sent_at: instant.nullable(),
});
export const recipientPageSchema = pageOf(recipientSchema);

/**
 * GET /admin/campaigns/{id}/activity: what happened each hour (India time) since the campaign
 * started, or each India day when it has run more than three days: messages handed over,
 * delivered, and recipients' first clicks of their links.
 */
export const campaignActivitySchema = z.object({
  unit: z.enum(['hour', 'day']),
  points: z.array(
    z.object({
      /** The hour's start (ISO), or the India day (YYYY-MM-DD). */
      at: z.string(),
      sent: z.number().int(),
      delivered: z.number().int(),
      clicked: z.number().int(),
    }),
  ),
});
export type CampaignActivity = z.infer<typeof campaignActivitySchema>;

/** GET /admin/users/{id}/campaigns: the campaigns that reached a person (the spec's "user campaigns"). */
export const userCampaignSchema = z.object({
  campaign_id: z.number().int(),
  name: z.string(),
  status: z.enum(recipientStatuses),
  reason: z.string().nullable(),
  sent_at: instant.nullable(),
});
export const userCampaignListSchema = z.array(userCampaignSchema);
export const recipientListQuery = pageQuery.extend({
  status: z.enum(recipientStatuses).optional(),
});

/** Numbers campaigns never message: staff add them (a STOP by phone, a complaint) or remove them. */
export const optOutBody = z.object({
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+?91)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'must be an Indian mobile number'))
    .meta({
      pattern: spacedNumberPattern({ separators: '\\s-', prefixes: ['+91', '91'], first: '[6-9]' }),
      example: '98765 43210',
    }),
  reason: z.string().trim().min(2).max(200).default('Asked not to be messaged'),
});
export const optOutSchema = z.object({
  phone: z.string(),
  reason: z.string(),
  created_at: instant,
});
export const optOutListQuery = pageQuery.extend({
  text: z.string().trim().min(1).max(20).optional(),
});
export const optOutPageSchema = pageOf(optOutSchema);
export const optOutPhoneParam = z.object({ phone: z.string().regex(/^[6-9]\d{9}$/) });

/**
 * A reply to the company's SMS number, as an inbound-SMS gateway forwards it (GET query or POST
 * JSON; MSG91 and others name the fields differently): who sent it and what they wrote.
 */
export const smsInboundMessage = z.object({
  sender: z.string().max(20).optional(),
  from: z.string().max(20).optional(),
  mobile: z.string().max(20).optional(),
  msisdn: z.string().max(20).optional(),
  message: z.string().max(2000).optional(),
  text: z.string().max(2000).optional(),
  content: z.string().max(2000).optional(),
});
/** What a reply did: STOP opted the number out, START let it back in, anything else nothing. */
export const smsInboundResult = z.object({ applied: z.enum(['STOP', 'START', 'NONE']) });
/** Replies that mean "no more messages", and "again, please" (first word, any case). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT'];
export const START_WORDS = ['START', 'UNSTOP', 'SUBSCRIBE'];

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const campaignsOperations = {
  'GET /api/admin/campaigns': ['listCampaigns', 'Search campaigns, with their progress'],
  'GET /api/admin/campaigns/export': [
    'exportCampaigns',
    'The filtered campaigns as CSV (streamed, audited)',
  ],
  'GET /api/admin/campaigns/audience-preview': [
    'previewAudience',
    'How many people an audience reaches, and a sample of 20',
  ],
  'POST /api/admin/campaigns': ['createCampaign', 'Make a campaign (a draft)'],
  'GET /api/admin/campaigns/:id': ['getCampaign', 'A campaign and its counts by status'],
  'PUT /api/admin/campaigns/:id': ['updateCampaign', 'Change a draft campaign'],
  'POST /api/admin/campaigns/:id/schedule': [
    'scheduleCampaign',
    'Send a draft campaign at a time, or now',
  ],
  'POST /api/admin/campaigns/:id/approve': [
    'approveCampaign',
    "Approve an ADMIN's campaign to many recipients (SU)",
  ],
  'GET /api/admin/campaigns/:id/activity': [
    'getCampaignActivity',
    'Sends, deliveries and clicks per hour',
  ],
  'POST /api/admin/campaigns/:id/pause': ['pauseCampaign', 'Pause a campaign'],
  'POST /api/admin/campaigns/:id/resume': ['resumeCampaign', 'Resume a paused campaign'],
  'POST /api/admin/campaigns/:id/cancel': ['cancelCampaign', 'Cancel a campaign'],
  'POST /api/admin/campaigns/:id/unschedule': [
    'unscheduleCampaign',
    'Take a scheduled campaign back to a draft, before it starts',
  ],
  'GET /api/admin/campaigns/:id/recipients': [
    'listCampaignRecipients',
    "A campaign's recipients, by status",
  ],
  'GET /api/admin/users/:id/campaigns': [
    'listUserCampaigns',
    'The campaigns that reached a customer user',
  ],
  'GET /api/admin/sms-opt-outs': ['listSmsOptOuts', 'Numbers campaigns never message'],
  'POST /api/admin/sms-opt-outs': ['addSmsOptOut', 'Stop campaigns messaging a number'],
  'DELETE /api/admin/sms-opt-outs/:phone': [
    'removeSmsOptOut',
    'Let campaigns message a number again',
  ],
} as const satisfies AreaOperations;
