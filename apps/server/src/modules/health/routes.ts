import { envelope } from '@switchboard/contract/envelope';
import { healthSchema } from '@switchboard/contract/health';
import { livenessSchema, readinessSchema } from '@switchboard/contract/health-probes';
import { publicConfigSchema } from '@switchboard/contract/product';
import type { App } from '../../platform/http/types';
import type { Database } from '../../platform/db/client';
import { liveness, readiness } from './service';

const startedAt = Date.now();

export async function healthRoutes(
  app: App,
  database: Pick<Database, 'db' | 'kind' | 'ping'>,
): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        response: {
          200: envelope(healthSchema).describe('Healthy: the database answers'),
          503: envelope(healthSchema).describe(
            'Degraded: the database does not answer (`status` is `degraded`)',
          ),
        },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      let ok = true;
      let latency = 0;
      try {
        latency = await database.ping();
      } catch {
        ok = false;
      }
      const data = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, ok, latency_ms: Math.round(latency * 100) / 100 },
        version: '0.1.0',
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.status(ok ? 200 : 503).send({ data });
    },
  );

  // For orchestrators: restart the process when live fails, send it traffic only while ready.
  app.get(
    '/api/health/live',
    {
      schema: { tags: ['platform'], response: { 200: envelope(livenessSchema) } },
      config: { public: true },
    },
    async () => ({ data: liveness() }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['platform'],
        response: {
          200: envelope(readinessSchema).describe('Ready: send this instance traffic'),
          503: envelope(readinessSchema).describe(
            'Not ready: send this instance no traffic (the body says which check fails)',
          ),
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const data = await readiness({ database, storage: app.files.storage, log: request.log });
      return reply.status(data.status === 'ready' ? 200 : 503).send({ data });
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['platform'],
        response: { 200: envelope(publicConfigSchema) },
      },
      config: { public: true },
    },
    async () => ({ data: { product: app.config.product, sso: app.config.oidc !== undefined } }),
  );
}
