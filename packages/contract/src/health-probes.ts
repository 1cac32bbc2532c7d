import { z } from 'zod';

/** GET /api/health/live: the process is up and serving (no dependency is asked). */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptime_s: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * GET /api/health/ready: this instance can take traffic (200) or not (503). Each check says
 * only whether it passed: the probe is public, so what failed and why goes to the log.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.object({ ok: z.boolean(), latency_ms: z.number() }),
    /** Migrations recorded in the database against those this build ships. */
    migrations: z.object({
      ok: z.boolean(),
      applied: z.number().int(),
      expected: z.number().int(),
    }),
    files: z.object({ ok: z.boolean(), store: z.enum(['local', 's3']) }),
    /**
     * The history tables partitioned by month: the fewest whole months ahead that any of them
     * has a partition for. Below one, a write next month would find no partition.
     */
    partitions: z.object({ ok: z.boolean(), months_ahead: z.number().int() }),
    /**
     * Streaming replicas (DATABASE_REPLICA_URLS), when configured: how many serve reads. A
     * replica skipped (down, lagging, promoted) never makes the instance unready: the primary
     * answers its reads. Which one and why is in /metrics and the log.
     */
    replicas: z
      .object({ ok: z.boolean(), configured: z.number().int(), serving: z.number().int() })
      .optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
