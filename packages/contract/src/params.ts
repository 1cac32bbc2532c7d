import { z } from 'zod';

/**
 * Path parameters that many routes share, each written once. Path values arrive as text, so
 * ids are coerced to numbers here; a name differs only where the spec's path spells it so.
 */
const positiveId = z.coerce.number().int().positive();

/** `/…/{id}`: the id of the record the path names. */
export const idParam = z.object({ id: positiveId });

/** `/…/{org_id}`. */
export const orgIdParam = z.object({ org_id: positiveId });

/** `/…/org/{orgId}`: the spec's lead-stage, lead-group and integration-setting paths. */
export const orgIdCamelParam = z.object({ orgId: positiveId });
