import { z } from 'zod';
import type { AreaOperations } from './operation-name';

/**
 * What the switch reports about a user's softphone: it registers or unregisters, the user
 * starts or ends a call, or steps away. Sent to POST /presence/events with the switch's key.
 */
export const presenceEvents = ['registered', 'unregistered', 'on_call', 'idle', 'away'] as const;
export type PresenceEvent = (typeof presenceEvents)[number];

export const presenceDeviceSchema = z.object({
  platform: z.string().trim().min(1).max(40),
  model: z.string().trim().max(80).optional(),
  os_version: z.string().trim().max(40).optional(),
  app_version: z.string().trim().max(40).optional(),
  push_token: z.string().trim().min(1).max(4096).optional(),
});
export type PresenceDevice = z.infer<typeof presenceDeviceSchema>;

export const presenceEventSchema = z.object({
  user_id: z.number().int().positive().max(2_147_483_647),
  event: z.enum(presenceEvents),
  /** When it happened on the switch: an event older than the state it would change is ignored. */
  at: z.iso.datetime({ offset: true }),
  /** Needed on a user's first registration; afterwards the stored one is kept unless given. */
  sip_username: z
    .string()
    .trim()
    .regex(/^[\w.@+-]{1,80}$/, 'letters, digits and . @ + _ - (up to 80)')
    .optional(),
  device: presenceDeviceSchema.optional(),
});
export type PresenceEventInput = z.infer<typeof presenceEventSchema>;

export const MAX_PRESENCE_BATCH = 500;
/** `{ events: [...] }`, or one event on its own. */
export const presenceEventsBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !('events' in body) ? { events: [body] } : body),
  z.object({ events: z.array(presenceEventSchema).min(1).max(MAX_PRESENCE_BATCH) }),
);
export const presenceEventsResultSchema = z.object({
  /** Events that changed a softphone's state. */
  applied: z.number().int(),
  /** Events older than the state they would have changed. */
  stale: z.number().int(),
});
export type PresenceEventsResult = z.infer<typeof presenceEventsResultSchema>;

/** The server-sent event the Presence tab listens for: a member's presence changed. */
export const PRESENCE_STREAM_EVENT = 'presence';
export const presenceChangeSchema = z.object({ user_id: z.number().int() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const presenceOperations = {
  'GET /api/presence/org/:id/stream': [
    'streamOrgPresence',
    "Server-sent events whenever a member's presence changes",
  ],
  'POST /api/presence/events': [
    'ingestPresenceEvents',
    'Ingest softphone and presence events from the telephony switch',
  ],
} as const satisfies AreaOperations;
