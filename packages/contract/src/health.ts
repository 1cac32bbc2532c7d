import { z } from 'zod';
import type { AreaOperations } from './operation-name';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number(),
  }),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const healthOperations = {
  'GET /api/health': ['getHealth', 'Server and database health'],
  'GET /api/health/live': ['getLiveness', 'Liveness: the process answers'],
  'GET /api/health/ready': ['getReadiness', 'Readiness: database, migrations and file store'],
  'GET /api/config': ['getConsoleConfig', 'Product settings the console starts with'],
} as const satisfies AreaOperations;
