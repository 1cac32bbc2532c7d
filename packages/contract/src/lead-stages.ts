import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/** Fixed catalogue of stage types: where a lead in that stage stands. */
export const leadStageTypes = ['OPEN', 'WON', 'LOST'] as const;
export type LeadStageType = (typeof leadStageTypes)[number];
/** Fixed catalogue of group types: what kind of bucket a group is. */
export const leadGroupTypes = ['GENERAL', 'CAMPAIGN', 'SOURCE', 'REGION'] as const;
export type LeadGroupType = (typeof leadGroupTypes)[number];

/** GET /lead-stage/types and GET /lead-group/types: the catalogue with English labels. */
export const leadTypeOptionSchema = z.object({ type: z.string(), label: z.string() });
export const leadTypeListSchema = z.array(leadTypeOptionSchema);
export const leadStageTypeLabels: Record<LeadStageType, string> = {
  OPEN: 'Open',
  WON: 'Won',
  LOST: 'Lost',
};
export const leadGroupTypeLabels: Record<LeadGroupType, string> = {
  GENERAL: 'General',
  CAMPAIGN: 'Campaign',
  SOURCE: 'Lead source',
  REGION: 'Region',
};

/** The longest stage or group name staff may type. */
export const LEAD_NAME_MAX = 60;
/** The most stages one org may have: a pipeline longer than this is a mistake. */
export const MAX_LEAD_STAGES = 50;
const name = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(LEAD_NAME_MAX, `must be at most ${LEAD_NAME_MAX} characters`);
const orgId = z.number().int().positive();

export const leadStageSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  type: z.enum(leadStageTypes),
  /** One-based, dense within the org. */
  position: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type LeadStage = z.infer<typeof leadStageSchema>;
export const leadStageListSchema = z.array(leadStageSchema);

/** POST /admin/lead-stage: the new stage goes last. */
export const createLeadStageBody = z.object({ org_id: orgId, name, type: z.enum(leadStageTypes) });
export type CreateLeadStageBody = z.input<typeof createLeadStageBody>;
/** PUT /admin/lead-stage/{id} */
export const updateLeadStageBody = z
  .object({ name: name.optional(), type: z.enum(leadStageTypes).optional() })
  .refine((b) => b.name !== undefined || b.type !== undefined, {
    message: 'name or type is required',
    path: ['name'],
  });
export type UpdateLeadStageBody = z.input<typeof updateLeadStageBody>;
/** PUT /admin/lead-stage/{id}/change-position: the one-based place the stage moves to. */
export const changeLeadStagePositionBody = z.object({ position: z.number().int().min(1) });
export type ChangeLeadStagePositionBody = z.input<typeof changeLeadStagePositionBody>;

export const leadGroupSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  type: z.enum(leadGroupTypes),
  created_at: instant,
  updated_at: instant,
});
export type LeadGroup = z.infer<typeof leadGroupSchema>;
export const leadGroupListSchema = z.array(leadGroupSchema);

/** POST /admin/lead-group */
export const createLeadGroupBody = z.object({ org_id: orgId, name, type: z.enum(leadGroupTypes) });
export type CreateLeadGroupBody = z.input<typeof createLeadGroupBody>;
/** PUT /admin/lead-group/{id} */
export const updateLeadGroupBody = z
  .object({ name: name.optional(), type: z.enum(leadGroupTypes).optional() })
  .refine((b) => b.name !== undefined || b.type !== undefined, {
    message: 'name or type is required',
    path: ['name'],
  });
export type UpdateLeadGroupBody = z.input<typeof updateLeadGroupBody>;

/** What a change answers: a message for the toast, and the row as saved. */
export const leadStageSaved = z.object({ message: z.string(), stage: leadStageSchema });
export const leadStageMoved = z.object({ message: z.string(), stages: leadStageListSchema });
export const leadGroupSaved = z.object({ message: z.string(), group: leadGroupSchema });
export const leadDeleted = z.object({ message: z.string(), id: z.number().int() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const leadStagesOperations = {
  'GET /api/lead-stage/types': ['listLeadStageTypes', 'Lead stage types'],
  'GET /api/lead-group/types': ['listLeadGroupTypes', 'Lead group types'],
  'GET /api/admin/lead-stage/org/:orgId': ['listOrgLeadStages', "An org's lead stages"],
  'POST /api/admin/lead-stage': ['createLeadStage', 'Add a lead stage'],
  'PUT /api/admin/lead-stage/:id': ['updateLeadStage', 'Change a lead stage'],
  'DELETE /api/admin/lead-stage/:id': ['deleteLeadStage', 'Delete a lead stage'],
  'PUT /api/admin/lead-stage/:id/change-position': ['moveLeadStage', 'Move a lead stage'],
  'GET /api/admin/lead-group/org/:orgId': ['listOrgLeadGroups', "An org's lead groups"],
  'POST /api/admin/lead-group': ['createLeadGroup', 'Add a lead group'],
  'PUT /api/admin/lead-group/:id': ['updateLeadGroup', 'Change a lead group'],
  'DELETE /api/admin/lead-group/:id': ['deleteLeadGroup', 'Delete a lead group'],
} as const satisfies AreaOperations;
