import { z } from 'zod';
import { bulkBody, bulkCountBody } from './bulk';
import { fileKey } from './files';
import { pageOf, pageQuery } from './paging';
import { gstinSchema } from './rules/gstin';
import {
  kycStatuses,
  MAX_REJECTION_MESSAGES,
  pobDocuments,
  poaDocuments,
  poiDocuments,
  queueStatuses,
  type DocumentType,
} from './rules/kyc';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
const boolText = z.enum(['true', 'false']).transform((v) => v === 'true');
const orgId = z.coerce.number().int().positive();

export const kycStatusSchema = z.enum(kycStatuses);
/** Chip filter: the spec writes pending in lower case; any case is accepted. */
export const queueStatusSchema = z.preprocess(upper, z.enum(queueStatuses));
export const reviewStatusSchema = z.enum(kycStatuses);
export const kycTemplateSchema = z.enum(['INDIVIDUAL', 'BUSINESS']);

/**
 * The queue's "Assigned to" filter: `me` (whoever asks, so a shared link or saved view shows
 * each reviewer their own), `anyone`, `unassigned`, or a staff member's id.
 */
export const kycAssigneeFilter = z.union([
  z.enum(['me', 'anyone', 'unassigned']),
  z.coerce.number().int().positive().max(2_147_483_647),
]);
export type KycAssigneeFilter = z.output<typeof kycAssigneeFilter>;

export const kycSearchQuery = pageQuery.extend({
  status: queueStatusSchema.optional(),
  text: z.string().trim().max(100).optional(),
  trial: boolText.optional(),
  user_kyc_status: z.preprocess(upper, kycStatusSchema).optional(),
  business_kyc_status: z.preprocess(upper, kycStatusSchema).optional(),
  assignee: kycAssigneeFilter.optional(),
});
export type KycSearchQuery = z.input<typeof kycSearchQuery>;
/** GET /org/kyc/export: the queue's filters, every matching row (no paging). */
export const kycExportQuery = kycSearchQuery.omit({ page: true, page_size: true });

/** A staff member a KYC review is assigned to. */
export const kycAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type KycAssignee = z.infer<typeof kycAssigneeSchema>;

export const kycRowSchema = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  product_number: z.string().nullable(),
  plan_name: z.string().nullable(),
  is_trial: z.boolean(),
  kyc_template: kycTemplateSchema,
  review_status: reviewStatusSchema,
  status: kycStatusSchema,
  bv_status: kycStatusSchema.nullable(),
  is_biz_kyc_required: z.boolean(),
  submitted_at: instant.nullable(),
  version: z.number().int(),
  assignee: kycAssigneeSchema.nullable(),
});
export type KycRow = z.infer<typeof kycRowSchema>;
export const kycPageSchema = pageOf(kycRowSchema);

/** Counts per chip, with the same filters as the list apart from the chip itself. */
export const kycCountsQuery = kycSearchQuery.omit({ page: true, page_size: true, status: true });
export const kycCountsSchema = z.object({
  counts: z.array(
    z.object({ status: z.enum(queueStatuses), count: z.number().int(), is_estimate: z.boolean() }),
  ),
});

export const extraDocumentSchema = z.object({
  proof_id: z.string().min(1).max(60),
  proof_name: z.string().min(1).max(120),
  proof_front: fileKey.nullable(),
  proof_back: fileKey.nullable(),
});

export const businessKycSchema = z.object({
  /** The GSTIN the business submitted with its verification (the org's own is on the team). */
  gstin: z.string().nullable(),
  pob_id: z.string().nullable(),
  pob_name: z.string().nullable(),
  pob_front: z.string().nullable(),
  pob_back: z.string().nullable(),
  status: kycStatusSchema.nullable(),
  is_biz_kyc_required: z.boolean(),
  rejection_messages: z.array(z.string()),
  extra_documents: z.array(extraDocumentSchema),
});

export const kycDetailSchema = z.object({
  org: z.looseObject({
    id: z.number().int(),
    name: z.string(),
    product_number: z.string().nullable(),
    is_trial: z.boolean(),
    deleted: z.boolean(),
    plan_name: z.string().nullable(),
    owner_phone: z.string().nullable(),
  }),
  kyc_template: kycTemplateSchema,
  status: kycStatusSchema,
  review_status: reviewStatusSchema,
  poa_id: z.string().nullable(),
  poa_name: z.string().nullable(),
  poa_front: z.string().nullable(),
  poa_back: z.string().nullable(),
  poi_id: z.string().nullable(),
  poi_name: z.string().nullable(),
  poi_front: z.string().nullable(),
  poi_back: z.string().nullable(),
  photo: z.string().nullable(),
  rejection_messages: z.array(z.string()),
  business_kyc: businessKycSchema,
  fup_status: z.string().nullable(),
  is_fup_required: z.boolean(),
  submitted_at: instant.nullable(),
  reviewed_at: instant.nullable(),
  reviewed_by: z.string().nullable(),
  version: z.number().int(),
  assignee: kycAssigneeSchema.nullable(),
  /** Kept past the owner's erasure by PMLA until then (DPDP Act s.8(7) and PMLA s.12). */
  held_until: z.string().nullable(),
});
export type KycDetail = z.infer<typeof kycDetailSchema>;

/** The fixed lists take no parameters: one sent anyway is refused by name rather than silently ignored. */
export const noListParams = z.record(
  z.string(),
  z.never({ error: 'is not a parameter of this list' }),
);

export const documentTypeSchema = z.object({ id: z.string(), name: z.string() });
export const kycDocListSchema = z.object({
  poa: z.array(documentTypeSchema),
  poi: z.array(documentTypeSchema),
});
export const bvDocListSchema = z.object({ pob: z.array(documentTypeSchema) });
export const rejectionMessagesSchema = z.array(z.string());

/** The version the reviewer saw: a KYC changed since by someone else is refused (409). */
const seenVersion = { version: z.number().int().positive().optional() };
const reasons = z.array(z.string().trim().min(1).max(300)).min(1).max(MAX_REJECTION_MESSAGES);

export const approveBody = z.object({ org_id: orgId, ...seenVersion });
export const rejectBody = z.object({ org_id: orgId, rejection_messages: reasons, ...seenVersion });

/** The queue's filters without paging: what a bulk select-all picks by. */
export const kycFilter = kycSearchQuery.omit({ page: true, page_size: true });
export type KycFilter = z.output<typeof kycFilter>;
const assigneeId = z.number().int().positive().max(2_147_483_647).nullable();
/**
 * POST /org/kyc/bulk: either ask the customers of ticked or filtered orgs to upload again, which
 * is the one-org rejection with these reasons (it refuses a KYC that cannot be rejected now), or
 * assign their reviews to one staff member (`assignee_id`, null for nobody), as one assignment
 * each.
 */
export const kycBulkBody = z.discriminatedUnion('action', [
  bulkBody(kycFilter, { action: z.literal('request_reupload'), rejection_messages: reasons }),
  bulkBody(kycFilter, { action: z.literal('assign'), assignee_id: assigneeId }),
]);
export type KycBulkBody = z.output<typeof kycBulkBody>;
export const kycBulkCountBody = bulkCountBody(kycFilter);
/**
 * Undo of the reviewer's own approve or reject: `version` is the one the decision answered
 * with, so an undo meets exactly that decision and nothing that came after it.
 */
export const undoBody = z.object({ org_id: orgId, version: z.number().int().positive() });
export type UndoBody = z.infer<typeof undoBody>;
/** How long after the decision the server still undoes it (the console offers Undo for less). */
export const KYC_UNDO_WINDOW_MS = 60_000;

/** A document type of one of the spec's lists (GET /org/kyc/doc-list, /org/kyc/bv/doc-list). */
const documentTypeOf = (list: readonly DocumentType[]) =>
  z.enum(list.map((d) => d.id) as [string, ...string[]]);
export const poaDocumentId = documentTypeOf(poaDocuments);
export const poiDocumentId = documentTypeOf(poiDocuments);
export const pobDocumentId = documentTypeOf(pobDocuments);

/**
 * An extra business proof as a reviewer or the app sends it: a proof of business type, and no
 * field beyond the four it has.
 */
export const extraDocumentInput = z.strictObject({
  ...extraDocumentSchema.shape,
  proof_id: pobDocumentId,
});

/**
 * Fields a reviewer may correct, and the customer submits from the app; a document is the file
 * name of an upload.
 */
export const kycModifiableFields = {
  kyc_template: kycTemplateSchema.optional(),
  poa_id: poaDocumentId.optional(),
  poa_front: fileKey.nullable().optional(),
  poa_back: fileKey.nullable().optional(),
  poi_id: poiDocumentId.optional(),
  poi_front: fileKey.nullable().optional(),
  poi_back: fileKey.nullable().optional(),
  photo: fileKey.nullable().optional(),
};
/**
 * POST /org/kyc/submit: staff who collected the customer's documents (in person, by mail) put
 * the KYC in the review queue on the customer's behalf, as the app would; the audit names who
 * collected them.
 */
export const staffSubmitBody = z.strictObject({
  org_id: orgId,
  collected_by_id: z.number().int().positive().max(2_147_483_647),
  ...seenVersion,
});
export type StaffSubmitBody = z.infer<typeof staffSubmitBody>;
export const staffSubmitResultSchema = z.object({
  org_id: z.number().int(),
  status: kycStatusSchema,
  bv_status: kycStatusSchema.nullable(),
  version: z.number().int(),
  message: z.string(),
});

/** Setting INCOMPLETE is a modification with `status: 'INCOMPLETE'` (and an optional comment). */
export const modifyBody = z.object({
  org_id: orgId,
  ...kycModifiableFields,
  status: z.literal('INCOMPLETE').optional(),
  comment: z.string().trim().max(300).optional(),
  ...seenVersion,
});
export type ModifyBody = z.infer<typeof modifyBody>;

export const bvModifiableFields = {
  gstin: gstinSchema.nullable().optional(),
  pob_id: pobDocumentId.optional(),
  pob_front: fileKey.nullable().optional(),
  pob_back: fileKey.nullable().optional(),
  extra_documents: z.array(extraDocumentInput).max(10).optional(),
};
export const bvUpdateBody = z.object({
  status: z.enum(['APPROVED', 'REJECTED', 'INCOMPLETE']).optional(),
  rejection_messages: reasons.optional(),
  ...bvModifiableFields,
  ...seenVersion,
});
export type BvUpdateBody = z.infer<typeof bvUpdateBody>;

/** Switching a requirement on or off says why (spec section 4: "toggled on or off with a comment"). */
const toggleComment = z.string().trim().min(1).max(500);
export const bvToggleBody = z.object({
  is_biz_kyc_required: z.boolean(),
  comment: toggleComment,
  ...seenVersion,
});
export const fupToggleBody = z.object({
  is_fup_required: z.boolean(),
  comment: toggleComment,
  ...seenVersion,
});

export const copyBody = z
  .object({ source_org_id: orgId, destination_org_id: orgId })
  .refine((b) => b.source_org_id !== b.destination_org_id, {
    message: 'must differ from source_org_id',
    path: ['destination_org_id'],
  });
export const copyResultSchema = z.object({
  destination_org_id: z.number().int(),
  version: z.number().int(),
});

export const orgIdBody = z.object({ org_id: orgId });
export const fupDownloadBody = z.object({
  org_id: orgId,
  reference_id: z.string().max(60).optional(),
});

export const digioRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['KYC', 'FUP']),
  reference_id: z.string(),
  phone: z.string(),
  status: z.enum(['REQUESTED', 'COMPLETED', 'FAILED', 'EXPIRED']),
  link: z.string(),
  has_document: z.boolean(),
  /** The signed agreement (FUP) in the file service, once Digio's copy was downloaded. */
  file_key: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: instant,
  completed_at: instant.nullable(),
});
export type DigioRequest = z.infer<typeof digioRequestSchema>;
export const digioListSchema = z.array(digioRequestSchema);
export const digioSentSchema = z.object({ user_phone: z.string(), reference_id: z.string() });
export const fupDownloadSchema = z.object({ url: z.string(), file_name: z.string() });

/** An entity a Digio webhook names: its id, and the rest as Digio sent it (kept as details). */
const digioEntity = z.object({ id: z.string().min(1).max(60) }).loose();

/**
 * What Digio posts to its webhook (fixtures/digio): its event id, the event (`kyc.request.approved`,
 * `doc.signed`, ...), the entities it names, and each entity under `payload` by its name
 * (`kyc_request`, `document`). Any event is accepted here; the service decides what it means.
 */
export const digioWebhookBody = z
  .object({
    id: z.string().min(1).max(100).optional(),
    event: z.string().min(1).max(100),
    entities: z.array(z.string().max(60)).max(20).optional(),
    created_at: z.number().optional(),
    payload: z
      .object({ kyc_request: digioEntity.optional(), document: digioEntity.optional() })
      .loose(),
  })
  .loose();
export type DigioWebhookBody = z.infer<typeof digioWebhookBody>;
/** Digio signs the raw body: hex HMAC-SHA256 with the webhook secret, in this header. */
export const DIGIO_SIGNATURE_HEADER = 'x-digio-checksum';
/** Whether the webhook changed anything, and what the event came to (acknowledged either way). */
export const digioWebhookResultSchema = z.object({ applied: z.boolean(), outcome: z.string() });

export const actionHistoryQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const actionHistorySchema = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actor_name: z.string().nullable(),
      created_at: instant,
      summary: z.record(z.string(), z.unknown()),
    }),
  ),
  next_before: z.number().int().nullable(),
});
export type ActionHistory = z.infer<typeof actionHistorySchema>;

/** Every successful KYC change answers with the new version, for the next action. */
export const kycChangedSchema = z.object({
  org_id: z.number().int(),
  status: kycStatusSchema,
  bv_status: kycStatusSchema.nullable(),
  version: z.number().int(),
});

/**
 * POST /org/kyc/assign: the org's KYC review to a staff member who may review KYC, or to nobody
 * (`assignee_id: null`).
 */
export const assignKycBody = z.object({ org_id: orgId, assignee_id: assigneeId });
export type AssignKycBody = z.infer<typeof assignKycBody>;
export const kycAssignedSchema = z.object({
  org_id: z.number().int(),
  assignee: kycAssigneeSchema.nullable(),
  message: z.string(),
});

/** GET /org/kyc/reviewers: the staff a KYC review can be assigned to, by name. */
export const kycReviewersSchema = z.array(kycAssigneeSchema);

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const kycOperations = {
  'GET /api/org/kyc/search': ['searchKyc', "Search orgs' KYC"],
  'GET /api/org/kyc/export': ['exportKyc', 'The filtered KYC queue as CSV (streamed, audited)'],
  'GET /api/org/kyc/search/counts': ['countKycByStatus', 'KYC search counts by status'],
  'GET /api/org/kyc/doc-list': ['listKycDocumentTypes', 'KYC document types'],
  'GET /api/org/kyc/bv/doc-list': ['listBusinessKycDocumentTypes', 'Business KYC document types'],
  'GET /api/org/kyc/rejection-messages': ['listKycRejectionMessages', 'KYC rejection reasons'],
  'GET /api/org/kyc/bv/rejection-messages': [
    'listBusinessKycRejectionMessages',
    'Business KYC rejection reasons',
  ],
  'GET /api/org/kyc/:id': ['getKyc', "An org's KYC"],
  'GET /api/admin/org/:id/kyc/action-history': [
    'listKycActionHistory',
    "An org's KYC action history",
  ],
  'POST /api/org/kyc/approve': ['approveKyc', "Approve an org's KYC"],
  'POST /api/org/kyc/reject': ['rejectKyc', "Reject an org's KYC"],
  'POST /api/org/kyc/bulk': [
    'bulkKyc',
    'Ask many orgs to upload their KYC documents again, or assign their reviews',
  ],
  'POST /api/org/kyc/assign': ['assignKyc', "Assign an org's KYC review to a reviewer"],
  'GET /api/org/kyc/reviewers': ['listKycReviewers', 'Staff a KYC review can be assigned to'],
  'POST /api/org/kyc/bulk/count': ['countKycBulk', 'How many KYC rows a bulk select-all picks'],
  'POST /api/org/kyc/undo': [
    'undoKycDecision',
    "Undo the reviewer's own approve or reject, within a minute",
  ],
  'PUT /api/org/kyc/modify': ['modifyKyc', "Correct an org's KYC details"],
  'POST /api/org/kyc/submit': [
    'submitKycForCustomer',
    "Submit an org's KYC for review on the customer's behalf (staff collected the documents)",
  ],
  'PUT /api/admin/org/:id/kyc/bv': ['reviewBusinessKyc', "Review or correct an org's business KYC"],
  'POST /api/org/kyc/:id/bv/toggle': [
    'toggleBusinessKycRequired',
    'Require business KYC or waive it',
  ],
  'POST /api/org/kyc/:org_id/fup/toggle': [
    'toggleFupRequired',
    'Require the FUP agreement or waive it',
  ],
  'POST /api/org/kyc/copy': ['copyKyc', "Copy an org's KYC to another org"],
  'POST /api/admin/org/kyc/copy/bv': [
    'copyBusinessKyc',
    "Copy an org's business KYC to another org",
  ],
  'POST /api/admin/org/kyc/copy/fup': ['copyFup', "Copy an org's FUP agreement to another org"],
  'GET /api/digio/org/:id': ['listDigioRequests', "An org's Digio KYC requests"],
  'GET /api/digio/org/:id/fup': ['listDigioFupRequests', "An org's Digio FUP agreement requests"],
  'POST /api/app/kyc/uploads': [
    'createAppKycUpload',
    "An upload slot for one KYC document (the product app's APP_API_KEY)",
  ],
  'POST /api/app/kyc': [
    'submitAppKyc',
    "Submit a team's KYC and business verification for review (the product app's APP_API_KEY)",
  ],
  'POST /api/admin/org/kyc/digio': ['sendDigioKycLink', 'Send a Digio KYC link by SMS'],
  'POST /api/admin/org/kyc/digio/fup': [
    'sendDigioFupAgreement',
    'Send the FUP agreement for signing through Digio',
  ],
  'POST /api/admin/org/kyc/digio/fup/download': ['downloadSignedFup', 'The signed FUP agreement'],
  'POST /api/digio/webhook': ['receiveDigioWebhook', 'Digio webhook'],
} as const satisfies AreaOperations;
