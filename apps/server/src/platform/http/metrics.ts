import fastifyMetrics from 'fastify-metrics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import promClient, { Registry } from 'prom-client';
import type { Config } from '../../config';
import { safeEqual } from '../auth/tokens';
import type { Db } from '../db/client';
import { registerCollectors } from './metrics-collectors';

export const METRICS_PATH = '/metrics';

/** Seconds; most API answers take 5–40 ms (README, Performance), so the fine buckets are low. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ message: `Route GET ${METRICS_PATH} not found`, code: 'NOT_FOUND' });

/**
 * Prometheus metrics at /metrics for whoever holds METRICS_TOKEN (`Authorization: Bearer ...`):
 * request rate and latency by route pattern and status, Node's process metrics, the database
 * pool and the outbox. Without the token set the route answers 404 and nothing is measured.
 * Register before the routes: the exporter learns them as they are added.
 */
export async function registerMetrics(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  const token = config.metricsToken;
  const route = { config: { public: true }, schema: { hide: true }, exposeHeadRoute: false };
  if (!token) {
    // Answered here, not by the console's history fallback, which would serve the page.
    app.get(METRICS_PATH, route, async (_request, reply) => notFound(reply));
    return;
  }
  // A registry of this app's own: metrics of two apps in one process (tests) never mix.
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    promClient,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      // Histograms add up across instances; summaries (quantiles per instance) do not.
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH],
      overrides: {
        histogram: { buckets: LATENCY_BUCKETS, registers: [registry] },
        summary: { registers: [registry] },
      },
    },
  });
  registerCollectors(registry, db, app.replicas);

  const authorised = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    // The scheme's name is case-insensitive (RFC 9110, 11.1): `bearer` and `BEARER` are Bearer.
    const match = /^Bearer +(\S+) *$/i.exec(header);
    return match?.[1] !== undefined && safeEqual(match[1], token);
  };
  app.get(METRICS_PATH, route, async (request, reply) => {
    if (!authorised(request)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A valid metrics token is required', code: 'UNAUTHENTICATED' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
