import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/** Events an org can react to, and what it can do about them. */
export const orgEvents = [
  'CALL_MISSED',
  'CALL_COMPLETED',
  'CALL_NOT_ANSWERED',
  'LEAD_CREATED',
  'VOICEMAIL_RECEIVED',
] as const;
export const eventActionKinds = [
  'SEND_SMS',
  'SEND_WHATSAPP',
  'CALL_WEBHOOK',
  'ASSIGN_LEAD',
  'NOTIFY_OWNER',
] as const;

export const eventActionSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  event: z.enum(orgEvents),
  action: z.enum(eventActionKinds),
  config: z.record(z.string(), z.string()),
  is_active: z.boolean(),
  created_at: instant,
  updated_at: instant,
});
export type EventAction = z.infer<typeof eventActionSchema>;
export const eventActionListSchema = z.array(eventActionSchema);

/** What an action needs: an SMS or WhatsApp template, a webhook URL. */
const configRecord = z.record(z.string().min(1).max(50), z.string().max(1000));
const actionConfig = configRecord.default({});

/** POST /admin/event/action-setting: creates, or updates the org's setting for that event and action. */
export const saveEventActionBody = z
  .object({
    org_id: z.number().int().positive(),
    event: z.enum(orgEvents),
    action: z.enum(eventActionKinds),
    config: actionConfig,
    is_active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => checkConfig(body.action, body.config, ctx));
export type SaveEventActionBody = z.input<typeof saveEventActionBody>;

/** PUT /admin/event/action-setting/{id} */
export const updateEventActionBody = z.object({
  // No default here: an update that leaves config out keeps the stored one.
  config: configRecord.optional(),
  is_active: z.boolean().optional(),
});
export type UpdateEventActionBody = z.input<typeof updateEventActionBody>;

/** What a create or an update answers: the spec message and the setting as stored. */
export const eventActionSaved = z.object({ message: z.string(), setting: eventActionSchema });

/** The config keys each action needs (a rule used by the form and enforced by the server). */
export const requiredConfigKeys: Record<(typeof eventActionKinds)[number], string[]> = {
  SEND_SMS: ['template'],
  SEND_WHATSAPP: ['template'],
  CALL_WEBHOOK: ['url'],
  ASSIGN_LEAD: [],
  NOTIFY_OWNER: [],
};

export function checkConfig(
  action: (typeof eventActionKinds)[number],
  config: Record<string, string>,
  ctx: z.RefinementCtx,
) {
  for (const key of requiredConfigKeys[action]) {
    if (!config[key]?.trim())
      ctx.addIssue({ code: 'custom', path: ['config', key], message: `is required for ${action}` });
  }
  if (config.url !== undefined && !/^https:\/\/[^\s]+$/.test(config.url)) {
    ctx.addIssue({ code: 'custom', path: ['config', 'url'], message: 'must be an https URL' });
  }
}

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const eventActionsOperations = {
  'GET /api/admin/event/action-setting/org/:id': [
    'listOrgEventActions',
    "An org's event action settings",
  ],
  'POST /api/admin/event/action-setting': [
    'saveEventAction',
    "Create or update an org's event action setting",
  ],
  'PUT /api/admin/event/action-setting/:id': [
    'updateEventAction',
    'Update an event action setting',
  ],
} as const satisfies AreaOperations;
