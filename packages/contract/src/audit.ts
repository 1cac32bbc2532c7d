import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  org_id: z.number().int().nullable(),
  summary: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: instant,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Keyset paging: pass the last id seen as `before` to get the next (older) page. */
export const auditListQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  subject_type: z.string().max(50).optional(),
});
export type AuditListQuery = z.output<typeof auditListQuery>;

export const auditListSchema = z.object({
  rows: z.array(auditEntrySchema),
  next_before: z.number().int().nullable(),
});

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const auditOperations = {
  'GET /api/audit/org/:id': ['listOrgAudit', "An org's audit log"],
} as const satisfies AreaOperations;
