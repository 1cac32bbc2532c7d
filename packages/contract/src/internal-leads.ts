import { z } from 'zod';
import { auditEntrySchema } from './audit';
import { bulkBody, bulkCountBody } from './bulk';
import { pageOf, pageQuery } from './paging';
import { indianMobileSchema, normalizeIndianPhone } from './rules/phone';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/** Where a lead came from, and how far our team has worked it. */
export const internalLeadSources = ['WEBSITE', 'REFERRAL', 'EVENT', 'CALL', 'PARTNER'] as const;
export const internalLeadStages = ['NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST'] as const;
export type InternalLeadSource = (typeof internalLeadSources)[number];
export type InternalLeadStage = (typeof internalLeadStages)[number];

/** Text that looks like a phone: searched as its ten national digits, so +91 matches too. */
const leadSearchText = z
  .string()
  .trim()
  .max(100)
  .transform((text) => (/^[+\d\s()-]{6,}$/.test(text) ? normalizeIndianPhone(text) : text));

/**
 * GET /admin/internal-lead/search ?org_id, text, stage, source, page, page_size: newest first.
 * Without org_id it lists every org's leads (the Internal leads page).
 */
export const internalLeadSearchQuery = pageQuery.extend({
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  text: leadSearchText.optional(),
  stage: z.enum(internalLeadStages).optional(),
  source: z.enum(internalLeadSources).optional(),
  /** The staff member who owns the lead; `0` for leads nobody owns. */
  owner_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** Created on or after / on or before this India day. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type InternalLeadSearchQuery = z.input<typeof internalLeadSearchQuery>;
/** The query as the server reads it: defaults filled, a phone reduced to its ten digits. */
export type InternalLeadSearch = z.output<typeof internalLeadSearchQuery>;
/** GET /admin/internal-lead/export: the list's filters, every matching lead (no paging). */
export const internalLeadExportQuery = internalLeadSearchQuery.omit({
  page: true,
  page_size: true,
});

export const internalLeadSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int().nullable(),
  /** The lead's org, when it has one. */
  org_name: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  source: z.string(),
  stage: z.string(),
  assigned_staff_id: z.number().int().nullable(),
  assigned_staff_name: z.string().nullable(),
  /** When it was converted into an onboarding (stage WON, org_id its new team). */
  converted_at: instant.nullable(),
  created_at: instant,
});
export type InternalLead = z.infer<typeof internalLeadSchema>;
export const internalLeadPageSchema = pageOf(internalLeadSchema);

/**
 * Stages staff set by hand. WON only for a lead of a team (an existing customer who bought
 * more); a lead without a team is won by converting it into an onboarding.
 */
export const stagesByHand = (hasTeam: boolean) =>
  internalLeadStages.filter((stage) => hasTeam || stage !== 'WON');

const leadName = z.string().trim().min(2).max(120);
const leadEmail = z.email().max(200);

/** POST /admin/internal-lead: a lead our team will work; the phone is its identity. */
export const createInternalLeadBody = z.object({
  name: leadName,
  phone: indianMobileSchema,
  email: leadEmail.optional(),
  source: z.enum(internalLeadSources),
  /** The staff member who works it; the creator when not given. */
  owner_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** A team it belongs to already (an existing customer's new branch, say). */
  org_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type CreateInternalLeadBody = z.input<typeof createInternalLeadBody>;

/**
 * PUT /admin/internal-lead/{id}: any of these; `owner_id: null` leaves it unowned. A won lead
 * does not change; WON needs a lead of a team (`stagesByHand`).
 */
export const updateInternalLeadBody = z
  .object({
    name: leadName,
    email: leadEmail.nullable(),
    source: z.enum(internalLeadSources),
    stage: z.enum(internalLeadStages),
    owner_id: z.number().int().positive().max(2_147_483_647).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateInternalLeadBody = z.input<typeof updateInternalLeadBody>;

/** The list's filters without paging: what a bulk select-all picks by. */
export const internalLeadFilter = internalLeadSearchQuery.omit({ page: true, page_size: true });
export type InternalLeadFilter = z.output<typeof internalLeadFilter>;
/**
 * POST /admin/internal-lead/bulk: assign an owner (`owner_id`, null for nobody) or move to a
 * stage (`stage`), on ticked or filtered leads, each as the one-lead change would.
 */
export const internalLeadBulkBody = bulkBody(internalLeadFilter, {
  change: z
    .object({
      stage: updateInternalLeadBody.shape.stage,
      owner_id: updateInternalLeadBody.shape.owner_id,
    })
    .refine((c) => c.owner_id !== undefined || c.stage !== undefined, {
      message: 'owner_id or stage',
    }),
});
export const internalLeadBulkCountBody = bulkCountBody(internalLeadFilter);

/** What a create, change or conversion answers: the lead as the list shows it, and a message. */
export const internalLeadResultSchema = z.object({ lead: internalLeadSchema, message: z.string() });
export type InternalLeadResult = z.infer<typeof internalLeadResultSchema>;

/** Most rows one lead import takes. */
export const MAX_LEAD_IMPORT_ROWS = 5_000;

/**
 * POST /admin/internal-lead/import: a CSV with the header `name,phone` and optionally `email`
 * and `source` (WEBSITE when empty). `dry_run` (the default) only checks it; an import writes
 * every row or, when any row is bad, none. `owner_id` owns every imported lead.
 */
export const importInternalLeadsBody = z.object({
  csv: z.string().min(1).max(1_000_000),
  dry_run: z.boolean().default(true),
  owner_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type ImportInternalLeadsBody = z.input<typeof importInternalLeadsBody>;
export const importedLeadRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  source: z.string(),
  /** Why the row cannot be imported; null when it can. */
  error: z.string().nullable(),
});
export const importInternalLeadsResult = z.object({
  rows: z.array(importedLeadRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  written: z.number().int(),
  message: z.string(),
});
export type ImportInternalLeadsResult = z.infer<typeof importInternalLeadsResult>;

/**
 * GET /admin/internal-lead/{id}, the lead's drawer: the lead, the customer it was converted
 * into (the user onboarding made or picked; null until converted) and who did what to it
 * (created, imported, each change with its before and after, converted), newest first.
 */
export const internalLeadDetailSchema = z.object({
  lead: internalLeadSchema,
  customer: z
    .object({ id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  history: z.array(auditEntrySchema),
});
export type InternalLeadDetail = z.infer<typeof internalLeadDetailSchema>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const internalLeadsOperations = {
  'GET /api/admin/internal-lead/search': ['searchInternalLeads', 'Search internal leads'],
  'GET /api/admin/internal-lead/:id': [
    'getInternalLead',
    'An internal lead with the customer it became and its history',
  ],
  'GET /api/admin/internal-lead/export': [
    'exportInternalLeads',
    'The filtered internal leads as CSV (streamed, audited)',
  ],
  'POST /api/admin/internal-lead': ['createInternalLead', 'Add an internal lead'],
  'PUT /api/admin/internal-lead/:id': [
    'updateInternalLead',
    "Change a lead's details, stage or owner",
  ],
  'POST /api/admin/internal-lead/:id/convert': [
    'convertInternalLead',
    'Convert a lead into an onboarded team',
  ],
  'POST /api/admin/internal-lead/bulk': [
    'bulkInternalLeads',
    'Assign or move the stage of many internal leads',
  ],
  'POST /api/admin/internal-lead/bulk/count': [
    'countInternalLeadsBulk',
    'How many internal leads a bulk select-all picks',
  ],
  'POST /api/admin/internal-lead/import': [
    'importInternalLeads',
    'Check or import a CSV of internal leads',
  ],
} as const satisfies AreaOperations;
