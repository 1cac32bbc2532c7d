import { z } from 'zod';
import { bulkBody, bulkCountBody } from './bulk';
import { pageOf } from './paging';
import { MIN_NUMBER_SEARCH_DIGITS, nationalDigits } from './rules/call-number-search';
import { auditEntrySchema } from './audit';
import type { AreaOperations } from './operation-name';
import { instant, oneOf } from './answer-formats';

export const callTypes = ['INCOMING', 'OUTGOING', 'MISSED'] as const;
export const callStatuses = ['ANSWERED', 'MISSED', 'BUSY', 'FAILED', 'NO_ANSWER'] as const;
export const callSources = ['APP', 'DIALER'] as const;
export type CallType = (typeof callTypes)[number];
export type CallStatus = (typeof callStatuses)[number];

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const seconds = z.coerce.number().int().min(0).max(86_400);
const phone = z
  .string()
  .trim()
  .regex(/^\+?\d{3,15}$/, 'a phone number of 3 to 15 digits');

/**
 * Filters shared by every call list. `page` is zero-based on the wire (the UI's page minus 1,
 * spec section 7). Deep pages are read by keyset, both ways, instead of skipping rows:
 * - the next page: pass the page's `next_cursor` as `cursor` (rows with `id < cursor`);
 * - the previous page: pass the page's `prev_cursor` as `before` (rows with `id > before`).
 * Without either, `page * page_size` rows are skipped, allowed up to MAX_OFFSET_ROWS.
 */
export const callFilters = z.object({
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
  /**
   * The start of the caller's or callee's number (3+ digits), a switch call id, or the call id
   * the console shows (`2841` or `#2841`, any length); '' means none.
   */
  text: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v.length === 0 || v.length >= 3 || /^#?\d+$/.test(v), 'at least 3 characters')
    .optional(),
  status: z.enum(callStatuses).optional(),
  call_type: z.enum(callTypes).optional(),
  include_soft_deleted: flag.optional(),
  duration_eq: seconds.optional(),
  duration_gt: seconds.optional(),
  duration_lt: seconds.optional(),
});
export type CallFilters = z.output<typeof callFilters>;
/** The deepest row a page may start at without a keyset cursor (`page * page_size`). */
export const MAX_OFFSET_ROWS = 10_000;

const isoDate = z.iso.date();
/**
 * The trial list adds the India days its calls started on, both ends included (the dashboard's
 * calls chart opens it for a day or a month).
 */
export const trialCallFilters = callFilters.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
/** GET /call-history/trial/export: the trial list's filters, every matching call (no paging). */
export const callExportQuery = trialCallFilters.omit({
  page: true,
  page_size: true,
  cursor: true,
  before: true,
});
/** A team's call list adds a date range (India dates, inclusive), the agent and a number. */
export const orgCallFilters = callFilters.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
  user_id: z.coerce.number().int().positive().optional(),
  number: phone
    .refine(
      (v) => nationalDigits(v).length >= MIN_NUMBER_SEARCH_DIGITS,
      `at least ${MIN_NUMBER_SEARCH_DIGITS} digits after +91`,
    )
    .optional(),
});
export type OrgCallFilters = z.output<typeof orgCallFilters>;

/**
 * POST /admin/dialer/cdr/list: the same filters as a JSON body, optionally for one org. A body
 * carries real booleans, so `include_soft_deleted: true` is taken as well as the query's 'true'.
 */
export const dialerCdrFilters = orgCallFilters.extend({
  org_id: z.number().int().positive().optional(),
  include_soft_deleted: z.union([z.boolean(), flag]).optional(),
});
export type DialerCdrFilters = z.input<typeof dialerCdrFilters>;

/**
 * A bulk select-all on the trial list (no org_id) or one team's list (org_id): that list's
 * filters without paging or cursors.
 */
export const callBulkFilter = orgCallFilters
  .omit({ page: true, page_size: true, cursor: true, before: true })
  .extend({
    org_id: z.number().int().positive().max(2_147_483_647).optional(),
    include_soft_deleted: z.union([z.boolean(), flag]).optional(),
  });
export type CallBulkFilter = z.output<typeof callBulkFilter>;
/** POST /call-history/bulk: soft-delete or restore calls, ticked or filtered. */
export const callBulkBody = bulkBody(callBulkFilter, { action: z.enum(['delete', 'restore']) });
export const callBulkCountBody = bulkCountBody(callBulkFilter);

export const callRowSchema = z.object({
  id: z.number().int(),
  switch_call_id: z.string(),
  org_id: z.number().int(),
  org_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  is_trial: z.boolean(),
  source: z.enum(callSources),
  call_type: z.string(),
  status: oneOf(callStatuses),
  from_number: z.string(),
  to_number: z.string(),
  duration: z.number().int(),
  started_at: instant,
  ended_at: instant.nullable(),
  recording_id: z.string().nullable(),
  is_soft_deleted: z.boolean(),
  deleted_at: instant.nullable(),
});
export type CallRow = z.infer<typeof callRowSchema>;

export const callPageSchema = pageOf(callRowSchema).extend({
  /** Pass as `cursor` with page + 1 to read the next page from the index; null on the last page. */
  next_cursor: z.number().int().nullable(),
  /** Pass as `before` with page - 1 to read the previous page from the index; null on the first page. */
  prev_cursor: z.number().int().nullable(),
});
export type CallPage = z.infer<typeof callPageSchema>;

/**
 * GET /call-history/org/{org_id}/agents: the team's members whose name, email, phone or id
 * contains `text`, for the agent filter (searched on the server, so a team of thousands works).
 * `user_id` adds that member whatever the text, so a filter picked from a link keeps its name.
 */
export const callAgentsQuery = z.object({
  text: z.string().trim().max(100).optional(),
  user_id: z.coerce.number().int().positive().optional(),
});
export const MAX_AGENT_OPTIONS = 20;
export const callAgentSchema = z.object({ id: z.number().int(), name: z.string() });
export type CallAgent = z.infer<typeof callAgentSchema>;
export const callAgentListSchema = z.object({ rows: z.array(callAgentSchema) });

/** Per-day totals for the team's call-history stats tab. */
export const callStatsQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const callStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  total_calls: z.number().int(),
  total_duration_seconds: z.number().int(),
  answered_calls: z.number().int(),
  missed_calls: z.number().int(),
  days: z.array(z.object({ date: z.string(), calls: z.number().int(), minutes: z.number() })),
});
export type CallStats = z.infer<typeof callStatsSchema>;
export const MAX_STATS_DAYS = 366;

/** GET /call-history/recording/{id}: a signed, expiring URL, or null when the file is gone. */
export const recordingSchema = z.object({ recording_url: z.string().nullable() });

export const transcriptLineSchema = z.object({
  speaker: z.enum(['AGENT', 'CUSTOMER']),
  at_seconds: z.number().int().min(0),
  text: z.string(),
});
export const callDetailSchema = z.object({
  call: callRowSchema,
  disposition: z.string().nullable(),
  feedback_rating: z.number().int().nullable(),
  feedback_comment: z.string().nullable(),
  summary: z.string().nullable(),
  transcript: z.array(transcriptLineSchema),
  /** Who did what to the call (CDR corrections, soft-delete, restore), newest first. */
  history: z.array(auditEntrySchema),
});
export type CallDetail = z.infer<typeof callDetailSchema>;

/** PUT /call-history/{id}: the CDR fields staff may correct. */
export const cdrUpdateBody = z
  .object({
    status: z.enum(callStatuses),
    call_type: z.enum(callTypes),
    duration: seconds,
    from_number: phone,
    to_number: phone,
    started_at: z.iso.datetime({ offset: true }),
    ended_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type CdrUpdate = z.infer<typeof cdrUpdateBody>;
export const cdrUpdatedSchema = z.object({ message: z.string(), call: callRowSchema });

/** What the app learns about a call after it ends; each part may come on its own. */
export const callDetailsInputSchema = z.object({
  disposition: z.string().trim().min(1).max(40).optional(),
  feedback_rating: z.number().int().min(1).max(5).optional(),
  feedback_comment: z.string().trim().max(2000).optional(),
  summary: z.string().trim().max(5000).optional(),
  transcript: z
    .array(transcriptLineSchema.extend({ text: z.string().max(5000) }))
    .max(5000)
    .optional(),
});
export type CallDetailsInput = z.infer<typeof callDetailsInputSchema>;

/** One CDR as the telephony switch sends it to the ingest endpoint. */
export const ingestCdrSchema = z
  .object({
    switch_call_id: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,100}$/, 'letters, digits and . : _ - (up to 100)'),
    org_id: z.number().int().positive(),
    user_id: z.number().int().positive().nullable().optional(),
    is_trial: z.boolean().default(false),
    source: z.enum(callSources).default('APP'),
    call_type: z.enum(callTypes),
    status: z.enum(callStatuses),
    from_number: phone,
    to_number: phone,
    duration: seconds,
    started_at: z.iso.datetime({ offset: true }),
    ended_at: z.iso.datetime({ offset: true }).nullable().optional(),
    /**
     * The recording itself, base64 (audio only, sniffed), or the key of an audio file already
     * uploaded to the file service and not used by anything else.
     */
    recording: z
      .object({ content_type: z.string().max(100), content_base64: z.base64().max(14_000_000) })
      .optional(),
    recording_key: z.string().max(300).optional(),
    /** Transcript, summary and feedback, when they are ready with the CDR. */
    details: callDetailsInputSchema.optional(),
  })
  // Instants, not strings: '10:00:42+05:30' is before '05:00:00Z' though it sorts after it.
  .refine((c) => !c.ended_at || Date.parse(c.ended_at) >= Date.parse(c.started_at), {
    message: 'ended_at is before started_at',
    path: ['ended_at'],
  })
  .refine((c) => !(c.recording && c.recording_key), {
    message: 'send recording or recording_key, not both',
    path: ['recording_key'],
  });
export type IngestCdr = z.infer<typeof ingestCdrSchema>;
export const MAX_INGEST_BATCH = 500;
/** `{ cdrs: [...] }`, or one CDR on its own (taken as a batch of one: errors then name `cdrs.0.<field>`). */
export const ingestBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !('cdrs' in body) ? { cdrs: [body] } : body),
  z.object({ cdrs: z.array(ingestCdrSchema).min(1).max(MAX_INGEST_BATCH) }),
);
export const ingestResultSchema = z.object({
  created: z.number().int(),
  duplicates: z.number().int(),
  results: z.array(
    z.object({ switch_call_id: z.string(), id: z.number().int(), created: z.boolean() }),
  ),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** POST /call-history/details: details that arrive after their CDR, by the switch's call id. */
export const callDetailsIngestSchema = callDetailsInputSchema.extend({
  switch_call_id: ingestCdrSchema.shape.switch_call_id,
});
export const callDetailsIngestBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !('calls' in body) ? { calls: [body] } : body),
  z.object({ calls: z.array(callDetailsIngestSchema).min(1).max(MAX_INGEST_BATCH) }),
);
export const callDetailsIngestResultSchema = z.object({ updated: z.number().int() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const callsOperations = {
  'GET /api/call-history/trial/export': [
    'exportTrialCalls',
    'The filtered trial calls as CSV (streamed, audited)',
  ],
  'POST /api/call-history/ingest': ['ingestCdrs', 'Ingest call records from the telephony switch'],
  'POST /api/call-history/details': [
    'ingestCallDetails',
    "Ingest a call's transcript, summary and feedback, by the switch's call id",
  ],
  'GET /api/call-history/trial': ['listTrialCalls', 'Search calls of trial orgs'],
  'GET /api/call-history/org/:org_id': ['listOrgCalls', "Search an org's calls"],
  'GET /api/call-history/org/:org_id/agents': [
    'searchOrgCallAgents',
    "Search an org's agents for the call filter",
  ],
  'GET /api/call-history/org/:id/stats/total-call-and-duration': [
    'getOrgCallStats',
    "An org's call count and total duration",
  ],
  'GET /api/call-history/recording/:id': ['getCallRecording', "A signed URL to a call's recording"],
  'GET /api/call-history/:id/details': ['getCall', 'A call with its details'],
  'PUT /api/call-history/:id': ['updateCall', "Correct a call's record"],
  'POST /api/call-history/bulk': ['bulkCalls', 'Soft-delete or restore many calls'],
  'POST /api/call-history/bulk/count': ['countCallsBulk', 'How many calls a bulk select-all picks'],
  'POST /api/admin/dialer/cdr/list': ['listDialerCdrs', 'Search dialer call records'],
} as const satisfies AreaOperations;
