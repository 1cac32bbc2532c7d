import { z } from 'zod';
import { pageOf, pageQuery } from './paging';

/** GET /admin/internal-lead/search ?org_id, text, page, page_size: newest first. */
export const internalLeadSearchQuery = pageQuery.extend({
  org_id: z.coerce.number().int().positive().optional(),
  text: z.string().trim().max(100).optional(),
});
export type InternalLeadSearchQuery = z.input<typeof internalLeadSearchQuery>;

export const internalLeadSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int().nullable(),
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
