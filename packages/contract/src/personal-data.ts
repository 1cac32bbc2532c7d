import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';
import { indianMobileSchema } from './rules/phone';

/** What an access record says was opened. */
export const dataAccessKinds = ['KYC_DOCUMENT', 'RECORDING', 'DATA_EXPORT'] as const;
export type DataAccessKind = (typeof dataAccessKinds)[number];

export const dataAccessRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(dataAccessKinds),
  target: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  person_user_id: z.number().int().nullable(),
  person_name: z.string().nullable(),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: instant,
});
export type DataAccessRecord = z.infer<typeof dataAccessRecordSchema>;

/** Keyset paging, newest first: pass the last id seen as `before` for the next page. */
export const dataAccessListQuery = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  kind: z.enum(dataAccessKinds).optional(),
  org_id: z.coerce.number().int().positive().optional(),
  person_id: z.coerce.number().int().positive().optional(),
});
export type DataAccessListQuery = z.output<typeof dataAccessListQuery>;

export const dataAccessListSchema = z.object({
  rows: z.array(dataAccessRecordSchema),
  next_before: z.number().int().nullable(),
});
export type DataAccessList = z.infer<typeof dataAccessListSchema>;

/** The data export takes no query: anything sent is refused by name. */
export const dataExportQuery = z.strictObject({});

/** Marketing consent, per person and channel (DPDP Act s.6). */
export const consentChannels = ['SMS', 'WHATSAPP', 'EMAIL', 'PUSH'] as const;
export type ConsentChannel = (typeof consentChannels)[number];
/** How consent was given: in the product's app, through staff, or by an import. */
export const consentGivenHows = ['APP', 'STAFF', 'IMPORT'] as const;
export type ConsentGivenHow = (typeof consentGivenHows)[number];
/** How it was withdrawn: a STOP reply to an SMS, an opt-out in the app, or staff. */
export const consentWithdrawnHows = ['STOP_REPLY', 'APP', 'STAFF'] as const;
export type ConsentWithdrawnHow = (typeof consentWithdrawnHows)[number];

export const consentSchema = z.object({
  channel: z.enum(consentChannels),
  /** Given and not withdrawn: campaigns on this channel reach the person. */
  given: z.boolean(),
  given_at: instant.nullable(),
  given_how: z.enum(consentGivenHows).nullable(),
  withdrawn_at: instant.nullable(),
  withdrawn_how: z.enum(consentWithdrawnHows).nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentListSchema = z.array(consentSchema);

export const consentParams = z.strictObject({
  id: z.coerce.number().int().positive(),
  channel: z.enum(consentChannels),
});
/** Staff record a consent the person gave (or an import's), or its withdrawal. */
export const consentChangeBody = z.strictObject({
  given: z.boolean(),
  how: z.enum(['STAFF', 'IMPORT']).default('STAFF'),
});
export type ConsentChangeBody = z.output<typeof consentChangeBody>;

/** A person's request to erase their data (DPDP Act s.12(3)). */
export const erasureStatuses = ['OPEN', 'DONE', 'REJECTED'] as const;
export type ErasureStatus = (typeof erasureStatuses)[number];
/** Who asked: the person, their nominee (s.14) or a child's guardian (s.9). */
export const erasureAskers = ['PERSON', 'NOMINEE', 'GUARDIAN'] as const;
export type ErasureAsker = (typeof erasureAskers)[number];
/**
 * Days from receipt to the due date: the DPDP Rules, 2025 give a data fiduciary at most ninety
 * days to redress a data principal's grievance; we answer an erasure request within the same
 * period (docs/personal-data.md).
 */
export const ERASURE_DUE_DAYS = 90;

/** What a legal hold kept of the person: a table's rows, the law and the hold's end. */
export const erasureHeldSchema = z.object({
  table: z.string(),
  hold: z.enum(['PMLA', 'GST']),
  rows: z.number().int(),
  held_until: z.string().nullable(),
});
/** What an erasure anonymised (or will): a table's rows and the columns emptied. */
export const erasureAnonymisedSchema = z.object({
  table: z.string(),
  rows: z.number().int(),
  columns: z.array(z.string()),
  /** Rows removed whole (a STOP list's entry is the address itself). */
  deleted: z.boolean(),
});
/**
 * What an erasure keeps of the person's own objections (a STOP list's number, a consent's
 * withdrawal), so that they stay opted out: the table, its rows and the columns kept.
 */
export const erasureKeptSchema = z.object({
  table: z.string(),
  rows: z.number().int(),
  columns: z.array(z.string()),
});

export const erasurePlanSchema = z.object({
  anonymised: z.array(erasureAnonymisedSchema),
  held: z.array(erasureHeldSchema),
  /** Absent from requests carried out before erasures kept objections. */
  kept: z.array(erasureKeptSchema).optional(),
  recordings: z.number().int(),
});
export type ErasurePlan = z.infer<typeof erasurePlanSchema>;

export const erasureRequestSchema = z.object({
  id: z.number().int(),
  person_user_id: z.number().int(),
  person_name: z.string().nullable(),
  asked_by: z.enum(erasureAskers),
  received_at: instant,
  due_at: instant,
  /** Open past its due date. */
  overdue: z.boolean(),
  status: z.enum(erasureStatuses),
  reason: z.string().nullable(),
  recorded_by: z.string().nullable(),
  closed_by: z.string().nullable(),
  closed_at: instant.nullable(),
  /** Once carried out: what was anonymised and what the holds kept. */
  result: erasurePlanSchema.nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureCreateBody = z.strictObject({
  asked_by: z.enum(erasureAskers).default('PERSON'),
  /** When the request reached the company; now when not given. Never in the future. */
  received_at: z.iso.datetime({ offset: true }).optional(),
});
export type ErasureCreateBody = z.output<typeof erasureCreateBody>;

export const erasureRejectBody = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type ErasureRejectBody = z.output<typeof erasureRejectBody>;

/** The queue: open first by due date, filtered by status and overdue; keyset by id. */
export const erasureListQuery = z.strictObject({
  status: z.enum(erasureStatuses).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  person_id: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ErasureListQuery = z.output<typeof erasureListQuery>;
export const erasureListSchema = z.object({
  rows: z.array(erasureRequestSchema),
  next_before: z.number().int().nullable(),
});
export type ErasureList = z.infer<typeof erasureListSchema>;

/** Before carrying out: the request and what the erasure will anonymise and keep. */
export const erasurePreviewSchema = z.object({
  request: erasureRequestSchema,
  plan: erasurePlanSchema,
});
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

/**
 * What the retention job removes or anonymises once the data map's period has passed: call
 * recordings (the file and its key), their transcripts and summaries, sign-in addresses (app
 * sign-ins and sessions) and short-link visitors (their hash, unlinked).
 */
export const retentionKinds = [
  'call_recordings',
  'call_transcripts',
  'sign_in_addresses',
  'link_visits',
  'outbox_bodies',
] as const;
export type RetentionKind = (typeof retentionKinds)[number];

const perKind = z.object({
  call_recordings: z.number().int(),
  call_transcripts: z.number().int(),
  sign_in_addresses: z.number().int(),
  link_visits: z.number().int(),
  outbox_bodies: z.number().int(),
});
export type RetentionCounts = z.infer<typeof perKind>;

/** GET /admin/data-retention: the periods in force, how often it runs, and its last run. */
export const retentionStatusSchema = z.object({
  /** Days each kind is kept, as configured. */
  periods: perKind,
  every_hours: z.number().int(),
  last_run: z
    .object({
      started_at: instant,
      /** Empty while it runs, or when it stopped half-way (the next run does what is left). */
      finished_at: instant.nullable(),
      /** The periods that run applied. */
      periods: perKind,
      /** Rows removed or anonymised, by kind. */
      counts: perKind,
    })
    .nullable(),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
/** A person's right to correction (DPDP Act s.12(1)-(2)): the fields staff may correct. */
export const correctionFields = ['first_name', 'last_name', 'email', 'phone'] as const;
export type CorrectionField = (typeof correctionFields)[number];

/** POST /admin/people/{id}/corrections: the corrected values; at least one field. */
export const correctionCreateBody = z
  .strictObject({
    first_name: z.string().trim().min(1).max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    email: z.email().trim().toLowerCase().max(254).optional(),
    phone: indianMobileSchema.optional(),
    asked_by: z.enum(erasureAskers).default('PERSON'),
  })
  .refine((b) => correctionFields.some((f) => b[f] !== undefined), {
    message: 'name at least one field to correct',
  });
export type CorrectionCreateBody = z.output<typeof correctionCreateBody>;

/** One corrected field: what was recorded and what it became. */
export const correctionChangeSchema = z.object({
  field: z.enum(correctionFields),
  before: z.string().nullable(),
  after: z.string(),
});
export type CorrectionChange = z.infer<typeof correctionChangeSchema>;

export const correctionSchema = z.object({
  id: z.number().int(),
  person_user_id: z.number().int(),
  asked_by: z.enum(erasureAskers),
  changes: z.array(correctionChangeSchema),
  corrected_by: z.string().nullable(),
  created_at: instant,
});
export type Correction = z.infer<typeof correctionSchema>;
export const correctionListSchema = z.array(correctionSchema);

export const personalDataOperations = {
  'GET /api/admin/data-access-records': [
    'listDataAccessRecords',
    "Who opened people's KYC documents, recordings and data exports",
  ],
  'GET /api/admin/people/:id/data-export': [
    'exportPersonData',
    "A person's data as one ZIP archive (JSON per category, documents, recordings)",
  ],
  'GET /api/admin/people/:id/consents': [
    'listPersonConsents',
    "A person's marketing consent on each channel",
  ],
  'PUT /api/admin/people/:id/consents/:channel': [
    'changePersonConsent',
    "Record a person's marketing consent on a channel, or its withdrawal",
  ],
  'POST /api/admin/people/:id/erasure-requests': [
    'createErasureRequest',
    "Record a person's request to erase their data, due by the Rules' timeline",
  ],
  'GET /api/admin/erasure-requests': [
    'listErasureRequests',
    'Erasure requests: the queue, by status and overdue',
  ],
  'GET /api/admin/erasure-requests/:id/preview': [
    'previewErasure',
    'What carrying out an erasure request will anonymise and what a legal hold keeps',
  ],
  'POST /api/admin/erasure-requests/:id/carry-out': [
    'carryOutErasure',
    "Erase a person's data (SU): anonymise what no law keeps, mark held records held",
  ],
  'POST /api/admin/erasure-requests/:id/reject': [
    'rejectErasureRequest',
    'Reject an erasure request, with the reason',
  ],
  'POST /api/admin/people/:id/corrections': [
    'correctPersonData',
    "Correct a person's name, email or phone at their request, recorded old to new",
  ],
  'GET /api/admin/people/:id/corrections': [
    'listPersonCorrections',
    "The corrections made to a person's data, newest first",
  ],
  'GET /api/admin/data-retention': [
    'getDataRetention',
    "The retention periods in force and the counts of the retention job's last run",
  ],
} as const satisfies AreaOperations;
