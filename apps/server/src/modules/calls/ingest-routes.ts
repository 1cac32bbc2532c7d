import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ingestBody, ingestResultSchema } from '@switchboard/contract/calls';
import { envelope } from '@switchboard/contract/envelope';
import { AppError, unauthenticated } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { ingestCdrs } from './ingest';

export const INGEST_KEY_HEADER = 'x-api-key';
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The switch's key, compared in constant time (digests first, so lengths never leak). */
function checkApiKey(request: FastifyRequest, expected: string | undefined): void {
  if (!expected) throw new AppError(503, 'INTERNAL_ERROR', 'CDR ingest is not configured (INGEST_API_KEY)');
  const presented = request.headers[INGEST_KEY_HEADER];
  if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), digest(expected))) {
    throw unauthenticated('A valid API key is required');
  }
}

/**
 * Machine ingest of CDRs from the telephony switch: not a staff session, so public to the
 * session guard and CSRF, and authenticated here by the API key. One CDR or `{ cdrs: [...] }`.
 */
export async function callIngestRoutes(app: App): Promise<void> {
  app.post(
    '/api/call-history/ingest',
    {
      schema: { tags: ['calls'], body: ingestBody, response: { 200: envelope(ingestResultSchema) } },
      config: { public: true, csrf: false },
      // Recordings travel base64 inside the JSON: room for a full batch of short ones.
      bodyLimit: 32 * 1024 * 1024,
      // The key is checked before the body is parsed, so an unauthenticated caller cannot make us read 32 MB.
      onRequest: async (request) => checkApiKey(request, app.config.ingestApiKey),
    },
    async (request) => {
      return { data: await ingestCdrs(app.db, app.files, request.body.cdrs, app.config.files.maxBytes) };
    },
  );
}
