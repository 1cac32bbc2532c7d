import {
  callDetailsIngestBody,
  callDetailsIngestResultSchema,
  ingestBody,
  ingestResultSchema,
} from '@switchboard/contract/calls';
import { envelope } from '@switchboard/contract/envelope';
import type { App } from '../../platform/http/types';
import { checkApiKey } from '../../platform/auth/api-key';
import { ingestCallDetails, ingestCdrs } from './ingest-service';

/**
 * Machine ingest of CDRs from the telephony switch: not a staff session, so public to the
 * session guard and CSRF, and authenticated here by the API key. One CDR or `{ cdrs: [...] }`.
 */
export async function callIngestRoutes(app: App): Promise<void> {
  app.post(
    '/api/call-history/ingest',
    {
      schema: {
        tags: ['calls'],
        body: ingestBody,
        response: { 200: envelope(ingestResultSchema) },
      },
      config: { public: true, csrf: false, apiKey: 'INGEST_API_KEY' },
      // Recordings travel base64 inside the JSON: room for a full batch of short ones.
      bodyLimit: 32 * 1024 * 1024,
      // The key is checked before the body is parsed, so an unauthenticated caller cannot make us read 32 MB.
      onRequest: async (request) => checkApiKey(request, app.config.ingestApiKey),
    },
    async (request) => {
      return {
        data: await ingestCdrs(app.db, app.files, request.body.cdrs, app.config.files.maxBytes),
      };
    },
  );

  app.post(
    '/api/call-history/details',
    {
      schema: {
        tags: ['calls'],
        body: callDetailsIngestBody,
        response: { 200: envelope(callDetailsIngestResultSchema) },
      },
      config: { public: true, csrf: false, apiKey: 'INGEST_API_KEY' },
      bodyLimit: 8 * 1024 * 1024,
      onRequest: async (request) => checkApiKey(request, app.config.ingestApiKey),
    },
    async (request) => ({ data: await ingestCallDetails(app.db, request.body.calls) }),
  );
}
