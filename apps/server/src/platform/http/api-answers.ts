import type { FastifyInstance } from 'fastify';

/** The API lives under /api; everything else is the console's page and its static files. */
export function isApiPath(url: string): boolean {
  // Asked of every answer: read in place, without splitting off the query.
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63; /* ? */
}

/**
 * API answers carry session data, so no cache (browser, proxy or CDN) may keep them. A route
 * that caches on purpose (the signed file download) sets its own header and keeps it; static
 * assets keep the long-lived headers of the static plugin.
 */
export function installApiCacheControl(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
