import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console with history fallback, so one process is the whole product.
 * An unknown /api route is always a JSON 404, never the SPA page.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The build writes a brotli and a gzip copy of each asset (vite-plugin-compression2):
      // served as they are, so no request compresses an asset again.
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !path.includes('.');
    if (hasWeb && wantsPage) {
      // index.html must not be cached: it names the hashed asset files of the current build.
      // `cacheControl: false`, or the plugin's year-long `immutable` header replaces ours.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  });
}
