import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import { normalizeIndianPhone } from './rules/phone';

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
  org_id: z.coerce.number().int().positive().optional(),
  text: leadSearchText.optional(),
  stage: z.enum(internalLeadStages).optional(),
  source: z.enum(internalLeadSources).optional(),
});
export type InternalLeadSearchQuery = z.input<typeof internalLeadSearchQuery>;
/** The query as the server reads it: defaults filled, a phone reduced to its ten digits. */
export type InternalLeadSearch = z.output<typeof internalLeadSearchQuery>;

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
  assigned_staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type InternalLead = z.infer<typeof internalLeadSchema>;
export const internalLeadPageSchema = pageOf(internalLeadSchema);
