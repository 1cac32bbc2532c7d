import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { outbox } from '../db/schema/outbox';
import { openDatabase } from '../platform/db/client';
import { startServerProcess, type ServerProcess } from './server-process';

// A real server process stopped with SIGTERM while a request and a webhook delivery are under
// way: both finish, the delivery's outcome reaches the database, and the process exits 0.
// Always on PGlite in a data folder of its own: it is about the process, not the database.

const ADMIN = { email: 'owner@shutdown.test', password: 'a-long-admin-password' };
const SECRET = 'shutdown-test-webhook-secret-'.padEnd(40, 's');

let dataDir: string;
let server: ServerProcess | undefined;
const receiver = createServer();
const deliveries: { response: ServerResponse; body: string }[] = [];
let delivered: () => void;
const deliveryArrived = new Promise<void>((resolve) => (delivered = resolve));

beforeAll(async () => {
  receiver.on('request', (req: IncomingMessage, response: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    // The answer is held back until the test sends it: the delivery stays in flight.
    req.on('end', () => {
      deliveries.push({ response, body });
      delivered();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;

  // One delivery waiting in the outbox before the server starts.
  dataDir = await mkdtemp(join(tmpdir(), 'sb-shutdown-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.db.insert(outbox).values({
    channel: 'WEBHOOK',
    recipient: receiverUrl,
    payload: { event: 'org.onboarded', org: { id: 1 } },
  });
  await database.close();

  server = startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ONBOARDING_WEBHOOK_URL: receiverUrl,
    ONBOARDING_WEBHOOK_SECRET: SECRET,
  });
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const d of deliveries) d.response.destroy();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A login whose body arrives in two parts: it is in flight until `finish` sends the rest. */
async function slowLogin(url: string) {
  // A token the server signed (anonymous, before any session), as a browser holds one.
  const first = await fetch(`${url}/api/health`);
  const token = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(
    first.headers.getSetCookie().join('\n'),
  )?.[1];
  if (!token) throw new Error('no XSRF token from /api/health');
  const body = JSON.stringify(ADMIN);
  const half = Math.floor(body.length / 2);
  const req = request(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: `${XSRF_COOKIE}=${token}`,
      [XSRF_HEADER]: token,
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { answered, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM', () => {
  it('finishes the request and the delivery in flight, then closes the database and exits 0', async () => {
    const running = server!;
    const url = await running.url();
    const login = await slowLogin(url);
    await running.waitFor(/"url":"\/api\/auth\/login"[^\n]*"msg":"incoming request"/);
    // The worker has claimed the delivery and waits for the receiver's answer.
    await deliveryArrived;

    running.child.kill('SIGTERM');
    await running.waitFor(/"msg":"shutting down"/);
    login.finish();
    deliveries[0]!.response.writeHead(200).end('ok');

    const answer = await login.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.email).toBe(ADMIN.email);
    expect(await running.exited).toBe(0);
    expect(running.output()).toMatch(/"msg":"stopped"/);
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ event: 'org.onboarded' });

    // The delivery's outcome was written before the database closed.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select().from(outbox);
      expect(rows).toMatchObject([{ status: 'DELIVERED', attempts: 1 }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
