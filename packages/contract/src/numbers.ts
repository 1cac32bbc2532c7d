import { z } from 'zod';
import { spacedNumberPattern } from './rules/phone';
import { auditEntrySchema } from './audit';
import { fileKey } from './files';
import { pageOf, pageQuery } from './paging';
import { nationalDigits } from './rules/call-number-search';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * The inventory's states: AVAILABLE (in stock, nobody's), RESERVED (held for one team until a
 * date, so a sale in progress gets it), ASSIGNED (a team's), QUARANTINED (given up; it rests
 * for NUMBER_QUARANTINE_DAYS before it can be assigned again).
 */
export const voipNumberStatuses = ['AVAILABLE', 'RESERVED', 'ASSIGNED', 'QUARANTINED'] as const;
export type VoipNumberStatus = (typeof voipNumberStatuses)[number];
/**
 * The carriers numbers are bought from, offered by the console's filter. The column is free
 * text, so the filter takes any name: a new carrier is listed before the console knows it.
 */
export const voipProviders = ['Airtel', 'Jio', 'Tata Tele'] as const;

/** How carriers are typed in files and forms, by the name the Provider filter lists. */
const providerAliases: Record<string, (typeof voipProviders)[number]> = {
  airtel: 'Airtel',
  'bharti airtel': 'Airtel',
  jio: 'Jio',
  'reliance jio': 'Jio',
  tata: 'Tata Tele',
  'tata tele': 'Tata Tele',
  'tata teleservices': 'Tata Tele',
  'tata communications': 'Tata Tele',
  ttsl: 'Tata Tele',
};

/**
 * A carrier as the inventory stores it: one of the filter's names whatever its case or spacing
 * (`airtel`, `TATA`), any other carrier as typed (trimmed), so the Provider filter finds it.
 */
export const canonicalProvider = (typed: string): string => {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  return providerAliases[trimmed.toLowerCase()] ?? trimmed;
};

export const voipNumberSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int().nullable(),
  number: z.string(),
  provider: z.string(),
  status: z.enum(voipNumberStatuses),
  assigned_at: instant,
  released_at: instant.nullable(),
  /** Until when a RESERVED number is held for its team (org_id). */
  reserved_until: z.string().nullable(),
});
export type VoipNumber = z.infer<typeof voipNumberSchema>;
/** GET /numbers/voip/{id}: the org's numbers, active first. */
export const voipNumberListSchema = z.array(voipNumberSchema);

/**
 * GET /numbers/voip ?page, page_size, text, status, provider: every org's numbers, newest
 * assignment first. `text` is part of a number; +91 and separators are dropped, as numbers
 * compare equal without them (spec section 5).
 */
export const voipNumberSearchQuery = pageQuery.extend({
  text: z
    .string()
    .trim()
    .max(20)
    .regex(/^[\d\s+()-]*$/, 'must be part of a phone number (digits, +91 optional)')
    .transform(nationalDigits)
    .optional(),
  status: z.enum(voipNumberStatuses).optional(),
  /** The carrier, exactly as stored ('Airtel'). */
  provider: z.string().trim().min(1).max(50).optional(),
});
export type VoipNumberSearchQuery = z.input<typeof voipNumberSearchQuery>;
/** The query as the server reads it: defaults filled, text reduced to digits. */
export type VoipNumberSearch = z.output<typeof voipNumberSearchQuery>;
/** POST /admin/voip-numbers: a number bought from a carrier, into the inventory as AVAILABLE. */
export const addVoipNumberBody = z.object({
  number: z
    .string()
    .trim()
    .max(20)
    .transform(nationalDigits)
    .pipe(z.string().regex(/^\d{10}$/, 'must be an Indian number of 10 digits'))
    .meta({
      pattern: spacedNumberPattern({
        separators: '\\s()-',
        prefixes: ['+91', '91', '0', '+'],
        first: '\\d',
      }),
      example: '080 4567 8901',
    }),
  provider: z.string().trim().min(1).max(50).transform(canonicalProvider),
});
export type AddVoipNumberBody = z.input<typeof addVoipNumberBody>;
export const addVoipNumberResult = z.object({ message: z.string(), id: z.number().int() });

/** `/admin/voip-numbers/{number}/…`: the number's ten digits. */
export const voipNumberParam = z.object({ number: z.string().regex(/^\d{10}$/) });
/** POST /admin/voip-numbers/{number}/reserve: held for the team for `days` (then AVAILABLE). */
export const reserveNumberBody = z.object({
  org_id: z.number().int().positive().max(2_147_483_647),
  days: z.number().int().min(1).max(30).default(7),
});
export type ReserveNumberBody = z.input<typeof reserveNumberBody>;
export const numberActionResultSchema = z.object({ message: z.string() });

/** Most rows one import takes. */
export const MAX_NUMBER_IMPORT_ROWS = 5_000;

/**
 * POST /admin/voip-numbers/import: a CSV with a header row `number,provider`. `dry_run` (the
 * default) only checks it; an import writes every row or, when any row is bad, none.
 */
export const importVoipNumbersBody = z.object({
  csv: z.string().min(1).max(1_000_000),
  dry_run: z.boolean().default(true),
});
export type ImportVoipNumbersBody = z.input<typeof importVoipNumbersBody>;
export const importedNumberRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  number: z.string(),
  provider: z.string(),
  /** Why the row cannot be imported; null when it can. */
  error: z.string().nullable(),
});
export const importVoipNumbersResult = z.object({
  message: z.string(),
  rows: z.array(importedNumberRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  written: z.number().int(),
});
export type ImportVoipNumbersResult = z.infer<typeof importVoipNumbersResult>;

/** A number with the org that holds it (or last held it). */
export const voipNumberRowSchema = voipNumberSchema.extend({ org_name: z.string().nullable() });
export type VoipNumberRow = z.infer<typeof voipNumberRowSchema>;
export const voipNumberPageSchema = pageOf(voipNumberRowSchema);

export const voipHistoryRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  action: z.enum(['ASSIGNED', 'RELEASED', 'CHANGED']),
  details: z.record(z.string(), z.unknown()),
  actor_name: z.string().nullable(),
  created_at: instant,
});
export type VoipHistoryRow = z.infer<typeof voipHistoryRowSchema>;
/** GET /org/{id}/voip-history, newest first. */
export const voipHistoryQuery = pageQuery;
export const voipHistoryPageSchema = pageOf(voipHistoryRowSchema);

/**
 * GET /admin/voip-numbers/{number}: a number's drawer. `assignments` are its moves in the team
 * that holds it (assigned, released, changed); `history` is who did what to it in the inventory.
 */
export const voipNumberDetailSchema = z.object({
  number: voipNumberRowSchema,
  assignments: z.array(voipHistoryRowSchema),
  history: z.array(auditEntrySchema),
});
export type VoipNumberDetail = z.infer<typeof voipNumberDetailSchema>;

export const voiceMessageSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['TTS', 'CUSTOM']),
  text: z.string().nullable(),
  file_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: instant,
});
export type VoiceMessage = z.infer<typeof voiceMessageSchema>;
/** GET /voice-message/org/{id}, newest first. */
export const voiceMessageListSchema = z.array(voiceMessageSchema);

const messageName = z.string().trim().min(1).max(80);
/** POST /voice-message/org: a message read out from text. */
export const createVoiceMessageBody = z.object({
  org_id: z.number().int().positive(),
  name: messageName,
  text: z.string().trim().min(1).max(1000),
});
export type CreateVoiceMessageBody = z.infer<typeof createVoiceMessageBody>;
/** POST /voice-message/custom: a recording uploaded first through GET /s3/presignURL. */
export const customVoiceMessageBody = z.object({
  org_id: z.number().int().positive(),
  name: messageName,
  file_name: fileKey,
});
export type CustomVoiceMessageBody = z.infer<typeof customVoiceMessageBody>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const numbersOperations = {
  'POST /api/admin/voip-numbers': ['addVoipNumber', 'Add a number to the VoIP inventory'],
  'POST /api/admin/voip-numbers/:number/reserve': [
    'reserveVoipNumber',
    'Hold a free number for a team until a date',
  ],
  'POST /api/admin/voip-numbers/:number/cancel-reservation': [
    'cancelVoipReservation',
    "Give up a number's reservation",
  ],
  'POST /api/admin/voip-numbers/import': [
    'importVoipNumbers',
    'Check or import a CSV of numbers into the inventory (all rows or none)',
  ],
  'GET /api/admin/voip-numbers/:number': [
    'getVoipNumber',
    'A VoIP number with its team, its moves and who did what to it',
  ],
  'GET /api/numbers/voip': ['listVoipNumbers', "Search every org's VoIP numbers"],
  'GET /api/numbers/voip/:id': ['listOrgVoipNumbers', "An org's VoIP numbers"],
  'GET /api/org/:id/voip-history': ['listOrgVoipHistory', "An org's number history"],
  'GET /api/voice-message/org/:id': ['listOrgVoiceMessages', "An org's voice messages"],
  'POST /api/voice-message/org': [
    'createTextVoiceMessage',
    'Add a voice message read out from text',
  ],
  'POST /api/voice-message/custom': [
    'createRecordedVoiceMessage',
    'Add a voice message from an uploaded recording',
  ],
} as const satisfies AreaOperations;
