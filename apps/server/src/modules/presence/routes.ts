import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  PRESENCE_STREAM_EVENT,
  presenceEventsBody,
  presenceEventsResultSchema,
} from '@switchboard/contract/presence';
import type { Database } from '../../platform/db/client';
import { checkApiKey } from '../../platform/auth/api-key';
import type { App } from '../../platform/http/types';
import { applyPresenceEvents } from './service';
import { createPresenceHub } from './stream-hub';

const tags = ['presence'];
/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The switch reports softphone and presence events here (with its ingest key, like CDRs), and
 * the console's Presence tab follows an org's changes as server-sent events.
 */
export async function presenceRoutes(app: App, database: Pick<Database, 'listen'>): Promise<void> {
  const hub = createPresenceHub(database);
  await hub.start();
  const openStreams = new Set<() => void>();
  // Before the server stops taking connections: an open stream would hold the close forever.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
    await hub.close();
  });

  app.post(
    '/api/presence/events',
    {
      schema: {
        tags,
        body: presenceEventsBody,
        response: { 200: envelope(presenceEventsResultSchema) },
      },
      config: { public: true, csrf: false, apiKey: 'INGEST_API_KEY' },
      bodyLimit: 1024 * 1024,
      onRequest: async (request) => checkApiKey(request, app.config.ingestApiKey),
    },
    async (request) => ({ data: await applyPresenceEvents(app.db, request.body.events) }),
  );

  app.get(
    '/api/presence/org/:id/stream',
    {
      schema: { tags, params: idParam },
      config: {
        access: ['read', 'User'],
        answers: {
          200: {
            description:
              "Server-sent events: one `data:` line of JSON for each change of the team's presence, comment lines to keep the stream open",
            media: ['text/event-stream'],
          },
        },
      },
    },
    async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // Reconnect after 5 s when the connection drops (a restart, a deploy).
      raw.write('retry: 5000\n\n');
      const unsubscribe = hub.subscribe(request.params.id, (userId) => {
        raw.write(
          `event: ${PRESENCE_STREAM_EVENT}\ndata: ${JSON.stringify({ user_id: userId })}\n\n`,
        );
      });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        if (!openStreams.delete(end)) return;
        clearInterval(keepAlive);
        unsubscribe();
        raw.end();
      };
      openStreams.add(end);
      request.raw.on('close', end);
    },
  );
}
